import { CheckOutlined, DownOutlined } from '@ant-design/icons';
import type { DropdownProps, MenuProps } from 'antd';
import { Suspense, useEffect, useState, type ButtonHTMLAttributes, type ComponentType } from 'react';
import { lazyWithAntd } from '../../components/ui/antd/lazy-antd';
import { FullscreenSpinner } from '../../components/ui/spinner';
import { useLinkedStores } from '../../api/get-linked-stores';
import { useSwitchStore } from '../../features/account/api/switch-store';
import { modal } from '../../lib/http';
import { useSessionStore } from '../../stores/session';
import styles from './top-bar.module.css';

const SWITCH_CONFIRM = '您是否确定要切换此账号？';

// antd's Dropdown brings its Menu and antd's core along: the company name draws with the page, and its list loads when
// a pointer or the keyboard first comes to the name, not with every page, where on a slow line its scripts would queue
// before the page's own requests (the orders of /order). The pointer resting on the name finds the list open once it
// has loaded, as the open state is the switcher's own.
const Dropdown = lazyWithAntd(async () => (await import('antd/es/dropdown')).default as ComponentType<DropdownProps>);

/** The company name, opening the list of the account's stores; picking one switches after a confirmation. */
export function StoreSwitcher({ company }: { company: string }) {
  const [opened, setOpened] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const stores = useLinkedStores({ enabled: opened });
  const switching = useSwitchStore();
  const currentStore = useSessionStore((state) => state.currentStore);
  const setCurrentStore = useSessionStore((state) => state.setCurrentStore);

  useEffect(() => {
    if (stores.data) setCurrentStore(stores.data.find((store) => store.is_current === 1) ?? null);
  }, [stores.data, setCurrentStore]);

  const items: MenuProps['items'] = stores.data
    ? stores.data.map((store) => ({
        key: String(store.id),
        label: store.company,
        disabled: store.is_current === 1,
        icon: store.is_current === 1 ? <CheckOutlined /> : undefined,
      }))
    : [{ key: 'loading', label: '加载中...', disabled: true }];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    modal.confirm({
      title: SWITCH_CONFIRM,
      onOk: () => switching.mutate({ id: Number(key) }),
    });
  };

  const showMenu = (open: boolean) => {
    setMenuOpen(open);
    if (open) setOpened(true);
  };
  const trigger = (events?: ButtonHTMLAttributes<HTMLButtonElement>) => (
    <button type="button" className={styles.linkButton} {...events}>
      <span className={styles.company}>{currentStore?.company ?? company}</span> <DownOutlined />
    </button>
  );
  const waiting = trigger({
    onMouseEnter: () => showMenu(true),
    onMouseLeave: () => showMenu(false),
    onFocus: () => setOpened(true),
    onClick: () => showMenu(true),
  });
  return (
    <>
      {opened ? (
        <Suspense fallback={waiting}>
          <Dropdown menu={{ items, onClick }} open={menuOpen} onOpenChange={showMenu}>
            {trigger()}
          </Dropdown>
        </Suspense>
      ) : (
        waiting
      )}
      {/* The switch ends in a page reload; until then the page must not take more clicks. */}
      <FullscreenSpinner spinning={switching.isPending || switching.isSuccess} description="正在切换账号..." />
    </>
  );
}
