/**
 * antd's Tooltip and Popover, mounted when the pointer first comes over their anchor and opened at once. Until
 * then the anchor is drawn alone: each mounted popup costs its trigger's hooks and observers at the first paint,
 * and the shell and a listing draw many that are rarely hovered. Both open on hover only, as antd's do by default.
 */
import { Popover, Tooltip, type PopoverProps, type TooltipProps } from 'antd';
import { cloneElement, useState, type MouseEvent, type ReactElement } from 'react';

type Anchor = ReactElement<{ onMouseEnter?: (event: MouseEvent<HTMLElement>) => void }>;

function useFirstHover(anchor: Anchor): [boolean, Anchor] {
  const [hovered, setHovered] = useState(false);
  if (hovered) return [true, anchor];
  const onMouseEnter = (event: MouseEvent<HTMLElement>) => {
    anchor.props.onMouseEnter?.(event);
    setHovered(true);
  };
  return [false, cloneElement(anchor, { onMouseEnter })];
}

export function HoverTooltip({ children, ...props }: Omit<TooltipProps, 'children'> & { children: Anchor }) {
  const [hovered, anchor] = useFirstHover(children);
  return hovered ? (
    <Tooltip {...props} defaultOpen>
      {anchor}
    </Tooltip>
  ) : (
    anchor
  );
}

export function HoverPopover({ children, ...props }: Omit<PopoverProps, 'children'> & { children: Anchor }) {
  const [hovered, anchor] = useFirstHover(children);
  return hovered ? (
    <Popover {...props} defaultOpen>
      {anchor}
    </Popover>
  ) : (
    anchor
  );
}
