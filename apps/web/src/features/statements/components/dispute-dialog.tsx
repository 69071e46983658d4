import { Form, Input } from 'antd';
import { DisputeLineBody, type StatementLine } from '@yc/contracts';
import { FormDialog } from '../../../components/ui/form-dialog';
import { showServerErrors } from '../../../components/ui/form/server-errors';
import { zodRule } from '../../../components/ui/form/zod-rule';
import { useDisputeLine } from '../api/dispute-line';
import { lineSummary } from './statement-lines';
import styles from './statement.module.css';

/** 对此有异议: the 财务's note on one line, for the store's account manager to answer. */
export function DisputeDialog({ month, line, onClose }: { month: string; line: StatementLine; onClose: () => void }) {
  const [form] = Form.useForm<{ note: string }>();
  const dispute = useDisputeLine();
  const onFinish = ({ note }: { note: string }) =>
    dispute.mutate(
      { month, line_key: line.key, note: note.trim() },
      { onSuccess: onClose, onError: (error) => showServerErrors(form, error, ['note']) },
    );
  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title="提出对账异议"
      okText="提交异议"
      busy={dispute.isPending}
    >
      <p className={styles.lineText}>{lineSummary(line)}</p>
      <Form form={form} name="statement-dispute" layout="vertical" onFinish={onFinish}>
        <Form.Item name="note" label="异议说明" required rules={[zodRule(DisputeLineBody.shape.note)]}>
          <Input.TextArea placeholder="请说明哪里不符，客户经理会核实后答复" maxLength={200} showCount autoSize={{ minRows: 3, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
