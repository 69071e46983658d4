import { Outlet } from 'react-router';
import { useRouteMeta } from '../../app/route-meta';
import { PageContainer } from '../../components/ui/page-container';
import { useCartDrawerStore } from '../../lib/cart-events';
import { CheckoutSteps, STEP_OF_ROUTE } from './checkout-steps';
import styles from './checkout-layout.module.css';

/** The cart routes' frame: the step image above whichever step is open; on step 1 the content makes room for the open drawer. */
export function CheckoutLayout() {
  const step = STEP_OF_ROUTE[useRouteMeta().name] ?? 1;
  const drawerOpen = useCartDrawerStore((state) => state.open);
  return (
    <div className={step === 1 && drawerOpen ? styles.besideDrawer : undefined}>
      <div className={styles.steps}>
        <PageContainer>
          <CheckoutSteps current={step} />
        </PageContainer>
      </div>
      <Outlet />
    </div>
  );
}
