import { App, Button, Tag, type TableColumnsType } from 'antd';
import type { PointsOrder } from '@yc/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LazyImage } from '../../../components/ui/lazy-image';
import { PagedTable } from '../../../components/ui/paged-table';
import { SectionPanel } from '../../../components/ui/section-panel';
import { paths } from '../../../config/paths';
import { formatSecondsTime } from '../../../lib/format/time';
import { useConfirmPointsOrder } from '../api/confirm-points-order';
import { usePointsOrders } from '../api/get-points-orders';
import styles from './points-orders-page.module.css';

const PAGE_SIZE = 10;
const STATUS_COLOR: Record<string, string> = { pending: 'orange', shipped: 'blue', completed: 'green', cancelled: 'default' };

/** Where the parcel goes; a draw gift won before the store had an address ships to the default added later. */
const delivery = (o: PointsOrder) =>
  o.address ? (
    <div className={styles.address}>
      <span>
        {o.consignee} {o.phone}
      </span>
      <span>{o.address}</span>
    </div>
  ) : (
    <div className={styles.address}>
      <Tag color="orange">待补充地址</Tag>
      <span>
        发货时寄往默认<Link to={paths.addr}>收货地址</Link>
      </span>
    </div>
  );

const shipping = (o: PointsOrder) =>
  o.tracking_no ? (
    <div className={styles.address}>
      <span>{o.carrier}</span>
      <span>运单号 {o.tracking_no}</span>
    </div>
  ) : (
    '—'
  );

const columns = (onConfirm: (o: PointsOrder) => void): TableColumnsType<PointsOrder> => [
  {
    title: '礼品',
    key: 'goods',
    render: (_, o) => (
      <div className={styles.goods}>
        <LazyImage src={o.image} alt={o.goods_name} width={56} height={56} />
        <span>{o.goods_name}</span>
      </div>
    ),
  },
  {
    title: '来源',
    key: 'source',
    width: 100,
    render: (_, o) => <Tag color={o.source === 'draw' ? 'magenta' : 'gold'}>{o.source_text}</Tag>,
  },
  { title: '单价积分', dataIndex: 'unit_points', width: 100, align: 'right' },
  { title: '数量', dataIndex: 'number', width: 70, align: 'right' },
  { title: '消耗积分', key: 'points', width: 100, align: 'right', render: (_, o) => <strong className={styles.points}>{o.points}</strong> },
  { title: '收货信息', key: 'address', render: (_, o) => delivery(o) },
  { title: '物流', key: 'shipping', width: 150, render: (_, o) => shipping(o) },
  { title: '状态', key: 'status', width: 90, render: (_, o) => <Tag color={STATUS_COLOR[o.status] ?? 'default'}>{o.status_text}</Tag> },
  { title: '兑换时间', key: 'created_at', width: 150, render: (_, o) => formatSecondsTime(o.created_at) },
  {
    title: '操作',
    key: 'action',
    width: 100,
    render: (_, o) =>
      o.can_confirm === 1 && (
        <Button size="small" type="primary" onClick={() => onConfirm(o)}>
          确认收货
        </Button>
      ),
  },
];

/** /jfdd: the store's points orders, the points mall's exchanges and the draw's gifts. */
export function PointsOrdersPage() {
  const [page, setPage] = useState(1);
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const confirm = useConfirmPointsOrder();
  const { data, isFetching } = usePointsOrders({ page, page_size: PAGE_SIZE });
  const onConfirm = (o: PointsOrder) =>
    modal.confirm({
      title: '确认已收到礼品吗？',
      content: `${o.goods_name} × ${o.number}，${o.carrier ?? ''} ${o.tracking_no ?? ''}`,
      okText: '确认收货',
      cancelText: '取消',
      onOk: () => confirm.mutateAsync(o.id).then(() => void message.success('已确认收货')),
    });
  return (
    <SectionPanel
      title="积分订单"
      extra={
        <Button type="primary" onClick={() => navigate(paths.jfsc)}>
          去积分商城
        </Button>
      }
    >
      <p className={styles.note}>礼品由平台安排配送，发货后可查看承运商与运单号，收到后请确认收货；抽奖抽中的实物礼品也在这里查看。</p>
      <PagedTable<PointsOrder>
        aria-label="积分订单"
        columns={columns(onConfirm)}
        data={data}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        loading={isFetching}
        empty="暂无积分订单，快去积分商城兑换礼品吧"
      />
    </SectionPanel>
  );
}
