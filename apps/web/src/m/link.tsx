import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from './router';

interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  replace?: boolean;
}

/** A real link (long-press, open in a new tab) that moves within the phone store without a page load. */
export function Link({ to, replace, onClick, ...rest }: LinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to, { replace });
  };
  return <a href={to} onClick={follow} {...rest} />;
}
