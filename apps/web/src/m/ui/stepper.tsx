import { useState } from 'react';
import { clampQuantity, type QuantityRange } from '../../lib/quantity';
import { toast } from '../feedback';
import styles from './stepper.module.css';

interface StepperProps {
  range: QuantityRange;
  value: number;
  onChange(value: number): void;
  disabled?: boolean;
  /** Names the box for a screen reader: 「购买数量」, or the goods' name on a cart line. */
  label?: string;
}

/**
 * − [n] + for a thumb: 44 px buttons, the numeric keypad, the goods' one quantity rule (@yc/contracts quantity.ts:
 * 起订量, whole 中包装 where sold so, stock and limits). A typed number lands on the rule when the box is left, and
 * what it had to change is said.
 */
export function Stepper({ range, value, onChange, disabled = false, label = '购买数量' }: StepperProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const off = disabled || range.max === 0;
  const step = (direction: 1 | -1) => {
    setDraft(null);
    onChange(clampQuantity(value + direction * range.step, range).number);
  };
  const leave = () => {
    if (draft === null) return;
    setDraft(null);
    const fitted = clampQuantity(draft === '' ? value : Number(draft), range);
    if (fitted.notice) toast(fitted.notice);
    if (fitted.number !== value) onChange(fitted.number);
  };
  return (
    <div className={styles.stepper} role="group" aria-label={label}>
      <button type="button" className={styles.button} aria-label="减少数量" disabled={off || value <= range.min} onClick={() => step(-1)}>
        −
      </button>
      <input
        className={styles.input}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        enterKeyHint="done"
        aria-label={label}
        disabled={off}
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, '').slice(0, 6))}
        onBlur={leave}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.blur();
        }}
      />
      <button
        type="button"
        className={styles.button}
        aria-label="增加数量"
        disabled={off || (range.max > 0 && value + range.step > range.max)}
        onClick={() => step(1)}
      >
        +
      </button>
    </div>
  );
}
