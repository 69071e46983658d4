import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HoverPopover, HoverTooltip } from './hover-popup';

describe('popups mounted on first hover', () => {
  it('draws the anchor alone, then the tooltip on the first hover, describing the same anchor it did not replace', async () => {
    const onClick = vi.fn();
    render(
      <HoverTooltip title="返回顶部" placement="left">
        <button type="button" aria-label="回到顶部" onClick={onClick}>
          ↑
        </button>
      </HoverTooltip>,
    );
    const button = screen.getByRole('button', { name: '回到顶部' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(screen.getByRole('tooltip')).toHaveTextContent('返回顶部');
    expect(screen.getByRole('button', { name: '回到顶部' })).toBe(button);
    expect(button).toHaveAccessibleDescription('返回顶部');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('opens for the keyboard too, on focus', () => {
    render(
      <HoverTooltip title="会员中心">
        <a href="/user">我</a>
      </HoverTooltip>,
    );
    fireEvent.focus(screen.getByRole('link'));
    expect(screen.getByRole('link')).toHaveAccessibleDescription('会员中心');
  });

  it('mounts the popover’s content only on the first hover', async () => {
    render(
      <HoverPopover content={<p>扫码下载手机APP</p>}>
        <span>手机APP</span>
      </HoverPopover>,
    );
    expect(screen.queryByText('扫码下载手机APP')).not.toBeInTheDocument();
    await userEvent.hover(screen.getByText('手机APP'));
    expect(screen.getByText('扫码下载手机APP')).toBeInTheDocument();
  });

  it('shows nothing when there is nothing to say, and keeps the anchor when that changes', async () => {
    const anchor = (title: string | undefined) => (
      <HoverTooltip title={title} placement="left">
        <button type="button">在线客服</button>
      </HoverTooltip>
    );
    const view = render(anchor(undefined));
    const button = screen.getByRole('button', { name: '在线客服' });
    await userEvent.hover(button);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    view.rerender(anchor('在线客服'));
    expect(screen.getByRole('button', { name: '在线客服' })).toBe(button);
    expect(screen.getByRole('tooltip')).toHaveTextContent('在线客服');
  });
});
