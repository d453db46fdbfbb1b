import { useAdminAccess } from '../../features/admin/lib/use-admin-access';
import { ADMIN_ITEM, SIDEBAR_ITEMS, type NavItem } from './nav-items';

const ADMIN_SIDEBAR_ITEMS: readonly NavItem[] = [...SIDEBAR_ITEMS, ADMIN_ITEM];

/** The sidebar's and the menu drawer's links: the admin page's only for an admin. */
export function useSidebarItems(): readonly NavItem[] {
  return useAdminAccess() === 'admin' ? ADMIN_SIDEBAR_ITEMS : SIDEBAR_ITEMS;
}
