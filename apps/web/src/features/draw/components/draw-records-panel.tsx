import { Tag, type TableColumnsType } from 'antd';
import type { DrawRecord } from '@yc/contracts';
import { createdColumn, QueryTable, usePaging } from '../../../components/ui/paged-table';
import { SectionPanel } from '../../../components/ui/section-panel';
import { useDrawRecords } from '../api/get-draw-records';

const PAGE_SIZE = 5;
const TYPE_COLOR: Record<DrawRecord['prize_type'], string> = { points: 'orange', coupon: 'red', goods: 'magenta', none: 'default' };

const columns: TableColumnsType<DrawRecord> = [
  createdColumn('抽奖时间'),
  { title: '活动', dataIndex: 'draw_name', ellipsis: true },
  {
    title: '奖品',
    key: 'prize',
    width: 200,
    render: (_, r) => (
      <>
        <Tag color={TYPE_COLOR[r.prize_type]}>{r.type_text}</Tag>
        {r.prize_name}
      </>
    ),
  },
  { title: '发放情况', dataIndex: 'detail' },
];

/** 我的抽奖记录: where the popup's close-while-drawing message sends the buyer to find a result. */
export function DrawRecordsPanel() {
  const paging = usePaging(PAGE_SIZE);
  const records = useDrawRecords(paging.params);
  return (
    <SectionPanel level={2} title="我的抽奖记录">
      <QueryTable<DrawRecord>
        aria-label="我的抽奖记录"
        columns={columns}
        query={records}
        paging={paging}
        empty="暂无抽奖记录，首页活动弹窗可参与抽奖"
      />
    </SectionPanel>
  );
}
