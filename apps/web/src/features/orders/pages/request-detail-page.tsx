import { App, Button, Descriptions, Image, Result, Skeleton, Steps, Table, Tag, type TableColumnsType } from 'antd';
import { AFTER_SALE_TYPE_TEXT, type AfterSaleItem, type AfterSaleType, type AfterSaleView } from '@yc/contracts';
import { Link, useParams } from 'react-router';
import { LazyImage } from '../../../components/ui/lazy-image';
import { SectionPanel } from '../../../components/ui/section-panel';
import { paths } from '../../../config/paths';
import { apiUrl } from '../../../lib/api-url';
import { orderInfoHref } from '../../../lib/checkout-link';
import { yuan } from '../../../lib/format/money';
import { formatSecondsTime } from '../../../lib/format/time';
import { useCancelRequest, useRequest } from '../api/after-sales';
import { EventTimeline } from '../components/event-timeline';
import { REQUEST_STATUS_COLOR } from '../components/request-table';
import styles from '../components/orders.module.css';

/** 提交申请 → 平台审核 → 退款 (or 已拒绝 / 已撤销). */
function RequestSteps({ request }: { request: AfterSaleView }) {
  const handled = request.handled_at ? formatSecondsTime(request.handled_at) : undefined;
  const last =
    request.status === 'approved'
      ? { title: '已同意，退款完成', description: handled }
      : request.status === 'rejected'
        ? { title: '已拒绝', description: handled }
        : request.status === 'cancelled'
          ? { title: '已撤销', description: handled }
          : { title: '退款' };
  return (
    <Steps
      className={styles.steps}
      size="small"
      current={request.status === 'pending' ? 1 : 2}
      status={
        request.status === 'rejected' || request.status === 'cancelled' ? 'error' : request.status === 'approved' ? 'finish' : 'process'
      }
      items={[{ title: '提交申请', description: formatSecondsTime(request.created_at) }, { title: '平台审核' }, last]}
    />
  );
}

const itemColumns: TableColumnsType<AfterSaleItem> = [
  {
    title: '商品',
    key: 'goods',
    render: (_, item) => (
      <span className={styles.goodsCell}>
        <LazyImage src={item.image} alt={item.name} width={48} height={48} />
        <span className={styles.lineText}>
          <span className={styles.lineName}>{item.name}</span>
          <span className={styles.lineMeta}>
            {item.ypgg} · {item.sccj}
          </span>
        </span>
      </span>
    ),
  },
  { title: '退回批号', key: 'batch', width: 120, render: (_, item) => item.batch_no ?? '—' },
  { title: '单价', key: 'price', width: 100, align: 'right', render: (_, item) => yuan(item.price) },
  { title: '申请数量', key: 'number', width: 100, align: 'right', render: (_, item) => `${item.number}${item.bzdw}` },
  { title: '退款金额', key: 'refund', width: 110, align: 'right', render: (_, item) => yuan(item.refund_amount) },
];

/** /order/returnInfo/:id and /order/afterSalesInfo/:id: a request's lines, refund, pictures, the platform's answer, its timeline, and 撤销申请 while pending. */
function RequestDetailPage({ type }: { type: AfterSaleType }) {
  const id = Number(useParams().id);
  const { data: request, isPending, isError } = useRequest(type, id);
  const cancel = useCancelRequest();
  const { modal, message } = App.useApp();
  const title = `${AFTER_SALE_TYPE_TEXT[type]}详情`;

  if (isError || !Number.isInteger(id) || id <= 0) {
    return (
      <SectionPanel title={title}>
        <Result
          status="404"
          title={`${AFTER_SALE_TYPE_TEXT[type]}申请不存在`}
          extra={
            <Link to={`${paths.order}?status=returns`}>
              <Button type="primary">返回退货/售后列表</Button>
            </Link>
          }
        />
      </SectionPanel>
    );
  }
  if (isPending) {
    return (
      <SectionPanel title={title}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </SectionPanel>
    );
  }

  const withdraw = () =>
    modal.confirm({
      title: '确定撤销该申请吗？',
      content: '撤销后这些商品可以重新申请退货或售后。',
      okText: '撤销申请',
      cancelText: '再想想',
      okButtonProps: { danger: true },
      onOk: () => cancel.mutateAsync(request.id).then(() => void message.success('申请已撤销')),
    });

  return (
    <>
      <SectionPanel
        title={title}
        className={styles.links}
        extra={
          <>
            {request.can_cancel === 1 && (
              <Button size="small" danger onClick={withdraw}>
                撤销申请
              </Button>
            )}
            <Link to={`${paths.order}?status=returns`}>返回退货/售后列表</Link>
          </>
        }
      >
        <p className={styles.bigStatus}>
          {request.status_text} <Tag color={REQUEST_STATUS_COLOR[request.status]}>{request.type_text}</Tag>
        </p>
        <p className={styles.facts}>
          <span>申请编号：{request.id}</span>
          <span>
            订单号：<Link to={orderInfoHref(request.order_id)}>{request.order_no}</Link>
          </span>
          <span>申请时间：{formatSecondsTime(request.created_at)}</span>
        </p>
        <RequestSteps request={request} />
      </SectionPanel>

      <SectionPanel level={2} title="申请信息">
        <Descriptions
          size="small"
          column={2}
          bordered
          items={[
            { key: 'reason', label: '申请原因', children: request.reason, span: 2 },
            {
              key: 'refund',
              label: request.status === 'approved' ? '退款金额' : '预计退款',
              children: <span className={styles.price}>{yuan(request.refund_amount)}</span>,
            },
            { key: 'refund_to', label: '退款去向', children: request.refund_to || '—' },
            { key: 'reply', label: '平台回复', children: request.reply ?? (request.status === 'pending' ? '等待平台审核' : '—'), span: 2 },
            {
              key: 'images',
              label: '图片凭证',
              span: 2,
              children:
                request.images.length === 0 ? (
                  '未上传'
                ) : (
                  <Image.PreviewGroup>
                    <div className={styles.images}>
                      {request.images.map((src, k) => (
                        <Image key={src} src={apiUrl(src)} width={80} height={80} alt={`图片凭证${k + 1}`} />
                      ))}
                    </div>
                  </Image.PreviewGroup>
                ),
            },
          ]}
        />
        <Table<AfterSaleItem>
          className={styles.notice}
          rowKey="order_item_id"
          size="middle"
          columns={itemColumns}
          dataSource={request.items}
          pagination={false}
          aria-label="申请商品"
        />
      </SectionPanel>

      <SectionPanel level={2} title="处理进度">
        <EventTimeline events={request.events} label="处理进度" />
      </SectionPanel>
    </>
  );
}

export const ReturnInfoPage = () => <RequestDetailPage type="return" />;
export const AfterSalesInfoPage = () => <RequestDetailPage type="after_sale" />;
