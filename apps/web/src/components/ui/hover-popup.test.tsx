import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HoverPopover, HoverTooltip } from './hover-popup';

describe('popups mounted on first hover', () => {
  it('draws the anchor alone, then opens the tooltip on the first hover and keeps the anchor’s own handler', async () => {
    const ownHandler = vi.fn();
    render(
      <HoverTooltip title="返回顶部">
        <button type="button" aria-label="回到顶部" onMouseEnter={ownHandler}>
          ↑
        </button>
      </HoverTooltip>,
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.hover(screen.getByRole('button', { name: '回到顶部' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('返回顶部');
    expect(ownHandler).toHaveBeenCalledTimes(1);
  });

  it('opens the popover’s content on the first hover', async () => {
    render(
      <HoverPopover content={<p>扫码下载手机APP</p>}>
        <span>手机APP</span>
      </HoverPopover>,
    );
    expect(screen.queryByText('扫码下载手机APP')).not.toBeInTheDocument();
    await userEvent.hover(screen.getByText('手机APP'));
    expect(await screen.findByText('扫码下载手机APP')).toBeInTheDocument();
  });
});
