import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { yuan } from '../../../lib/format/money';
import { useRechargeCheck } from '../api/check-recharge';
import styles from './wallet-pay.module.css';

/** How often, and how long, the page asks whether the provider has confirmed the recharge. */
export const RECHARGE_POLL_MS = 2000;
const RECHARGE_POLL_LIMIT_MS = 60_000;

/** The outcome of a recharge the buyer came back from: polled until the provider confirms. */
function RechargeResult({ id, onClose }: { id: number; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [round, setRound] = useState(0);
  const [gaveUp, setGaveUp] = useState(false);
  const check = useRechargeCheck(id, { pollMs: RECHARGE_POLL_MS, enabled: !gaveUp });
  const paid = check.data?.status === 'paid';

  useEffect(() => {
    const timer = setTimeout(() => setGaveUp(true), RECHARGE_POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [id, round]);

  // Confirmed: the balance, the ledger and the recharge records all changed.
  useEffect(() => {
    if (!paid) return;
    for (const key of ['money', 'money-log', 'charge']) void queryClient.invalidateQueries({ queryKey: ['wallet', key] });
  }, [paid, queryClient]);

  const retry = () => {
    setGaveUp(false);
    setRound((n) => n + 1);
    void check.refetch();
  };

  if (check.isError)
    return <Alert type="error" showIcon closable={{ onClose }} className={styles.notice} title="未找到该充值记录，请确认后重试。" />;
  if (paid && check.data) {
    return (
      <Alert
        type="success"
        showIcon
        closable={{ onClose }}
        className={styles.notice}
        title={`充值成功，${yuan(check.data.amount)} 已存入账户余额`}
        role="status"
      />
    );
  }
  if (gaveUp) {
    return (
      <Alert
        type="warning"
        showIcon
        closable={{ onClose }}
        className={styles.notice}
        title="暂未收到支付结果"
        description="如您已完成支付，请稍后重新查询；如未支付，可重新发起充值。"
        action={
          <Button size="small" onClick={retry}>
            重新查询
          </Button>
        }
      />
    );
  }
  return (
    <Alert
      type="info"
      showIcon
      className={styles.notice}
      title={check.data ? `正在确认 ${yuan(check.data.amount)} 的支付结果，请稍候...` : '正在确认支付结果，请稍候...'}
      role="status"
    />
  );
}

/** The balance page's notice of the recharge the provider sent the buyer back from (?recharge_id=), until closed. */
export function RechargeReturn() {
  const [search, setSearch] = useSearchParams();
  const id = Number(search.get('recharge_id'));
  if (!Number.isInteger(id) || id <= 0) return null;
  return <RechargeResult key={id} id={id} onClose={() => setSearch({}, { replace: true })} />;
}
