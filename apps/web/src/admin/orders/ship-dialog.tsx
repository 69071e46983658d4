import { ShipBody } from '@yc/contracts';
import { AutoComplete, Form, Input, Modal } from 'antd';
import { zodRule } from '../../components/ui/form/zod-rule';
import { useShip, type ShipKind } from './api/orders';

const CARRIERS = ['顺丰速运', '京东物流', '中通快递', '圆通速递', '韵达快递', '申通快递', 'EMS', '德邦物流', '自有配送'];

interface ShipDialogProps {
  order: { id: number; order_no: string } | null;
  onClose(): void;
  kind?: ShipKind;
}

/** Carrier and tracking number of a paid order (or a points order); the buyer sees both. */
export function ShipDialog({ order, onClose, kind = 'orders' }: ShipDialogProps) {
  const ship = useShip(kind);
  const [form] = Form.useForm<ShipBody>();
  return (
    <Modal
      title={`发货：${kind === 'orders' ? '订单' : '积分订单'} ${order?.order_no ?? ''}`}
      open={order !== null}
      okText="确认发货"
      cancelText="取消"
      okButtonProps={{ loading: ship.isPending }}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form<ShipBody>
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={(values) => order && ship.mutate({ id: order.id, body: ShipBody.parse(values) }, { onSuccess: onClose })}
      >
        <Form.Item name="carrier" label="承运商" rules={[zodRule(ShipBody.shape.carrier)]}>
          <AutoComplete aria-label="承运商" options={CARRIERS.map((c) => ({ value: c }))} placeholder="选择或输入承运商" />
        </Form.Item>
        <Form.Item name="tracking_no" label="运单号" rules={[zodRule(ShipBody.shape.tracking_no)]}>
          <Input aria-label="运单号" placeholder="如 SF1234567890" maxLength={40} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
