import { Children, type HTMLAttributes, type ReactNode } from 'react';
import styles from './tag.module.css';

/** antd's preset hues that the store's tags use (lib/tag-color.ts, 会员价 gold). */
export type TagHue = 'red' | 'orange' | 'blue' | 'pink' | 'gold' | 'default';

interface TagProps extends HTMLAttributes<HTMLSpanElement> {
  color?: TagHue;
  /** A background without a border, as antd's `variant="filled"`. */
  filled?: boolean;
  /** White on the hue, as antd's `variant="solid"`: the cart's promotion words. */
  solid?: boolean;
  /** Drawn with a × that calls it, named for a screen reader by the tag's text. */
  onClose?: () => void;
}

const textOf = (children: ReactNode): string =>
  Children.toArray(children)
    .filter((child) => typeof child === 'string' || typeof child === 'number')
    .join('');

/** A tag in antd's preset colours, with the readable shades of config/theme.ts, without antd. */
export function Tag({ color = 'default', filled = false, solid = false, onClose, className, children, ...rest }: TagProps) {
  const classes = [styles.tag, styles[color], filled && styles.filled, solid && styles.solid, className].filter(Boolean).join(' ');
  return (
    <span className={classes} data-color={color} {...rest}>
      {children}
      {onClose && (
        <button type="button" className={styles.close} aria-label={`移除 ${textOf(children)}`} onClick={onClose}>
          ×
        </button>
      )}
    </span>
  );
}
