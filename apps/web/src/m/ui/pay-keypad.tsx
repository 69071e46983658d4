import type { ReactNode } from 'react';
import { Sheet } from './sheet';
import styles from './pay-keypad.module.css';

export const PAY_PASSWORD_LENGTH = 6;

interface PayKeypadProps {
  open: boolean;
  /** The typed digits so far; the page clears them when the server refuses the password. */
  value: string;
  onChange(value: string): void;
  /** All six typed: the page pays with them. */
  onComplete(password: string): void;
  onClose(): void;
  /** What is being paid, above the dots: 余额支付 ¥120.00. */
  summary: ReactNode;
  /** The server's refusal (支付密码错误…), shown until the next digit. */
  error?: string | null;
  busy?: boolean;
}

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '', '0', 'delete'] as const;

/**
 * The 6-digit 支付密码 on a keypad of its own: no text box, so the phone's keyboard does not cover the page and the
 * digits are never in a field autofill or a keyboard app could read. Six dots show how many are typed.
 */
export function PayKeypad({ open, value, onChange, onComplete, onClose, summary, error, busy = false }: PayKeypadProps) {
  const press = (key: (typeof KEYS)[number]) => {
    if (busy) return;
    if (key === 'delete') {
      onChange(value.slice(0, -1));
      return;
    }
    if (value.length >= PAY_PASSWORD_LENGTH) return;
    const typed = value + key;
    onChange(typed);
    if (typed.length === PAY_PASSWORD_LENGTH) onComplete(typed);
  };
  return (
    <Sheet open={open} title="请输入支付密码" onClose={onClose}>
      <div className={styles.summary}>{summary}</div>
      <div className={styles.dots} role="img" aria-label={`支付密码，已输入 ${value.length} 位，共 ${PAY_PASSWORD_LENGTH} 位`}>
        {Array.from({ length: PAY_PASSWORD_LENGTH }, (_, index) => (
          <span key={index} className={styles.cell}>
            {index < value.length && <span className={styles.dot} data-testid="pay-password-dot" />}
          </span>
        ))}
      </div>
      <p className={error ? styles.error : styles.hint} role={error ? 'alert' : undefined}>
        {busy ? '正在支付…' : (error ?? '余额支付和账期支付需输入6位支付密码')}
      </p>
      <div className={styles.keys} role="group" aria-label="数字键盘">
        {KEYS.map((key) =>
          key === '' ? (
            <span key="blank" className={styles.blank} />
          ) : (
            <button
              key={key}
              type="button"
              className={key === 'delete' ? styles.delete : styles.key}
              disabled={busy || (key === 'delete' && value.length === 0)}
              onClick={() => press(key)}
            >
              {key === 'delete' ? '删除' : key}
            </button>
          ),
        )}
      </div>
    </Sheet>
  );
}
