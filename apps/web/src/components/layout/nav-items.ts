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

/** Spec §2, signed-in menu, in the spec's order. */
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

export type MarketingNavItem = { label: string; to: string; sectionId?: string };

/** Spec §2, signed-out header: landing sections (smooth scroll) and two pages. */
export const MARKETING_NAV_ITEMS: readonly MarketingNavItem[] = [
  { label: 'Features', to: '/#features', sectionId: 'features' },
  { label: 'How It Works', to: '/#how-it-works', sectionId: 'how-it-works' },
  { label: 'Pricing', to: '/#pricing', sectionId: 'pricing' },
  { label: 'Smart Websites', to: '/smart-websites' },
  { label: 'Setup Guide', to: '/feature-guide' },
];

export const FOOTER_NAV_ITEMS = [
  { label: 'About', to: '/about' },
  { label: 'Blog', to: '/blog' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms of Service', to: '/terms-of-service' },
] as const;
