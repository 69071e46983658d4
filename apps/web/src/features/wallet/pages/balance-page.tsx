import { SectionPanel } from '../../../components/ui/section-panel';
import { yuan } from '../../../lib/format/money';
import { useMayDo } from '../../../api/get-my-roles';
import { useWalletSummary } from '../../../api/get-wallet-summary';
import { MoneyLedger } from '../components/money-ledger';
import styles from '../components/wallet.module.css';
import type { RechargeSlots } from '../lib/payment-slots';

/** /wdqb_yegl: balance, recharge (财务 and 负责人; its result on the way back from paying), the ledger. */
export function BalancePage({ RechargePanel, RechargeReturn }: RechargeSlots) {
  const money = useWalletSummary().data;
  const mayRecharge = useMayDo('finance');
  const tile = (label: string, value: number | undefined, plain = false) => (
    <div className={styles.tile}>
      <span className={styles.tileLabel}>{label}</span>
      <span className={`${styles.tileValue} ${plain ? styles.plain : ''}`}>{value === undefined ? '—' : yuan(value)}</span>
    </div>
  );

  return (
    <>
      <SectionPanel title="余额管理">
        <RechargeReturn />
        <div className={styles.tiles}>
          {tile('账户余额', money?.balance)}
          {tile('冻结金额', money?.frozen, true)}
          {tile('累计充值', money?.recharge_total, true)}
          {tile('累计消费', money?.spend_total, true)}
        </div>
        {mayRecharge && <RechargePanel />}
      </SectionPanel>
      <SectionPanel level={2} title="收支明细">
        <MoneyLedger />
      </SectionPanel>
    </>
  );
}
