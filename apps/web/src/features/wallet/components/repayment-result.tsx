import { useQueryClient } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useEffect } from 'react';
import { yuan } from '../../../lib/format/money';
import { useRepaymentCheck } from '../api/check-credit-repayment';
import { REPAYMENT_STATUS_TEXT } from '../lib/status-text';
import styles from './wallet.module.css';

const REPAYMENT_POLL_MS = 2000;

/** The online repayment the buyer came back from: polled until the provider confirms. */
export function RepaymentResult({ id, onClose }: { id: number; onClose: () => void }) {
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
