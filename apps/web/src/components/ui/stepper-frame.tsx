import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import type { KeyboardEvent } from 'react';
import styles from './stepper-frame.module.css';

interface StepperFrameProps {
  /** What the box shows: the quantity, or what is being typed (digits only, maybe empty). */
  text: string;
  onText(text: string): void;
  /** A press of − or +, or of the arrow keys in the box. */
  onStep(direction: 1 | -1): void;
  /** Focus leaves the box. */
  onLeave(): void;
  onEnter?(): void;
  canLower: boolean;
  canRaise: boolean;
  disabled: boolean;
  names: { lower: string; raise: string; input: string };
  range: { now: number; min: number; max?: number };
  size?: 'small' | 'middle';
}

/**
 * − [n] + as plain elements in the look of antd's small InputNumber with buttons: a listing draws twenty of these at
 * once and the cart a line each, and antd's three components cost more to render than the row around them. The
 * steppers (the goods' and the cart's) decide when a number counts; this draws them and keeps the box to digits.
 */
export function StepperFrame({
  text,
  onText,
  onStep,
  onLeave,
  onEnter,
  canLower,
  canRaise,
  disabled,
  names,
  range,
  size = 'small',
}: StepperFrameProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      onEnter?.();
      return;
    }
    const direction = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
    if (direction === 0 || !(direction > 0 ? canRaise : canLower)) return;
    event.preventDefault();
    onStep(direction);
  };
  return (
    <div className={`${styles.stepper} ${size === 'middle' ? styles.middle : ''}`}>
      <button type="button" aria-label={names.lower} disabled={disabled || !canLower} onClick={() => onStep(-1)}>
        <MinusOutlined />
      </button>
      <input
        role="spinbutton"
        aria-label={names.input}
        aria-valuenow={range.now}
        aria-valuemin={range.min}
        aria-valuemax={range.max}
        inputMode="numeric"
        autoComplete="off"
        value={text}
        disabled={disabled}
        onChange={(event) => {
          const typed = event.target.value.trim();
          if (/^\d*$/.test(typed)) onText(typed);
        }}
        onKeyDown={onKeyDown}
        onBlur={onLeave}
      />
      <button type="button" aria-label={names.raise} disabled={disabled || !canRaise} onClick={() => onStep(1)}>
        <PlusOutlined />
      </button>
    </div>
  );
}
