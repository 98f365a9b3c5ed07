import type { CompetencyCategory } from '@shared/domain/assessment';
import { format } from 'date-fns';

/** 'STRATEGIZING' → 'Strategizing'. */
export function categoryLabel(category: CompetencyCategory): string {
  return category.charAt(0) + category.slice(1).toLowerCase();
}

/** 1 → '1st', 12 → '12th', 22 → '22nd'. */
export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

/** Levels show one decimal, mean scores two. */
export const formatLevel = (x: number) => x.toFixed(1);
export const formatScore = (x: number) => x.toFixed(2);

/** A difference with its sign: '+0.4', '−0.2', '±0.0'. */
export function formatChange(x: number, digits = 1): string {
  const rounded = Number(x.toFixed(digits));
  if (rounded === 0) return `±${(0).toFixed(digits)}`;
  return rounded > 0 ? `+${rounded.toFixed(digits)}` : `−${Math.abs(rounded).toFixed(digits)}`;
}

/** The same difference in words, for screen readers and tables. */
export function describeChange(x: number, digits = 1): string {
  const rounded = Number(x.toFixed(digits));
  if (rounded === 0) return 'no change';
  return `${rounded > 0 ? 'up' : 'down'} ${Math.abs(rounded).toFixed(digits)}`;
}

/** 'March 4, 2026'. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'MMMM d, yyyy');
}
