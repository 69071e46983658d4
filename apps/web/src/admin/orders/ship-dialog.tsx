import { COLD_CHAIN_CARRIERS, coldChainCarrierRefusal, isColdChainCarrier, ShipBody } from '@yc/contracts';
import { Alert, AutoComplete, Form, Input, Modal } from 'antd';
import { zodRule } from '../../components/ui/form/zod-rule';
import { useColdChain } from './api/cold-chain';
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
  // An order holding a 冷链 line leaves by a cold-chain carrier only: the choice offers those, and says why another is refused.
  const cold = useColdChain(kind === 'orders' && order ? order.id : null).data;
  const first = cold?.lines[0];
  const carriers = first ? COLD_CHAIN_CARRIERS : CARRIERS;
  const coldRule = {
    validator: async (_: unknown, v?: string) =>
      first && v && !isColdChainCarrier(v)
        ? Promise.reject(new Error(coldChainCarrierRefusal(first.line, first.name, first.cold_chain)))
        : undefined,
  };
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
        {first && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            title={`含冷链商品，须选择冷链配送：${COLD_CHAIN_CARRIERS.join('、')}`}
          />
        )}
        <Form.Item name="carrier" label="承运商" rules={[zodRule(ShipBody.shape.carrier), coldRule]}>
          <AutoComplete
            aria-label="承运商"
            options={carriers.map((c) => ({ value: c }))}
            placeholder={first ? '选择冷链承运商' : '选择或输入承运商'}
          />
        </Form.Item>
        <Form.Item name="tracking_no" label="运单号" rules={[zodRule(ShipBody.shape.tracking_no)]}>
          <Input aria-label="运单号" placeholder="如 SF1234567890" maxLength={40} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
