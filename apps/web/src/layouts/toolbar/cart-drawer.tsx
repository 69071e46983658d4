import { DRAWER_LOAD_DELAY_MS, DRAWER_WIDTH_CLOSED, DRAWER_WIDTH_OPEN } from '@yc/contracts';
import { Suspense, useEffect, useState } from 'react';
import { lazyWithAntd } from '../../components/ui/antd/lazy-antd';
import { Spinner } from '../../components/ui/spinner';
import styles from './cart-drawer.module.css';

// The lines, their deletion and the empty states load when the drawer opens (during its 200 ms wait), not with every page.
const loadContent = () => import('./cart-drawer-content');
const DrawerContent = lazyWithAntd(async () => (await loadContent()).DrawerContent);

interface CartDrawerProps {
  open: boolean;
  /** Where the site header ends in the window: the drawer starts below it and never covers it. */
  top: number;
  member: boolean;
  onClose(): void;
}

/**
 * The cart drawer of spec sections 2 and 4: the toolbar grows from 40 to 310 px; the lines load
 * 200 ms after it opens, and a cart change (add-to-cart anywhere) refetches them while it is open.
 */
export function CartDrawer({ open, top, member, onClose }: CartDrawerProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!open) return;
    void loadContent();
    const timer = setTimeout(() => setReady(true), DRAWER_LOAD_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setReady(false);
    };
  }, [open]);

  const waiting = (
    <div className={styles.center}>
      <Spinner />
    </div>
  );
  return (
    <section
      className={styles.drawer}
      style={{ width: open ? DRAWER_WIDTH_OPEN - DRAWER_WIDTH_CLOSED : 0, marginTop: top, height: `calc(100% - ${top}px)` }}
      aria-label="购物车抽屉"
      aria-hidden={!open}
      hidden={!open}
    >
      {open && (
        <>
          <header className={styles.head}>
            <h2>购物车</h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label="收起购物车">
              ×
            </button>
          </header>
          <div className={styles.body}>
            {ready ? (
              <Suspense fallback={waiting}>
                <DrawerContent member={member} />
              </Suspense>
            ) : (
              waiting
            )}
          </div>
        </>
      )}
    </section>
  );
}
