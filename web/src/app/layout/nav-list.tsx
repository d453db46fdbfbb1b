import { NavLink } from './nav-link';
import type { NavItem } from './nav-items';

type NavListProps = { items: readonly NavItem[]; onNavigate?: () => void };

/** A vertical list of links; the current page is marked aria-current="page" by the router. */
export function NavList({ items, onNavigate }: NavListProps) {
  return (
    <ul className="space-y-1">
      {items.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            onClick={onNavigate}
            className="flex min-h-11 items-center gap-3 rounded-control px-3 text-sm font-medium text-muted-foreground transition-colors duration-150 hover:bg-surface-muted hover:text-foreground data-[status=active]:bg-nav-active data-[status=active]:text-nav-active-foreground"
          >
            <Icon aria-hidden="true" className="size-5 shrink-0" />
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
