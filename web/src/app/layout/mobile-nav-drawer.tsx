import XIcon from 'lucide-react/icons/x';
import { useEffect, useRef } from 'react';
import { Button } from '#ui/button';
import { NavList } from './nav-list';
import { useSidebarItems } from './use-sidebar-items';

type MobileNavDrawerProps = { isOpen: boolean; onClose: () => void };

/**
 * Under 768 px the menu button opens every section as a drawer. A native modal <dialog>
 * gives focus containment, Escape to close and an inert page behind it for free.
 */
export function MobileNavDrawer({ isOpen, onClose }: MobileNavDrawerProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) element.showModal();
    if (!isOpen && element.open) element.close();
  }, [isOpen]);

  return (
    <dialog
      ref={dialog}
      aria-label="Menu"
      onClose={onClose}
      onClick={(event) => event.target === event.currentTarget && onClose()}
      className="m-0 h-dvh max-h-none w-72 max-w-[85vw] bg-surface p-0 text-foreground shadow-card backdrop:bg-black/50 md:hidden"
    >
      <div className="flex h-16 items-center justify-between border-b border-border px-4">
        <span className="text-lg font-bold">Menu</span>
        <Button variant="ghost" size="icon" aria-label="Close menu" onClick={onClose}>
          <XIcon aria-hidden="true" className="size-6" />
        </Button>
      </div>
      <nav aria-label="Menu" className="p-4">
        <NavList items={useSidebarItems()} onNavigate={onClose} />
      </nav>
    </dialog>
  );
}
