import {
  BookOpen,
  CalendarDays,
  ChartColumn,
  Globe,
  LayoutDashboard,
  MessageSquare,
  Rocket,
  ShieldCheck,
  Store,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';

export type AppNavItem = { label: string; to: string; icon: LucideIcon; isAdminOnly?: boolean };

/** docs/product/screens.md, signed-in menu, in the spec's order. */
export const APP_NAV_ITEMS: readonly AppNavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard },
  { label: 'Websites', to: '/websites', icon: Globe },
  { label: 'Analytics', to: '/analytics', icon: ChartColumn },
  { label: 'Leads', to: '/leads', icon: Users },
  { label: 'Chats', to: '/conversations', icon: MessageSquare },
  { label: 'GMB', to: '/gmb-manager', icon: Store },
  { label: 'Calendar', to: '/calendar-integrations', icon: CalendarDays },
  { label: 'Launch', to: '/pre-launch-checklist', icon: Rocket },
  { label: 'Setup', to: '/feature-guide', icon: BookOpen },
  { label: 'Admin', to: '/admin', icon: ShieldCheck, isAdminOnly: true },
  { label: 'Profile', to: '/profile', icon: UserRound },
];

// The public pages' links live apart from the app's menu, so the pre-rendered pages' client imports no icons.
export { FOOTER_NAV_ITEMS, MARKETING_NAV_ITEMS, type MarketingNavItem } from './public-nav-items';
