import { NavLink } from './nav-link';
import { BOTTOM_BAR_ITEMS } from './nav-items';

/** Screens under 768 px. */
export function BottomBar() {
  return (
    <nav
      aria-label="Bottom navigation"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid grid-cols-6">
        {BOTTOM_BAR_ITEMS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              className="flex min-h-14 flex-col items-center justify-center gap-1 px-1 text-xs font-medium text-muted-foreground data-[status=active]:text-foreground"
            >
              <Icon aria-hidden="true" className="size-5" />
              <span className="[[data-status=active]_&]:underline [[data-status=active]_&]:underline-offset-4">{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
