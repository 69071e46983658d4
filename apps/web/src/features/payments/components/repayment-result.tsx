import { useQueryClient } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useEffect, useState } from 'react';
import { yuan } from '../../../lib/format/money';
import { useRepaymentCheck } from '../api/check-credit-repayment';
import { pendingRepayment } from '../lib/provider-page';
import { REPAYMENT_STATUS_TEXT } from '../lib/status-text';
import styles from './wallet-pay.module.css';

const REPAYMENT_POLL_MS = 2000;

/** The online repayment the buyer came back from: polled until the provider confirms. */
function RepaymentResult({ id, onClose }: { id: number; onClose: () => void }) {
  const queryClient = useQueryClient();
  const check = useRepaymentCheck(id, REPAYMENT_POLL_MS);
  const done = check.data?.status === 'succeeded';

  useEffect(() => {
    if (!done) return;
    for (const key of ['credit', 'credit-list', 'money']) void queryClient.invalidateQueries({ queryKey: ['wallet', key] });
  }, [done, queryClient]);

  if (check.isError) return null;
  if (!check.data || check.data.status === 'pending') {
    return (
      <Alert type="info" showIcon className={styles.notice} role="status" title="正在确认还款结果，请稍候..." closable={{ onClose }} />
    );
  }
  return (
    <Alert
      type={done ? 'success' : 'warning'}
      showIcon
      className={styles.notice}
      role="status"
      closable={{ onClose }}
      title={
        done ? `还款成功，已还款 ${yuan(check.data.amount)}` : `还款单${REPAYMENT_STATUS_TEXT[check.data.status] ?? check.data.status}`
      }
    />
  );
}

/** The credit page's notice of the online repayment the buyer came back from (the provider names none), until closed. */
export function RepaymentReturn() {
  const [id, setId] = useState(() => pendingRepayment.peek());
  if (id === null) return null;
  return (
    <RepaymentResult
      id={id}
      onClose={() => {
        pendingRepayment.forget();
        setId(null);
      }}
    />
  );
}
