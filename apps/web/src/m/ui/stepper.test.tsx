import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { quantityRange } from '../../lib/quantity';
import { FeedbackLayer } from '../feedback';
import { Stepper } from './stepper';

// Sold in whole middle packs of 10, from 10, with 50 in stock.
const packs = quantityRange({ min_qty: 10, mid_pack: 10, bzdw: '盒', is_hm: 0, hm_limit: 0, number: 50, qg_number: 0 });
// 起订 2, any quantity above it; its middle pack of 10 is only shown.
const loose = quantityRange({ min_qty: 2, mid_pack: 10, bzdw: '瓶', is_hm: 0, hm_limit: 0, number: 8, qg_number: 0 });

function Harness({ range = packs }: { range?: typeof packs }) {
  const [value, setValue] = useState(range.min);
  return (
    <>
      <Stepper range={range} value={value} onChange={setValue} />
      <span data-testid="value">{value}</span>
      <FeedbackLayer />
    </>
  );
}

describe('phone stepper', () => {
  it('has 44 px buttons named for a screen reader and asks for the numeric keypad', () => {
    render(<Harness />);
    const box = screen.getByRole('textbox', { name: '购买数量' });
    expect(box).toHaveAttribute('inputmode', 'numeric');
    expect(box).toHaveValue('10');
    expect(screen.getByRole('button', { name: '减少数量' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '增加数量' })).toBeEnabled();
  });

  it('steps by the middle pack up to the stock, and back down to the minimum', async () => {
    render(<Harness />);
    const raise = screen.getByRole('button', { name: '增加数量' });
    for (let i = 0; i < 4; i += 1) await userEvent.click(raise);
    expect(screen.getByRole('textbox', { name: '购买数量' })).toHaveValue('50');
    expect(raise).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '减少数量' }));
    expect(screen.getByTestId('value')).toHaveTextContent('40');
  });

  it('lands a typed number on whole middle packs when the box is left, and says why', async () => {
    render(<Harness />);
    const box = screen.getByRole('textbox', { name: '购买数量' });
    await userEvent.clear(box);
    await userEvent.type(box, '2x3');
    expect(box).toHaveValue('23');
    expect(screen.getByTestId('value')).toHaveTextContent('10');
    await userEvent.tab();
    expect(box).toHaveValue('30');
    expect(await screen.findByRole('status')).toHaveTextContent('按中包装 10盒 购买，已调整为 30盒');
  });

  it('raises a number under the 起订量 and caps one over the stock, saying so', async () => {
    render(<Harness range={loose} />);
    const box = screen.getByRole('textbox', { name: '购买数量' });
    await userEvent.clear(box);
    await userEvent.type(box, '1{Enter}');
    expect(box).toHaveValue('2');
    expect(await screen.findByRole('status')).toHaveTextContent('起订量 2瓶，已调整为 2瓶');
    await userEvent.clear(box);
    await userEvent.type(box, '7');
    await userEvent.tab();
    // Not sold in packs: 7 is taken as typed.
    expect(box).toHaveValue('7');
    await userEvent.clear(box);
    await userEvent.type(box, '99');
    await userEvent.tab();
    expect(box).toHaveValue('8');
    expect(screen.getByRole('status')).toHaveTextContent('最多可购买 8瓶');
  });

  it('an emptied box left alone keeps the quantity it had', async () => {
    render(<Harness />);
    const box = screen.getByRole('textbox', { name: '购买数量' });
    await userEvent.clear(box);
    await userEvent.tab();
    expect(box).toHaveValue('10');
  });
});
