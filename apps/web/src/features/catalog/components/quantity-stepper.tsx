import { useState } from 'react';
import { StepperFrame } from '../../../components/ui/stepper-frame';
import { message } from '../../../lib/http';
import { clampQuantity, type QuantityRange } from '../../../lib/quantity';

interface QuantityStepperProps {
  range: QuantityRange;
  value: number;
  onChange(value: number): void;
  disabled?: boolean;
  size?: 'small' | 'middle';
}

/** − [n] + by the goods' step between the minimum order and what may be bought; a typed number that had to change says why. */
export function QuantityStepper({ range, value, onChange, disabled = false, size = 'small' }: QuantityStepperProps) {
  // What is being typed, which may be empty or not yet a whole number; the quantity changes only with a whole number.
  const [draft, setDraft] = useState<string | null>(null);
  const off = disabled || range.max === 0;
  return (
    <StepperFrame
      text={draft ?? String(value)}
      onText={(text) => {
        setDraft(text);
        // A typed number lands on the grid when the box is left, not on every keystroke.
        if (text !== '') onChange(Number(text));
      }}
      onStep={(direction) => {
        setDraft(null);
        onChange(clampQuantity(value + direction * range.step, range).number);
      }}
      onLeave={() => {
        setDraft(null);
        const fitted = clampQuantity(value, range);
        if (fitted.notice) message.info(fitted.notice);
        onChange(fitted.number);
      }}
      canLower={!off && value > range.min}
      canRaise={!off && !(range.max > 0 && value + range.step > range.max)}
      disabled={off}
      names={{ lower: '减少数量', raise: '增加数量', input: '购买数量' }}
      range={{ now: value, min: range.min, max: range.max > 0 ? range.max : undefined }}
      size={size}
    />
  );
}
