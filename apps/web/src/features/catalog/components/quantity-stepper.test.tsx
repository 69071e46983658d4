import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { quantityRange } from '../../../lib/quantity';
import { QuantityStepper } from './quantity-stepper';

// Sold in whole middle packs of 10, from 10, with 50 in stock.
const range = quantityRange({ min_qty: 10, mid_pack: 10, bzdw: '盒', is_hm: 0, hm_limit: 0, number: 50, qg_number: 0 });

function Stepper() {
  const [value, setValue] = useState(range.min);
  return (
    <AppProviders queryClient={createQueryClient()}>
      <QuantityStepper range={range} value={value} onChange={setValue} />
    </AppProviders>
  );
}

describe('quantity stepper', () => {
  it('lands a typed number on the pack grid when the box is left, and says why', async () => {
    render(<Stepper />);
    const quantity = screen.getByRole('spinbutton', { name: '购买数量' });
    await userEvent.clear(quantity);
    expect(quantity).toHaveValue('');
    await userEvent.type(quantity, '2x3');
    expect(quantity).toHaveValue('23');
    await userEvent.tab();
    expect(quantity).toHaveValue('30');
    expect(await screen.findByText(/已调整为 30盒/)).toBeInTheDocument();
  });

  it('steps with the arrow keys within what may be bought', async () => {
    render(<Stepper />);
    const quantity = screen.getByRole('spinbutton', { name: '购买数量' });
    await userEvent.click(quantity);
    await userEvent.keyboard('{ArrowDown}');
    expect(quantity).toHaveValue('10');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(quantity).toHaveValue('50');
    expect(quantity).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('button', { name: '增加数量' })).toBeDisabled();
  });
});
