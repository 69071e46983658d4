import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface SmartLinkProps {
  to: string;
  children: ReactNode;
  className?: string;
  newTab?: boolean;
  /** The link's name when its content has no text (a picture still loading, an icon). */
  label?: string;
}

/** Another site's address rather than a path of this one. */
export const isExternal = (url: string): boolean => /^([a-z]+:)?\/\//i.test(url);

/** Banner and nav addresses from the server may be in-app paths or other sites; each gets the right kind of link. */
export function SmartLink({ to, children, className, newTab = false, label }: SmartLinkProps) {
  const target = newTab ? '_blank' : undefined;
  const rel = newTab ? 'noopener noreferrer' : undefined;
  if (isExternal(to)) {
    return (
      <a href={to} className={className} target={target} rel={rel} aria-label={label}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={className} target={target} rel={rel} aria-label={label}>
      {children}
    </Link>
  );
}
