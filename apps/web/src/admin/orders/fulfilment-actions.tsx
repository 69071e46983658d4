import type { AdminOrderDetail } from '@yc/contracts';
import { Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useComplete, useDeliver } from './api/orders';
import { ShipDialog } from './ship-dialog';

/** Orders whose batches are allocated and not given back: their 随货同行单 lists the batches that ship. */
const PRINTABLE = new Set<string>(['paid', 'shipped', 'completed']);
const deliveryNoteUrl = (orderId: number) => `/api/admin/orders/${orderId}/delivery_note`;

/** What the warehouse may do with the order now: ship (printing the 随货同行单 to pack with it), mark delivered, complete for the buyer. */
export function FulfilmentActions({ detail }: { detail: AdminOrderDetail }) {
  const [shipping, setShipping] = useState(false);
  const deliver = useDeliver();
  const complete = useComplete();
  const { order } = detail;
  return (
    <Space>
      {detail.can_ship === 1 && (
        <Button type="primary" onClick={() => setShipping(true)}>
          发货
        </Button>
      )}
      {detail.can_deliver === 1 && (
        <Popconfirm title="确认该订单已送达门店？" okText="确认" cancelText="取消" onConfirm={() => deliver.mutate(order.id)}>
          <Button loading={deliver.isPending}>标记送达</Button>
        </Popconfirm>
      )}
      {detail.can_complete === 1 && (
        <Popconfirm title="代买家确认收货？订单完成后将发放积分与电子发票。" okText="确认" cancelText="取消" onConfirm={() => complete.mutate(order.id)}>
          <Button loading={complete.isPending}>确认完成</Button>
        </Popconfirm>
      )}
      {PRINTABLE.has(order.status) && (
        <Button href={deliveryNoteUrl(order.id)} target="_blank" rel="noreferrer">
          打印随货同行单
        </Button>
      )}
      <ShipDialog order={shipping ? order : null} onClose={() => setShipping(false)} />
    </Space>
  );
}
