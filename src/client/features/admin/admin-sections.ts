import {
  BarChart3,
  BookA,
  ClipboardCheck,
  FileText,
  History,
  Mail,
  type LucideIcon,
  Tags,
  Map as MapIcon,
  MessageSquareText,
  UserRound,
  Users,
} from 'lucide-react';

export interface AdminSection {
  label: string;
  /** Path below /admin ('' is the console's first page). */
  path: string;
  icon: LucideIcon;
}

/** The console's sections, in the order the navigation lists them. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { label: 'Insight', path: '', icon: BarChart3 },
  { label: 'Content', path: 'content', icon: FileText },
  { label: 'Members', path: 'members', icon: UserRound },
  { label: 'Teams', path: 'teams', icon: Users },
  { label: 'Roadmap', path: 'roadmap', icon: MapIcon },
  { label: 'Feedback', path: 'feedback', icon: MessageSquareText },
  { label: 'Assessment', path: 'assessment', icon: ClipboardCheck },
  { label: 'Topics', path: 'topics', icon: Tags },
  { label: 'Vocabulary', path: 'vocabulary', icon: BookA },
  { label: 'Digest', path: 'digest', icon: Mail },
  { label: 'Audit log', path: 'audit', icon: History },
];

export const adminPath = (section: Pick<AdminSection, 'path'>) =>
  section.path ? `/admin/${section.path}` : '/admin';

/** The section a console path belongs to (the first page only on /admin itself). */
export function isAdminSectionActive(pathname: string, section: Pick<AdminSection, 'path'>): boolean {
  const to = adminPath(section);
  if (!section.path) return pathname === '/admin' || pathname === '/admin/';
  return pathname === to || pathname.startsWith(`${to}/`);
}
