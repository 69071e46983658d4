/**
 * Tooltips and popovers drawn by CSS, shown while the pointer rests on their anchor or focus is inside it. Their
 * content mounts on the first hover or focus, so the shell and a listing, which draw many that are rarely opened (a
 * tag's meaning, the toolbar's names, a QR code that loads its library), pay nothing for them at the first paint. The
 * anchor is never replaced, so a click or the keyboard focus on it is not lost when the popup comes.
 */
import { cloneElement, useId, useState, type ReactElement, type ReactNode } from 'react';
import styles from './hover-popup.module.css';

type Placement = 'top' | 'bottom' | 'left';

interface HoverPopupProps {
  children: ReactElement<{ 'aria-describedby'?: string }>;
  placement?: Placement;
  /** The anchor is a block of its container's width (the toolbar's buttons), not a word in a line. */
  block?: boolean;
}

function HoverLayer({
  children,
  placement = 'top',
  block = false,
  look,
  content,
}: HoverPopupProps & { look: 'tooltip' | 'popover'; content: ReactNode }) {
  const [hovered, setHovered] = useState(false);
  const id = useId();
  // Nothing to say (a tag without a meaning, the chat's button while its panel is open): no popup, the same anchor.
  const mounted = hovered && content !== undefined && content !== null && content !== '';
  const mount = () => setHovered(true);
  return (
    <span className={block ? styles.blockAnchor : styles.anchor} onMouseEnter={mount} onFocus={mount}>
      {mounted ? cloneElement(children, { 'aria-describedby': id }) : children}
      {mounted && (
        <span id={id} role="tooltip" className={`${styles.layer} ${styles[look]} ${styles[placement]}`}>
          {content}
        </span>
      )}
    </span>
  );
}

export function HoverTooltip({ title, ...props }: HoverPopupProps & { title: ReactNode }) {
  return <HoverLayer {...props} look="tooltip" content={title} />;
}

export function HoverPopover({ content, ...props }: HoverPopupProps & { content: ReactNode }) {
  return <HoverLayer {...props} look="popover" content={content} />;
}
