import { DatePicker, Select, Tag, type TableColumnsType } from 'antd';
import { MONEY_USE_TYPES, MONEY_USE_TYPE_TEXT, type MoneyLog } from '@yc/contracts';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { ListToolbar } from '../../../components/ui/list-toolbar';
import { createdColumn, QueryTable, usePaging } from '../../../components/ui/paged-table';
import { signedYuan, yuan } from '../../../lib/format/money';
import { dayRangeFilter } from '../../../lib/format/time';
import { useMoneyLog } from '../api/get-money-log';
import styles from './wallet.module.css';

const PAGE_SIZE = 10;
const TYPE_OPTIONS = [
  { value: '', label: '全部类型' },
  ...MONEY_USE_TYPES.map((type) => ({ value: type, label: MONEY_USE_TYPE_TEXT[type] })),
];
const TYPE_COLOR: Record<string, string> = { recharge: 'green', pay: 'red', refund: 'blue', cashback: 'gold', adjust: 'default' };

type Range = [Dayjs | null, Dayjs | null] | null;

/** The wallet ledger with its use-type filter, date range and pages. */
export function MoneyLedger() {
  const [useType, setUseType] = useState('');
  const [range, setRange] = useState<Range>(null);
  const paging = usePaging(PAGE_SIZE);
  const ledger = useMoneyLog({
    ...paging.params,
    ...(useType ? { use_type: useType } : {}),
    ...dayRangeFilter(range),
  });

  const columns: TableColumnsType<MoneyLog> = [
    createdColumn('时间'),
    {
      title: '类型',
      key: 'use_type',
      width: 90,
      render: (_, row) => <Tag color={TYPE_COLOR[row.use_type] ?? 'default'}>{row.use_type_text}</Tag>,
    },
    {
      title: '金额',
      key: 'amount',
      width: 130,
      align: 'right',
      render: (_, row) => <span className={row.amount >= 0 ? styles.income : styles.spend}>{signedYuan(row.amount)}</span>,
    },
    { title: '余额', key: 'balance', width: 130, align: 'right', render: (_, row) => yuan(row.balance) },
    { title: '备注', dataIndex: 'note', render: (note: string) => note || '—' },
  ];

  return (
    <>
      <ListToolbar total={ledger.data?.total} unit="条记录">
        <Select
          aria-label="收支类型"
          value={useType}
          options={TYPE_OPTIONS}
          style={{ width: 140 }}
          onChange={(value) => {
            setUseType(value);
            paging.setPage(1);
          }}
        />
        <DatePicker.RangePicker
          aria-label="起止日期"
          value={range}
          allowEmpty={[true, true]}
          onChange={(value) => {
            setRange(value);
            paging.setPage(1);
          }}
        />
      </ListToolbar>
      <QueryTable<MoneyLog> columns={columns} query={ledger} paging={paging} />
    </>
  );
}
