import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, InputNumber, Space } from 'antd';
import { clampQuantity, type QuantityRange } from '../lib/quantity';

interface QuantityStepperProps {
  range: QuantityRange;
  value: number;
  onChange(value: number): void;
  disabled?: boolean;
  size?: 'small' | 'middle';
}

/** − [n] + in whole middle packs between the minimum order and what may be bought. */
export function QuantityStepper({ range, value, onChange, disabled = false, size = 'small' }: QuantityStepperProps) {
  const off = disabled || range.max === 0;
  return (
    <Space.Compact size={size}>
      <Button
        aria-label="减少数量"
        icon={<MinusOutlined />}
        disabled={off || value <= range.min}
        onClick={() => onChange(clampQuantity(value - range.step, range))}
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
        onBlur={() => onChange(clampQuantity(value, range))}
      />
      <Button
        aria-label="增加数量"
        icon={<PlusOutlined />}
        disabled={off || (range.max > 0 && value + range.step > range.max)}
        onClick={() => onChange(clampQuantity(value + range.step, range))}
      />
    </Space.Compact>
  );
}
