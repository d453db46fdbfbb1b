import { cn } from '#lib/cn';
import { SIDEBAR_ITEMS } from './nav-items';
import { NavList } from './nav-list';

/** Screens from 768 px; the header's menu button shows or hides it. */
export function Sidebar({ isOpen }: { isOpen: boolean }) {
  return (
    <nav
      id="app-sidebar"
      aria-label="Sidebar"
      className={cn(
        'sticky top-16 hidden h-[calc(100dvh-4rem)] w-60 shrink-0 overflow-y-auto border-r border-border bg-surface p-4',
        isOpen && 'md:block',
      )}
    >
      <NavList items={SIDEBAR_ITEMS} />
    </nav>
  );
}
