import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { tagPath } from './links';

const badgeClass =
  'inline-flex max-w-full items-center truncate rounded-full border border-border bg-accent px-2.5 py-0.5 text-xs font-medium text-accent-foreground';

/** A topic, industry or company-size badge; a link to its tag page unless `static`. */
export function TagBadge({ tag, static: isStatic = false }: { tag: string; static?: boolean }) {
  if (isStatic) return <span className={badgeClass}>{tag}</span>;
  return (
    <Link
      to={tagPath(tag)}
      // Cards are clickable as a whole; a badge goes to its tag page instead.
      onClick={(event) => event.stopPropagation()}
      className={clsx(badgeClass, 'relative z-10 transition-colors hover:border-primary hover:bg-surface')}
    >
      {tag}
    </Link>
  );
}

/** Distinct, non-empty tags in their given order. */
export function distinctTags(
  ...groups: Array<ReadonlyArray<string | null | undefined> | string | null | undefined>
) {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const group of groups) {
    for (const raw of Array.isArray(group) ? group : [group]) {
      const tag = typeof raw === 'string' ? raw.trim() : '';
      if (tag === '' || seen.has(tag.toLowerCase())) continue;
      seen.add(tag.toLowerCase());
      out.push(tag);
    }
  }
  return out;
}

export function TagBadges({
  tags,
  label = 'Tags',
  static: isStatic = false,
  className,
}: {
  tags: string[];
  label?: string;
  static?: boolean;
  className?: string;
}) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className={clsx('flex flex-wrap gap-1.5', className)}>
      {tags.map((tag) => (
        <li key={tag} className="max-w-full">
          <TagBadge tag={tag} static={isStatic} />
        </li>
      ))}
    </ul>
  );
}

/** A small neutral label (type, year, "upcoming"). */
export function Pill({ children, tone = 'neutral' }: { children: ReactNode; tone?: 'neutral' | 'upcoming' }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tone === 'upcoming'
          ? 'border border-upcoming-border bg-upcoming text-primary'
          : 'border border-border bg-subtle text-ink',
      )}
    >
      {children}
    </span>
  );
}
