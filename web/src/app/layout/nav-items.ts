import type { LucideIcon } from 'lucide-react';
import ActivityIcon from 'lucide-react/icons/activity';
import BookOpenIcon from 'lucide-react/icons/book-open';
import ChartLineIcon from 'lucide-react/icons/chart-line';
import HouseIcon from 'lucide-react/icons/house';
import LayoutDashboardIcon from 'lucide-react/icons/layout-dashboard';
import ListChecksIcon from 'lucide-react/icons/list-checks';
import MessageCircleIcon from 'lucide-react/icons/message-circle';
import MicIcon from 'lucide-react/icons/mic';
import SettingsIcon from 'lucide-react/icons/settings';
import SnowflakeIcon from 'lucide-react/icons/snowflake';
import SunriseIcon from 'lucide-react/icons/sunrise';
import TimerIcon from 'lucide-react/icons/timer';
import UserIcon from 'lucide-react/icons/user';
import UsersIcon from 'lucide-react/icons/users';

export type NavItem = { to: string; label: string; icon: LucideIcon };

/** Sidebar on screens from 768 px (docs/product.md §2), in this order. */
export const SIDEBAR_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Dashboard', icon: LayoutDashboardIcon },
  { to: '/daily-checklist', label: 'Daily Checklist', icon: ListChecksIcon },
  { to: '/thirty-thirty-thirty', label: '30-30-30', icon: SunriseIcon },
  { to: '/fasting', label: 'Fasting', icon: TimerIcon },
  { to: '/cold-exposure', label: 'Cold Exposure', icon: SnowflakeIcon },
  { to: '/biometrics', label: 'Biometrics', icon: ActivityIcon },
  { to: '/voice-journal', label: 'Voice Journal', icon: MicIcon },
  { to: '/progress', label: 'Progress', icon: ChartLineIcon },
  { to: '/chat', label: 'Chat', icon: MessageCircleIcon },
  { to: '/learn', label: 'Learn', icon: BookOpenIcon },
  { to: '/community', label: 'Community', icon: UsersIcon },
  { to: '/profile', label: 'Profile', icon: UserIcon },
  { to: '/settings', label: 'Settings', icon: SettingsIcon },
];

/** Bottom bar under 768 px. */
export const BOTTOM_BAR_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Home', icon: HouseIcon },
  { to: '/daily-checklist', label: 'Checklist', icon: ListChecksIcon },
  { to: '/thirty-thirty-thirty', label: '30-30-30', icon: SunriseIcon },
  { to: '/fasting', label: 'Fasting', icon: TimerIcon },
  { to: '/cold-exposure', label: 'Cold', icon: SnowflakeIcon },
  { to: '/chat', label: 'Chat', icon: MessageCircleIcon },
];
