import { Input } from 'antd';
import styles from './pay-password-input.module.css';

interface PayPasswordInputProps {
  /** Set by Form.Item: the digits typed so far. */
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  'aria-label'?: string;
  autoFocus?: boolean;
}

/** The six masked boxes of a 支付密码, numeric keypad on phones; the value grows as digits are typed. */
export function PayPasswordInput({ value, onChange, id, 'aria-label': label = '支付密码', autoFocus }: PayPasswordInputProps) {
  return (
    <Input.OTP
      id={id}
      aria-label={label}
      length={6}
      mask
      classNames={{ input: styles.box }}
      inputMode="numeric"
      autoComplete="off"
      autoFocus={autoFocus}
      value={value ?? ''}
      // onChange fires only once all six boxes are full; onInput keeps the form's value right while typing and deleting.
      onInput={(cells) => onChange?.(cells.join(''))}
    />
  );
}
