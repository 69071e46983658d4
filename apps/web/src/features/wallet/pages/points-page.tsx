import { Button, type TableColumnsType } from 'antd';
import type { PointsLog } from '@yc/contracts';
import { useNavigate } from 'react-router';
import { createdColumn, QueryTable, usePaging } from '../../../components/ui/paged-table';
import { SectionPanel } from '../../../components/ui/section-panel';
import { paths } from '../../../config/paths';
import { usePointsLog } from '../api/get-points-log';
import styles from '../components/wallet.module.css';

const PAGE_SIZE = 10;

/** /wdqb_jfgl: the points balance and its ledger. */
export function PointsPage() {
  const paging = usePaging(PAGE_SIZE);
  const navigate = useNavigate();
  const log = usePointsLog(paging.params);
  const columns: TableColumnsType<PointsLog> = [
    createdColumn('时间', 160),
    { title: '来源', dataIndex: 'reason_text', width: 120 },
    {
      title: '积分变动',
      key: 'points',
      width: 120,
      align: 'right',
      render: (_, row) => (
        <span className={row.points >= 0 ? styles.income : styles.spend}>{row.points > 0 ? `+${row.points}` : row.points}</span>
      ),
    },
    { title: '备注', dataIndex: 'note', render: (note: string) => note || '—' },
  ];
  return (
    <>
      <SectionPanel title="积分管理">
        <div className={styles.pointsHead}>
          <div>
            <div className={styles.tileLabel}>当前可用积分</div>
            <div className={styles.pointsValue}>{log.data?.balance ?? '—'}</div>
          </div>
          <p className={`${styles.muted} ${styles.small}`}>订单完成后按实付金额每1元累计1积分，积分可在积分商城兑换礼品。</p>
          <Button type="primary" onClick={() => navigate(paths.jfsc)}>
            去积分商城
          </Button>
        </div>
      </SectionPanel>
      <SectionPanel level={2} title="积分明细">
        <QueryTable<PointsLog> columns={columns} query={log} paging={paging} />
      </SectionPanel>
    </>
  );
}
