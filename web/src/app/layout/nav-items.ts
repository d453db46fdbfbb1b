import type { LucideIcon } from 'lucide-react';
import BookOpenIcon from 'lucide-react/icons/book-open';
import ChartLineIcon from 'lucide-react/icons/chart-line';
import FlaskConicalIcon from 'lucide-react/icons/flask-conical';
import HouseIcon from 'lucide-react/icons/house';
import LayoutDashboardIcon from 'lucide-react/icons/layout-dashboard';
import LightbulbIcon from 'lucide-react/icons/lightbulb';
import ListPlusIcon from 'lucide-react/icons/list-plus';
import ListChecksIcon from 'lucide-react/icons/list-checks';
import MessageCircleIcon from 'lucide-react/icons/message-circle';
import MicIcon from 'lucide-react/icons/mic';
import SettingsIcon from 'lucide-react/icons/settings';
import Share2Icon from 'lucide-react/icons/share-2';
import ShieldIcon from 'lucide-react/icons/shield';
import UserIcon from 'lucide-react/icons/user';
import UsersIcon from 'lucide-react/icons/users';
import { ALL_PROTOCOL_VIEWS, PROTOCOL_VIEWS, type ProtocolView } from '#lib/protocol-views';

export type NavItem = { to: string; label: string; icon: LucideIcon };

/** A protocol's page, named and drawn as everywhere else. */
const protocolItem = (view: ProtocolView, label = view.label): NavItem => ({ to: view.href, label, icon: view.Icon });
// The bottom bar has room for three protocols: these, by their short names.
const { thirtyThirtyThirty, fasting, coldExposure } = PROTOCOL_VIEWS;

/** Sidebar on screens from 768 px (docs/product.md §2), in this order. */
export const SIDEBAR_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Dashboard', icon: LayoutDashboardIcon },
  { to: '/daily-checklist', label: 'Daily Checklist', icon: ListChecksIcon },
  // Every protocol's page, in the registry's order: a new protocol is listed without an edit here.
  ...ALL_PROTOCOL_VIEWS.map((view) => protocolItem(view)),
  // The person's own protocols (docs/decisions/0034), each opened from this list.
  { to: '/protocols', label: 'My protocols', icon: ListPlusIcon },
  { to: '/voice-journal', label: 'Voice Journal', icon: MicIcon },
  { to: '/progress', label: 'Progress', icon: ChartLineIcon },
  { to: '/insights', label: 'What works for me', icon: LightbulbIcon },
  { to: '/experiments', label: 'Experiments', icon: FlaskConicalIcon },
  { to: '/chat', label: 'Chat', icon: MessageCircleIcon },
  { to: '/learn', label: 'Learn', icon: BookOpenIcon },
  { to: '/community', label: 'Community', icon: UsersIcon },
  { to: '/profile', label: 'Profile', icon: UserIcon },
  // What the person shares with the people who help them, and what others share with them.
  { to: '/sharing', label: 'Sharing', icon: Share2Icon },
  { to: '/settings', label: 'Settings', icon: SettingsIcon },
];

/** Last in the sidebar, for admins only (GET /api/user says `isAdmin`). */
export const ADMIN_ITEM: NavItem = { to: '/admin', label: 'Admin', icon: ShieldIcon };

/** Bottom bar under 768 px. */
export const BOTTOM_BAR_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Home', icon: HouseIcon },
  { to: '/daily-checklist', label: 'Checklist', icon: ListChecksIcon },
  protocolItem(thirtyThirtyThirty, thirtyThirtyThirty.compactLabel),
  protocolItem(fasting, fasting.compactLabel),
  protocolItem(coldExposure, coldExposure.compactLabel),
  { to: '/chat', label: 'Chat', icon: MessageCircleIcon },
];
