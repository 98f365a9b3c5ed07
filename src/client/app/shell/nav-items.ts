import { isAdmin, isSuperAdmin } from '@shared/domain/roles';
import {
  Bookmark,
  BookOpen,
  Briefcase,
  CalendarDays,
  ClipboardCheck,
  CreditCard,
  FlaskConical,
  LayoutGrid,
  type LucideIcon,
  ShieldCheck,
  UserRound,
  Users,
} from 'lucide-react';
import type { Me } from '../../lib/session';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Other path prefixes that belong to the same section (e.g. a collection belongs to Saved). */
  also?: readonly string[];
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Saved', to: '/saved', icon: Bookmark, also: ['/collections'] },
  { label: 'Resources', to: '/resources', icon: BookOpen },
  { label: 'Case Studies', to: '/case-studies', icon: Briefcase, also: ['/public-case-studies'] },
  { label: 'Events', to: '/events', icon: CalendarDays, also: ['/public-events'] },
  { label: 'Canvases', to: '/canvases', icon: LayoutGrid },
  { label: 'Research', to: '/research', icon: FlaskConical },
];

export function isSectionActive(pathname: string, item: Pick<NavItem, 'to' | 'also'>): boolean {
  return [item.to, ...(item.also ?? [])].some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

export interface AccountEntry {
  key: 'account' | 'assessment' | 'billing' | 'team' | 'admin';
  label: string;
  to: string;
  icon: LucideIcon;
}

/**
 * The account menu, desktop and mobile alike: billing is hidden for super admins (they have no
 * subscription), My Team appears only for members of a team, and administrators get the admin
 * console. Labels follow the spec per variant.
 */
export function accountEntries(me: Me, variant: 'desktop' | 'mobile'): AccountEntry[] {
  const entries: AccountEntry[] = [
    { key: 'account', label: 'My Account', to: '/my-account', icon: UserRound },
    { key: 'assessment', label: 'L&D Assessment', to: '/ld-assessment', icon: ClipboardCheck },
  ];
  if (!isSuperAdmin(me.profile.role)) {
    entries.push({
      key: 'billing',
      label: variant === 'desktop' ? 'Manage Billing' : 'Billing Info',
      to: '/billing',
      icon: CreditCard,
    });
  }
  if (me.team) {
    entries.push({
      key: 'team',
      label: variant === 'desktop' ? 'My team' : 'My Team',
      to: '/my-team',
      icon: Users,
    });
  }
  if (isAdmin(me.profile.role)) {
    entries.push({ key: 'admin', label: 'Admin console', to: '/admin', icon: ShieldCheck });
  }
  return entries;
}
