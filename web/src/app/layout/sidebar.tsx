import { cn } from '#lib/cn';
import { NavList } from './nav-list';
import { useSidebarItems } from './use-sidebar-items';

/**
 * Screens from 768 px; the header's menu button shows or hides it. The column carries the
 * background the whole height of the page, while the list inside stays in view (sticky).
 */
export function Sidebar({ isOpen }: { isOpen: boolean }) {
  return (
    <div data-testid="sidebar-column" className={cn('hidden w-60 shrink-0 border-r border-border bg-surface', isOpen && 'md:block')}>
      <nav id="app-sidebar" aria-label="Sidebar" className="sticky top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto p-4">
        <NavList items={useSidebarItems()} />
      </nav>
    </div>
  );
}
