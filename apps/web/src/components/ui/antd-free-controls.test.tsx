import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Checkbox, CheckboxGroup, RadioGroup } from './choice';
import { CountBadge } from './count-badge';
import { SearchField } from './search-field';
import { Tabs } from './tabs';
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

  it('searches the trimmed words on Enter or 搜索, and everything again once emptied', async () => {
    const onSearch = vi.fn();
    render(<SearchField label="搜索订单" value="阿莫" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: '搜索订单' });
    expect(box).toHaveValue('阿莫');
    await userEvent.type(box, '西林 {Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('阿莫西林');
    await userEvent.clear(box);
    expect(onSearch).toHaveBeenLastCalledWith('');
    await userEvent.type(box, ' 布洛芬');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(onSearch).toHaveBeenLastCalledWith('布洛芬');
    expect(onSearch).toHaveBeenCalledTimes(3);
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

  it('reads a partly ticked box as mixed, and takes no tick when disabled', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<Checkbox aria-label="选择满减活动全部商品" checked={false} indeterminate onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: '选择满减活动全部商品' });
    expect(box).toBePartiallyChecked();
    await userEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith(true);
    rerender(<Checkbox aria-label="选择满减活动全部商品" checked indeterminate={false} disabled onChange={onChange} />);
    expect(box).not.toBePartiallyChecked();
    await userEvent.click(box);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('moves between tabs with the arrow keys, Home and End, one tab in the tab order', async () => {
    function Filters() {
      const [active, setActive] = useState('0');
      const items = ['全部 3', '秒杀商品 1', '满减商品 2'].map((label, key) => ({ key: String(key), label }));
      return <Tabs items={items} activeKey={active} onChange={setActive} />;
    }
    render(<Filters />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: '全部 3' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '秒杀商品 1' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '秒杀商品 1' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: '满减商品 2' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '全部 3' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });
});
