import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { learnServerTime } from '../../../lib/server-clock';
import { FlashSaleBar } from './flash-sale-bar';

const SERVER_NOW = 1_795_000_000; // seconds
const sale = { id: 1, price: 9.9, stock: 20, limit: 2, start_time: SERVER_NOW - 3600, end_time: SERVER_NOW + 5 * 60 };

describe('FlashSaleBar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("counts down on the server's clock when the buyer's clock is 10 minutes fast", () => {
    vi.setSystemTime((SERVER_NOW + 10 * 60) * 1000);
    learnServerTime(SERVER_NOW);
    render(<FlashSaleBar sale={sale} priceText="" unit="盒" />);
    expect(screen.getByLabelText('距结束')).toHaveTextContent('距结束 00天00:05:00');
    expect(screen.queryByText('秒杀已结束')).not.toBeInTheDocument();
  });
});
