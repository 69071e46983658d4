import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { CheckboxGroup, RadioGroup } from './choice';
import { CountBadge } from './count-badge';
import { Tag } from './tag';

describe('the controls the antd-free pages draw', () => {
  it('caps a count past its limit and hides zero unless told to show it', () => {
    const { rerender, container } = render(<CountBadge count={120} overflowCount={99} />);
    expect(screen.getByText('99+')).toHaveAttribute('title', '120');
    rerender(<CountBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<CountBadge count={0} showZero />);
    expect(screen.getByText('0')).toBeInTheDocument();
  });

  it('names a tag’s × by the tag and calls it', async () => {
    const onClose = vi.fn();
    render(<Tag onClose={onClose}>厂家：{'华润三九'}</Tag>);
    await userEvent.click(screen.getByRole('button', { name: '移除 厂家：华润三九' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ticks checkboxes into a value in the options’ order, whatever the clicking order', async () => {
    const onChange = vi.fn();
    function Flags() {
      const [value, setValue] = useState<string[]>([]);
      return (
        <CheckboxGroup
          aria-label="专区"
          options={[
            { label: '优选包邮', value: 'yx' },
            { label: '近效期', value: 'jxq' },
          ]}
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
        />
      );
    }
    render(<Flags />);
    await userEvent.click(screen.getByRole('checkbox', { name: '近效期' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '优选包邮' }));
    expect(onChange).toHaveBeenLastCalledWith(['yx', 'jxq']);
    await userEvent.click(screen.getByRole('checkbox', { name: '近效期' }));
    expect(onChange).toHaveBeenLastCalledWith(['yx']);
  });

  it('moves a radio group’s choice with the arrow keys, as native radios do', async () => {
    function Sort() {
      const [value, setValue] = useState('default');
      return (
        <RadioGroup
          aria-label="排序方式"
          name="sort"
          buttons
          options={[
            { label: '综合', value: 'default' },
            { label: '销量', value: 'sales' },
          ]}
          value={value}
          onChange={(next) => setValue(next)}
        />
      );
    }
    render(<Sort />);
    await userEvent.click(screen.getByRole('radio', { name: '综合' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '销量' })).toBeChecked();
  });

  it('takes no click while loading', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button loading onClick={onClick}>
        收藏
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: /收藏/ }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /收藏/ })).toHaveAttribute('aria-busy', 'true');
    rerender(<Button onClick={onClick}>收藏</Button>);
    await userEvent.click(screen.getByRole('button', { name: '收藏' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
