import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Space, type FormListFieldData } from 'antd';
import type { ReactNode } from 'react';
import type { BodyRule } from '../../components/ui/form/zod-rule';

interface ListFieldProps {
  name: string;
  label: string;
  required?: boolean;
  extra?: ReactNode;
  /** What a row is counted in, as its delete button reads: 删除第2档, 删除第2个商品. */
  unit: string;
  addLabel: string;
  /** What a new row starts with. */
  newRow?: object;
  max: number;
  /** The body's rule on the whole list (at least one tier, no goods twice…), shown under it. */
  rule?: BodyRule;
  /** The fields of one row, before its delete button. */
  children(field: FormListFieldData, index: number): ReactNode;
  /** Under the add button. */
  footer?: ReactNode;
}

/** A form's list of rows (tiers, goods, rules): each with its delete button, and a button that adds one up to `max`. */
export function ListField({ name, label, required, extra, unit, addLabel, newRow, max, rule, children, footer }: ListFieldProps) {
  const form = Form.useFormInstance();
  return (
    <Form.List name={name} rules={rule && [rule(form)]}>
      {(fields, { add, remove }, { errors }) => (
        <Form.Item label={label} required={required} extra={extra}>
          {fields.map((field, index) => (
            <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
              {children(field, index)}
              <Button type="text" icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={`删除第${index + 1}${unit}`} />
            </Space>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add(newRow)} disabled={fields.length >= max}>
            {addLabel}
          </Button>
          <Form.ErrorList errors={errors} />
          {footer}
        </Form.Item>
      )}
    </Form.List>
  );
}
