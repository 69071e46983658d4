import { Steps } from 'antd';
import type { ReactNode } from 'react';
import { FormFrame } from '../../../components/ui/form-frame';
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
      <FormFrame heading={heading} aside={aside}>
        <Steps className={styles.steps} current={current} items={steps.map((title) => ({ title }))} />
        <div className={styles.body}>{children}</div>
      </FormFrame>
    </PageContainer>
  );
}
