import { Progress, Tag, type TableColumnsType } from 'antd';
import type { CashVoucher } from '@yc/contracts';
import { QueryTable, usePaging } from '../../../components/ui/paged-table';
import { SectionPanel } from '../../../components/ui/section-panel';
import { yuan } from '../../../lib/format/money';
import { formatDay } from '../../../lib/format/time';
import { useVouchers } from '../api/get-vouchers';
import styles from './vouchers-page.module.css';

const PAGE_SIZE = 10;
const STATUS_COLOR: Record<string, string> = { usable: 'green', used_up: 'default', expired: 'default' };

/** /wdqb_xjq: cash vouchers, each with what is left on it, and the usable total. */
export function VouchersPage() {
  const paging = usePaging(PAGE_SIZE);
  const vouchers = useVouchers(paging.params);
  const columns: TableColumnsType<CashVoucher> = [
    { title: '现金券', dataIndex: 'name' },
    { title: '面额', key: 'amount', width: 110, align: 'right', render: (_, v) => yuan(v.amount) },
    { title: '已使用', key: 'used', width: 110, align: 'right', render: (_, v) => yuan(v.used) },
    {
      title: '余额',
      key: 'balance',
      width: 110,
      align: 'right',
      render: (_, v) => <strong className={styles.balance}>{yuan(v.balance)}</strong>,
    },
    {
      title: '剩余比例',
      key: 'left',
      width: 140,
      render: (_, v) => (
        <Progress percent={v.amount > 0 ? Math.floor((v.balance / v.amount) * 100) : 0} size="small" strokeColor="#e4393c" />
      ),
    },
    { title: '有效期至', key: 'valid_to', width: 120, render: (_, v) => formatDay(v.valid_to) },
    { title: '状态', key: 'status', width: 90, render: (_, v) => <Tag color={STATUS_COLOR[v.status] ?? 'default'}>{v.status_text}</Tag> },
  ];
  return (
    <SectionPanel title="我的现金券">
      <div className={styles.tiles}>
        <div className={styles.tile}>
          <span className={styles.tileLabel}>可用现金券余额</span>
          <span className={styles.tileValue}>{vouchers.data ? yuan(vouchers.data.balance) : '—'}</span>
          <span className={styles.tileNote}>下单时可像现金一样抵扣，不设门槛</span>
        </div>
      </div>
      <QueryTable<CashVoucher> style={{ marginTop: 12 }} columns={columns} query={vouchers} paging={paging} />
    </SectionPanel>
  );
}
