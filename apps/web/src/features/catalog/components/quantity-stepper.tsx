import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { useState, type KeyboardEvent } from 'react';
import { message } from '../../../lib/http';
import { clampQuantity, type QuantityRange } from '../../../lib/quantity';
import styles from './quantity-stepper.module.css';

interface QuantityStepperProps {
  range: QuantityRange;
  value: number;
  onChange(value: number): void;
  disabled?: boolean;
  size?: 'small' | 'middle';
}

/**
 * − [n] + by the goods' step between the minimum order and what may be bought; a typed number that had to change
 * says why. Plain elements, not antd's Button and InputNumber: a listing draws twenty of these at once, and antd's
 * three components each cost more to render than the whole card around them.
 */
export function QuantityStepper({ range, value, onChange, disabled = false, size = 'small' }: QuantityStepperProps) {
  // What is being typed, which may be empty or not yet a whole number; the quantity changes only with a whole number.
  const [draft, setDraft] = useState<string | null>(null);
  const off = disabled || range.max === 0;
  const step = (next: number) => onChange(clampQuantity(next, range).number);
  const canLower = !off && value > range.min;
  const canRaise = !off && !(range.max > 0 && value + range.step > range.max);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = event.key === 'ArrowUp' ? range.step : event.key === 'ArrowDown' ? -range.step : 0;
    if (move === 0 || (move > 0 ? !canRaise : !canLower)) return;
    event.preventDefault();
    setDraft(null);
    step(value + move);
  };
  return (
    <div className={`${styles.stepper} ${size === 'middle' ? styles.middle : ''}`}>
      <button type="button" aria-label="减少数量" disabled={!canLower} onClick={() => step(value - range.step)}>
        <MinusOutlined />
      </button>
      <input
        role="spinbutton"
        aria-label="购买数量"
        aria-valuenow={value}
        aria-valuemin={range.min}
        aria-valuemax={range.max > 0 ? range.max : undefined}
        inputMode="numeric"
        autoComplete="off"
        value={draft ?? String(value)}
        disabled={off}
        onChange={(event) => {
          const text = event.target.value.trim();
          if (!/^\d*$/.test(text)) return;
          setDraft(text);
          // A typed number lands on the grid when the box is left, not on every keystroke.
          if (text !== '') onChange(Number(text));
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setDraft(null);
          const fitted = clampQuantity(value, range);
          if (fitted.notice) message.info(fitted.notice);
          onChange(fitted.number);
        }}
      />
      <button type="button" aria-label="增加数量" disabled={!canRaise} onClick={() => step(value + range.step)}>
        <PlusOutlined />
      </button>
    </div>
  );
}
