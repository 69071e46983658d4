import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { clampQuantity, type QuantityRange } from '../../../lib/quantity';

interface QuantityStepperProps {
  range: QuantityRange;
  /** The quantity the server holds. */
  value: number;
  /** Sends a new quantity; the stepper shows it until the answer, and goes back to `value` if it is refused. */
  onCommit(value: number): Promise<unknown>;
  disabled?: boolean;
  label: string;
}

/** − [n] + in whole middle packs from the minimum order; a typed number is sent when the box is left or Enter is pressed. */
export function QuantityStepper({ range, value, onCommit, disabled = false, label }: QuantityStepperProps) {
  const [draft, setDraft] = useState<number | null>(null);
  const [seen, setSeen] = useState(value);
  // A new answer from the server (or a refusal leaving it as it was) ends the edit.
  if (seen !== value) {
    setSeen(value);
    setDraft(null);
  }
  const { message } = App.useApp();
  const shown = draft ?? value;
  const commit = (next: number) => {
    const { number, notice } = clampQuantity(next, range);
    if (notice) void message.info(notice);
    setDraft(number);
    if (number === value) {
      setDraft(null);
      return;
    }
    onCommit(number).then(
      () => setDraft(null),
      () => setDraft(null),
    );
  };
  const off = disabled || range.max === 0;
  return (
    <Space.Compact size="small">
      <Button
        aria-label={`减少${label}数量`}
        icon={<MinusOutlined />}
        disabled={off || shown <= range.min}
        onClick={() => commit(shown - range.step)}
      />
      <InputNumber
        aria-label={`${label}数量`}
        value={shown}
        min={1}
        step={range.step}
        precision={0}
        controls={false}
        disabled={off}
        style={{ width: 56 }}
        onChange={(next) => {
          if (typeof next === 'number') setDraft(next);
        }}
        onBlur={() => commit(shown)}
        onPressEnter={() => commit(shown)}
      />
      <Button
        aria-label={`增加${label}数量`}
        icon={<PlusOutlined />}
        disabled={off || (range.max > 0 && shown + range.step > range.max)}
        onClick={() => commit(shown + range.step)}
      />
    </Space.Compact>
  );
}
