import { Steps } from 'antd';
import type { ReactNode } from 'react';
import { PageContainer } from '../../../components/ui/page-container';
import styles from './register.module.css';

interface StepFrameProps {
  heading: string;
  steps: readonly string[];
  /** 0-based. */
  current: number;
  children: ReactNode;
  aside?: ReactNode;
}

/** The card of a multi-step flow (registration, password reset) with its step bar. */
export function StepFrame({ heading, steps, current, children, aside }: StepFrameProps) {
  return (
    <PageContainer>
      <section className={styles.frame} aria-label={heading}>
        <div className={styles.frameHead}>
          <h1 className={styles.heading}>{heading}</h1>
          {aside}
        </div>
        <Steps className={styles.steps} current={current} items={steps.map((title) => ({ title }))} />
        <div className={styles.body}>{children}</div>
      </section>
    </PageContainer>
  );
}
