import { Form, Input } from 'antd';
import { zodRule } from './zod-rule';

type FieldSchema = Parameters<typeof zodRule>[0];

interface NewPasswordFieldsProps {
  /** What the password is called: 密码 when registering, 新密码 when changing it. Its confirmation is 确认 + noun. */
  noun: '密码' | '新密码';
  /** The first field's label when it is not the noun itself (设置密码). */
  label?: string;
  placeholder: string;
  /** The contract's rule for a new password (8-20 characters, letters and digits). */
  rule: FieldSchema;
}

const PASSWORD_MISMATCH = '两次输入的密码不一致';

/** A new password typed twice, as `password` and `confirm` of the surrounding form: registration, /forget and /basic. */
export function NewPasswordFields({ noun, label = noun, placeholder, rule }: NewPasswordFieldsProps) {
  return (
    <>
      <Form.Item name="password" label={label} required rules={[zodRule(rule)]} extra="8-20位，须同时包含字母和数字">
        <Input.Password placeholder={placeholder} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={`确认${noun}`}
        dependencies={['password']}
        validateFirst
        rules={[
          { required: true, message: `请再次输入${noun}` },
          ({ getFieldValue }) => ({
            validator: async (_rule, value: unknown) => {
              if (value !== getFieldValue('password')) throw new Error(PASSWORD_MISMATCH);
            },
          }),
        ]}
      >
        <Input.Password placeholder={`请再次输入${noun}`} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
