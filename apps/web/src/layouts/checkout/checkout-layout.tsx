import { Outlet } from 'react-router';
import { useRouteMeta } from '../../app/route-meta';
import { PageContainer } from '../../components/ui/page-container';
import { useVisitorToLogin } from '../use-visitor-to-login';
import { CheckoutSteps, STEP_OF_ROUTE } from './checkout-steps';
import styles from './checkout-layout.module.css';

/** The cart routes' frame: the step image above whichever step is open; a visitor past step 1 is sent to log in. */
export function CheckoutLayout() {
  const step = STEP_OF_ROUTE[useRouteMeta().name] ?? 1;
  useVisitorToLogin(step > 1);
  return (
    <div>
      <div className={styles.steps}>
        <PageContainer>
          <CheckoutSteps current={step} />
        </PageContainer>
      </div>
      <Outlet />
    </div>
  );
}
