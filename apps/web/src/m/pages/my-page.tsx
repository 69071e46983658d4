import type { LinkedStore, OrderListStatus, UserBase } from '@yc/contracts';
import { useCreditSummary } from '../../api/get-credit-summary';
import { useLinkedStores } from '../../api/get-linked-stores';
import { useUserBase } from '../../api/get-user-base';
import { useWalletSummary } from '../../api/get-wallet-summary';
import { useSwitchStore } from '../../features/account/api/switch-store';
import { useLogout } from '../../features/auth/api/logout';
import { useOrders } from '../../features/orders/api/get-orders';
import { paths } from '../../config/paths';
import { yuan } from '../../lib/format/money';
import { alertDialog } from '../feedback';
import { Link } from '../link';
import { chooseDesktop, loginHref, mPaths, ordersHref } from '../paths';
import styles from './my-page.module.css';

const SWITCH_CONFIRM = '您是否确定要切换此账号？';

/** The order states a buyer acts on, with the phone's names (as the order tabs). */
const SHORTCUTS: readonly { status: OrderListStatus; label: string }[] = [
  { status: 'unpaid', label: '待付款' },
  { status: 'paid', label: '待发货' },
  { status: 'shipped', label: '待收货' },
  { status: 'completed', label: '已完成' },
];

/** The account's other stores, each switched to after the desktop's confirmation (the page then reloads as that store). */
function StoreSwitch({ stores }: { stores: LinkedStore[] }) {
  const switching = useSwitchStore();
  return (
    <section className={styles.card} aria-labelledby="m-my-stores">
      <h2 id="m-my-stores" className={styles.heading}>
        切换店铺
      </h2>
      <ul className={styles.stores}>
        {stores.map((store) => (
          <li key={store.id}>
            <button
              type="button"
              className={styles.store}
              aria-current={store.is_current === 1 ? 'true' : undefined}
              disabled={store.is_current === 1 || switching.isPending || switching.isSuccess}
              onClick={() =>
                alertDialog({
                  title: SWITCH_CONFIRM,
                  content: `切换到：${store.company}`,
                  okText: '确定',
                  cancelText: '取消',
                  onOk: () => switching.mutate({ id: store.id }),
                })
              }
            >
              <span>{store.company}</span>
              <span className={styles.muted}>{store.is_current === 1 ? '当前店铺' : switching.isPending ? '切换中…' : '切换'}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Member({ user }: { user: UserBase }) {
  const stores = useLinkedStores({ enabled: true }).data ?? [];
  const wallet = useWalletSummary().data;
  const credit = useCreditSummary().data;
  // Every tab's count comes with any page of the list: one order is the least to ask for.
  const counts = useOrders({ page: 1, page_size: 1, status: 'all' }).data?.counts;
  const logout = useLogout();
  return (
    <div className={styles.page}>
      <section className={styles.who} aria-label="当前店铺">
        <p className={styles.company}>{user.company || '未填写店铺名称'}</p>
        <p className={styles.name}>{user.name || user.username}</p>
      </section>

      {stores.length > 1 && <StoreSwitch stores={stores} />}

      <section className={styles.card} aria-labelledby="m-my-money">
        <h2 id="m-my-money" className={styles.heading}>
          我的钱包
        </h2>
        <dl className={styles.money}>
          <div>
            <dt>账户余额</dt>
            <dd>{wallet ? yuan(wallet.balance) : '—'}</dd>
          </div>
          <div>
            <dt>可用账期额度</dt>
            <dd>{credit ? yuan(credit.available) : '—'}</dd>
          </div>
        </dl>
        {credit && credit.limit > 0 && (
          <p className={styles.muted}>
            账期额度 {yuan(credit.limit)}，已用 {yuan(credit.used)}
          </p>
        )}
      </section>

      <section className={styles.card} aria-labelledby="m-my-orders">
        <div className={styles.headRow}>
          <h2 id="m-my-orders" className={styles.heading}>
            我的订单
          </h2>
          <Link to={mPaths.orders} className={styles.more}>
            全部订单 ›
          </Link>
        </div>
        <nav className={styles.shortcuts} aria-label="订单状态">
          {SHORTCUTS.map(({ status, label }) => (
            <Link key={status} to={ordersHref(status)} className={styles.shortcut}>
              <strong>{counts ? counts[status] : '—'}</strong>
              <span>{label}</span>
            </Link>
          ))}
        </nav>
      </section>

      <section className={styles.card} aria-label="更多">
        <Link className={styles.item} to={mPaths.often}>
          常购清单 <span aria-hidden="true">›</span>
        </Link>
        {/* The rest of the member centre is the desktop's for now: a phone is not sent back from it. */}
        <a className={styles.item} href={paths.user} onClick={chooseDesktop}>
          电脑版会员中心 <span aria-hidden="true">›</span>
        </a>
      </section>

      <button type="button" className={styles.logout} disabled={logout.isPending} onClick={() => logout.mutate()}>
        {logout.isPending ? '正在退出…' : '退出登录'}
      </button>
    </div>
  );
}

/** /m/my (我的): the store and its switch, wallet and credit, the orders by state, 常购清单, 电脑版 and 退出登录. */
export function MyPage() {
  const { data: user, isPending } = useUserBase({ enabled: true });
  if (isPending) return <p className={styles.state}>加载中…</p>;
  if (!user) {
    return (
      <div className={styles.state}>
        <p>登录后查看订单、钱包与店铺</p>
        <Link to={loginHref(mPaths.my)} className={styles.primary}>
          去登录
        </Link>
      </div>
    );
  }
  return <Member user={user} />;
}
