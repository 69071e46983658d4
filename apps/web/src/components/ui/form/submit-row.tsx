import { Button, Form } from 'antd';
import type { ReactNode } from 'react';

/** A member-centre form's labels: a 100px column beside the fields. */
export const SIDE_LABELS = { labelCol: { flex: '100px' }, wrapperCol: { flex: 'auto' } } as const;

/** Under a side-labelled form's fields, lined up with them: its submit button, then any other. */
export function SubmitRow({ loading, children, after }: { loading: boolean; children: ReactNode; after?: ReactNode }) {
  return (
    <Form.Item label=" " colon={false}>
      <Button type="primary" htmlType="submit" loading={loading}>
        {children}
      </Button>
      {after}
    </Form.Item>
  );
}
