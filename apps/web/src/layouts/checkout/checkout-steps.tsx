import styles from './checkout-steps.module.css';

/** Spec section 2: checkout shows a step image; drawn here as arrows, nothing downloaded. */
export const CHECKOUT_STEPS = ['我的购物车', '确认订单信息', '支付订单', '支付完成'] as const;

/** Which step a cart route is (1 to 4). */
export const STEP_OF_ROUTE: Readonly<Record<string, number>> = {
  cart_step1: 1,
  cart_step2: 2,
  cart_step3: 3,
  cart_hm: 3,
  cart_step4: 4,
};

function StepMark({ index, state }: { index: number; state: 'done' | 'current' | 'todo' }) {
  return (
    <svg className={styles.mark} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <circle cx="12" cy="12" r="11" className={styles.markCircle} />
      {state === 'done' ? (
        <path d="M6.5 12.5l3.5 3.5 7.5-8" className={styles.markTick} />
      ) : (
        <text x="12" y="16.5" textAnchor="middle" className={styles.markText}>
          {index}
        </text>
      )}
    </svg>
  );
}

/** The four steps of checkout with the current one lit and the ones before it ticked. */
export function CheckoutSteps({ current }: { current: number }) {
  return (
    <nav aria-label="结算步骤">
      <ol className={styles.steps}>
        {CHECKOUT_STEPS.map((label, i) => {
          const index = i + 1;
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li key={label} className={`${styles.step} ${styles[state]}`} aria-current={state === 'current' ? 'step' : undefined}>
              <StepMark index={index} state={state} />
              <span>{label}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
