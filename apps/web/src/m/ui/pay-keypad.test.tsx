import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PayKeypad } from './pay-keypad';

function Harness({
  onComplete = vi.fn(),
  error = null,
  busy = false,
}: {
  onComplete?: (p: string) => void;
  error?: string | null;
  busy?: boolean;
}) {
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(true);
  return (
    <>
      <PayKeypad
        open={open}
        value={value}
        onChange={setValue}
        onComplete={onComplete}
        onClose={() => setOpen(false)}
        summary="余额支付 ¥120.00"
        error={error}
        busy={busy}
      />
      <span data-testid="typed">{value}</span>
    </>
  );
}

const dots = () => screen.queryAllByTestId('pay-password-dot').length;
const key = (name: string) => screen.getByRole('button', { name });

describe('phone 支付密码 keypad', () => {
  it('is a dialog of ten digit keys and 删除 with six empty cells, and no text box for the system keyboard', () => {
    render(<Harness />);
    const sheet = screen.getByRole('dialog', { name: '请输入支付密码' });
    expect(sheet).toHaveTextContent('余额支付 ¥120.00');
    for (const digit of '0123456789') expect(key(digit)).toBeEnabled();
    expect(key('删除')).toBeDisabled();
    expect(screen.getByRole('img', { name: '支付密码，已输入 0 位，共 6 位' })).toBeInTheDocument();
    expect(dots()).toBe(0);
    expect(sheet.querySelector('input, textarea, [contenteditable]')).toBeNull();
  });

  it('fills a dot per digit, 删除 takes the last back, and the sixth digit pays with all six once', async () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    for (const digit of '1234') await userEvent.click(key(digit));
    expect(dots()).toBe(4);
    expect(screen.getByRole('img', { name: '支付密码，已输入 4 位，共 6 位' })).toBeInTheDocument();
    await userEvent.click(key('删除'));
    expect(screen.getByTestId('typed')).toHaveTextContent(/^123$/);
    for (const digit of '905') await userEvent.click(key(digit));
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123905');
    // A seventh press changes nothing.
    await userEvent.click(key('7'));
    expect(screen.getByTestId('typed')).toHaveTextContent(/^123905$/);
    expect(dots()).toBe(6);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('shows the server refusal as an alert, takes no digits while paying, and 关闭 closes it', async () => {
    const { rerender } = render(<Harness error="支付密码错误，还可尝试4次" />);
    expect(screen.getByRole('alert')).toHaveTextContent('支付密码错误，还可尝试4次');
    rerender(<Harness busy />);
    expect(screen.getByText('正在支付…')).toBeInTheDocument();
    expect(key('1')).toBeDisabled();
    rerender(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
