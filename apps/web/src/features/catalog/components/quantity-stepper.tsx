import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, InputNumber, Space } from 'antd';
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
  const { message } = App.useApp();
  const off = disabled || range.max === 0;
  const step = (next: number) => onChange(clampQuantity(next, range).number);
  return (
    <Space.Compact size={size}>
      <Button
        aria-label="减少数量"
        icon={<MinusOutlined />}
        disabled={off || value <= range.min}
        onClick={() => step(value - range.step)}
      />
      <InputNumber
        aria-label="购买数量"
        value={value}
        min={range.min}
        max={range.max > 0 ? range.max : undefined}
        step={range.step}
        precision={0}
        controls={false}
        disabled={off}
        style={{ width: size === 'small' ? 52 : 72, textAlign: 'center' }}
        // A typed number lands on the grid when the box is left, not on every keystroke.
        onChange={(next) => {
          if (typeof next === 'number') onChange(next);
        }}
        onBlur={() => {
          const fitted = clampQuantity(value, range);
          if (fitted.notice) void message.info(fitted.notice);
          onChange(fitted.number);
        }}
      />
      <Button
        aria-label="增加数量"
        icon={<PlusOutlined />}
        disabled={off || (range.max > 0 && value + range.step > range.max)}
        onClick={() => step(value + range.step)}
      />
    </Space.Compact>
  );
}
