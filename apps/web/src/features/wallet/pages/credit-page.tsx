import { Alert, Button, Radio, Tag, type TableColumnsType } from 'antd';
import { CREDIT_TYPES, CREDIT_TYPE_TEXT, type CreditBill } from '@yc/contracts';
import { useState } from 'react';
import { ListToolbar } from '../../../components/ui/list-toolbar';
import { createdColumn, QueryTable, usePaging } from '../../../components/ui/paged-table';
import { SectionPanel } from '../../../components/ui/section-panel';
import { signedYuan, yuan } from '../../../lib/format/money';
import { useCreditBills } from '../api/get-credit-bills';
import { useCreditSummary } from '../../../api/get-credit-summary';
import { useMayDo } from '../../../api/get-my-roles';
import styles from '../components/wallet.module.css';
import type { RepaymentSlots } from '../lib/payment-slots';

const PAGE_SIZE = 10;
const TYPE_OPTIONS = [{ value: '', label: '全部' }, ...CREDIT_TYPES.map((type) => ({ value: type, label: CREDIT_TYPE_TEXT[type] }))];

function Bills() {
  const [type, setType] = useState('');
  const paging = usePaging(PAGE_SIZE);
  const bills = useCreditBills({ ...paging.params, ...(type ? { type } : {}) });
  const columns: TableColumnsType<CreditBill> = [
    createdColumn('时间'),
    { title: '类型', dataIndex: 'type_text', width: 100 },
    {
      title: '金额',
      key: 'amount',
      width: 130,
      align: 'right',
      render: (_, b) => <span className={b.amount > 0 ? styles.spend : styles.income}>{signedYuan(b.amount)}</span>,
    },
    {
      title: '待还金额',
      key: 'outstanding',
      width: 130,
      align: 'right',
      render: (_, b) => (b.outstanding === null ? '—' : yuan(b.outstanding)),
    },
    {
      title: '到期日',
      key: 'due_date',
      render: (_, b) =>
        b.due_date ? (
          <>
            {b.due_date} {b.is_overdue === 1 && <Tag color="red">已逾期</Tag>}
          </>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <>
      <ListToolbar total={bills.data?.total} unit="条账单">
        <Radio.Group
          optionType="button"
          value={type}
          options={TYPE_OPTIONS}
          onChange={(event) => {
            setType(String(event.target.value));
            paging.setPage(1);
          }}
          aria-label="账单类型"
        />
      </ListToolbar>
      <QueryTable<CreditBill> columns={columns} query={bills} paging={paging} />
    </>
  );
}

/** /wdqb_zqgl: the credit (limit, used, available, overdue), repayment from the wallet or online (财务 and 负责人), and the bills. */
export function CreditPage({ RepayDialog, RepaymentReturn }: RepaymentSlots) {
  const credit = useCreditSummary().data;
  const mayRepay = useMayDo('finance');
  const [repaying, setRepaying] = useState(false);
  const tile = (label: string, value: string, plain = false) => (
    <div className={styles.tile}>
      <span className={styles.tileLabel}>{label}</span>
      <span className={`${styles.tileValue} ${plain ? styles.plain : ''}`}>{value}</span>
    </div>
  );

  return (
    <>
      <SectionPanel
        title="账期管理"
        extra={
          mayRepay && (
            <Button type="primary" disabled={!credit || credit.used <= 0} onClick={() => setRepaying(true)}>
              立即还款
            </Button>
          )
        }
      >
        <RepaymentReturn />
        {credit && credit.overdue_amount > 0 && (
          <Alert
            type="error"
            showIcon
            className={styles.notice}
            title={`您有 ${yuan(credit.overdue_amount)} 账期欠款已逾期，请尽快还款`}
            description="逾期未还将暂停账期支付，并可能影响您的采购。"
          />
        )}
        <div className={`${styles.tiles} ${styles.tiles5}`}>
          {tile('账期额度', credit ? yuan(credit.limit) : '—', true)}
          {tile('已用额度', credit ? yuan(credit.used) : '—')}
          {tile('可用额度', credit ? yuan(credit.available) : '—', true)}
          {tile('账期天数', credit ? `${credit.term_days}天` : '—', true)}
          {tile('最近还款日', credit?.next_due_date ?? '—', true)}
        </div>
        {credit && credit.limit === 0 && (
          <p className={`${styles.muted} ${styles.small}`}>您的店铺暂未开通账期，如需开通请联系客户经理。</p>
        )}
      </SectionPanel>
      <SectionPanel level={2} title="账单明细">
        <Bills />
      </SectionPanel>
      {repaying && credit && <RepayDialog owed={credit.used} onClose={() => setRepaying(false)} />}
    </>
  );
}
