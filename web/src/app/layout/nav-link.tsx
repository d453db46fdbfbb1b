import type { AnchorHTMLAttributes } from 'react';
import { Link, useLocation } from 'wouter';

/** "/" is active only on itself; any other section also on its sub-paths. */
export function isActivePath(location: string, to: string): boolean {
  return to === '/' ? location === '/' : location === to || location.startsWith(`${to}/`);
}

type NavLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** A link that marks the current page with aria-current="page" and data-status="active" for styling. */
export function NavLink({ to, ...props }: NavLinkProps) {
  const [location] = useLocation();
  const isActive = isActivePath(location, to);
  return <Link href={to} aria-current={isActive ? 'page' : undefined} data-status={isActive ? 'active' : undefined} {...props} />;
}
