import { AFTER_SALE_STATUS_TEXT, type OrderItemView } from '@yc/contracts';
import { Button, Card, Descriptions, Empty, Result, Space, Spin, Table, Tag, Timeline } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { yuan } from '../../lib/format/money';
import { formatSecondsTime } from '../../lib/format/time';
import { RoleGate } from '../components/role-gate';
import { storeHref } from '../stores/store-table';
import { useOrder } from './api/orders';
import { ColdChainSection, ColdChainTag } from './cold-chain-section';
import { FulfilmentActions } from './fulfilment-actions';
import { LineBatchModal, type HeldBatch } from './line-batch-modal';
import { OrderStatusTag } from './order-status-tag';
import { TraceReturnSection } from './trace-return-section';
import { TraceScanSection } from './trace-scan-section';

const LINE_TYPE: Record<string, string> = { gift: '赠品', hg: '换购' };
const PAY_METHOD: Record<string, string> = { wallet: '余额支付', credit: '账期支付', online: '在线支付' };

/** One order as the warehouse and account managers see it: goods, money, address, the logistics timeline, returns, receipt and invoice. */
export function OrderDetailPage() {
  const id = Number(useParams().id);
  const detail = useOrder(id);
  const [rebatching, setRebatching] = useState<HeldBatch | null>(null);
  if (detail.isError) return <Result status="404" title="订单不存在" />;
  if (!detail.data) return <Spin />;
  const { order, store } = detail.data;
  const address = order.address;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        title={
          <Space>
            订单 {order.order_no}
            <OrderStatusTag status={order.status} text={order.status_text} />
            {order.is_hm === 1 && <Tag color="purple">含麻</Tag>}
            <ColdChainTag orderId={order.id} />
          </Space>
        }
        extra={
          <RoleGate roles={['warehouse']}>
            <FulfilmentActions detail={detail.data} />
          </RoleGate>
        }
      >
        <Descriptions size="small" column={3}>
          <Descriptions.Item label="门店">
            <RoleGate roles={['reviewer', 'account_manager']} fallback={store.company}>
              <Link to={storeHref(store.id)}>{store.company}</Link>
            </RoleGate>
          </Descriptions.Item>
          <Descriptions.Item label="联系人">{`${store.contact_name} ${store.contact_phone}`}</Descriptions.Item>
          <Descriptions.Item label="下单时间">{formatSecondsTime(order.created_at)}</Descriptions.Item>
          <Descriptions.Item label="收货人">{`${address.consignee ?? ''} ${address.phone ?? ''}`}</Descriptions.Item>
          <Descriptions.Item label="收货地址" span={2}>
            {[address.province, address.city, address.district, address.detail].filter(Boolean).join('')}
          </Descriptions.Item>
          <Descriptions.Item label="支付方式">
            {order.pay_method ? (PAY_METHOD[order.pay_method] ?? order.pay_method) : '未支付'}
          </Descriptions.Item>
          <Descriptions.Item label="付款时间">{order.paid_at ? formatSecondsTime(order.paid_at) : '—'}</Descriptions.Item>
          <Descriptions.Item label="发票类型">{order.invoice_type}</Descriptions.Item>
          {order.remark && <Descriptions.Item label="买家备注">{order.remark}</Descriptions.Item>}
          {order.cancel_reason && <Descriptions.Item label="取消原因">{order.cancel_reason}</Descriptions.Item>}
        </Descriptions>
      </Card>
      <Card title="商品">
        <Table<OrderItemView>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={order.items}
          columns={[
            {
              title: '商品',
              key: 'name',
              render: (_, i) => (
                <>
                  {i.name} {LINE_TYPE[i.line_type] && <Tag color="pink">{LINE_TYPE[i.line_type]}</Tag>}
                </>
              ),
            },
            { title: '规格', dataIndex: 'ypgg' },
            { title: '生产厂家', dataIndex: 'sccj' },
            { title: '单价', dataIndex: 'price', render: (v: number) => yuan(v) },
            { title: '数量', key: 'number', render: (_, i) => `${i.number}${i.bzdw}` },
            { title: '小计', dataIndex: 'amount', render: (v: number) => yuan(v) },
            {
              title: '发货批次',
              key: 'batches',
              // FEFO picked these at checkout; the warehouse may change one until the order ships.
              render: (_, i) =>
                i.batches.map((b) => (
                  <div key={b.batch_id}>
                    {`批号 ${b.batch_no} · 有效期至 ${b.expires_on} · ${b.quantity}${i.bzdw}`}
                    {detail.data.can_ship === 1 && (
                      <RoleGate roles={['warehouse']}>
                        <Button size="small" type="link" onClick={() => setRebatching({ line: i, batch: b })}>
                          更换
                        </Button>
                      </RoleGate>
                    )}
                  </div>
                )),
            },
          ]}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={7}>
                <Space size="large" style={{ justifyContent: 'flex-end', width: '100%' }}>
                  <span>商品金额 {yuan(order.goods_amount)}</span>
                  {order.promotions.map((p) => (
                    <span key={p.type}>
                      {p.name} -{yuan(p.amount)}
                    </span>
                  ))}
                  <span>运费 {yuan(order.shipping_amount)}</span>
                  <strong>实付 {yuan(order.pay_amount)}</strong>
                </Space>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
      </Card>
      <RoleGate roles={['warehouse']}>
        <TraceScanSection orderId={order.id} />
      </RoleGate>
      <RoleGate roles={['warehouse']}>
        <TraceReturnSection order={order} />
      </RoleGate>
      <ColdChainSection orderId={order.id} editable={order.status === 'paid' || order.status === 'shipped'} />
      <LineBatchModal orderId={order.id} held={rebatching} onClose={() => setRebatching(null)} />
      <Card title="物流信息">
        <Space orientation="vertical" style={{ width: '100%' }}>
          {order.logistics.tracking_no && (
            <Space size="large">
              <span>承运商：{order.logistics.carrier}</span>
              <span>运单号：{order.logistics.tracking_no}</span>
            </Space>
          )}
          <Timeline items={[...order.events].reverse().map((e) => ({ content: `${formatSecondsTime(e.created_at)}  ${e.text}` }))} />
        </Space>
      </Card>
      {order.after_sales.length > 0 && (
        <Card title="退货/售后">
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={order.after_sales}
            columns={[
              { title: '申请编号', dataIndex: 'id' },
              { title: '类型', dataIndex: 'type_text' },
              { title: '原因', dataIndex: 'reason' },
              { title: '退款', dataIndex: 'refund_amount', render: (v: number) => yuan(v) },
              { title: '状态', dataIndex: 'status', render: (s: keyof typeof AFTER_SALE_STATUS_TEXT) => AFTER_SALE_STATUS_TEXT[s] },
            ]}
          />
        </Card>
      )}
      {order.hm_receipt && (
        <Card title="含麻药品签收回执">
          <Space>
            <Tag>{order.hm_receipt.status_text}</Tag>
            {order.hm_receipt.file_url && (
              <a href={order.hm_receipt.file_url} target="_blank" rel="noreferrer">
                查看回执
              </a>
            )}
            <span>采购人 {order.hm_buyer ? `${order.hm_buyer.name}（${order.hm_buyer.id_no}）` : '未登记'}</span>
          </Space>
        </Card>
      )}
      <Card title="电子发票">
        {order.invoice ? (
          <Space>
            <span>发票号码 {order.invoice.invoice_no}</span>
            <span>金额 {yuan(order.invoice.amount)}</span>
            <a href={order.invoice.pdf_url} target="_blank" rel="noreferrer">
              下载PDF
            </a>
          </Space>
        ) : (
          <Empty description="订单完成后开具电子发票" />
        )}
      </Card>
    </Space>
  );
}
