import { Form, Input } from 'antd';
import { RejectBody, type ApprovalRow } from '@yc/contracts';
import { FormDialog } from '../../../components/ui/form-dialog';
import { showServerErrors } from '../../../components/ui/form/server-errors';
import { zodRule } from '../../../components/ui/form/zod-rule';
import { useDecideApproval } from '../api/decide-approval';

/** 驳回 with the reason the buyer reads in 消息中心; the order is cancelled and its stock and coupon go back. */
export function RejectDialog({ order, onClose, onDone }: { order: ApprovalRow; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const decide = useDecideApproval();
  const onFinish = ({ reason }: { reason: string }) =>
    decide.mutate(
      { id: order.id, approve: false, reason: reason.trim() },
      { onSuccess: onDone, onError: (error) => showServerErrors(form, error, ['reason']) },
    );
  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={`驳回订单 ${order.order_no}`}
      okText="确认驳回"
      okButtonProps={{ danger: true }}
      busy={decide.isPending}
    >
      <Form form={form} name="approval-reject" layout="vertical" onFinish={onFinish}>
        <Form.Item name="reason" label="驳回原因" required rules={[zodRule(RejectBody.shape.reason)]}>
          <Input.TextArea placeholder="采购员将在消息中心看到此原因" maxLength={200} showCount autoSize={{ minRows: 3, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
