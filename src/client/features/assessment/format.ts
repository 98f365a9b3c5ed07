import type { CompetencyCategory } from '@shared/domain/assessment';

/** 'STRATEGIZING' → 'Strategizing'. */
export function categoryLabel(category: CompetencyCategory): string {
  return category.charAt(0) + category.slice(1).toLowerCase();
}

/** Mean scores show two decimals where they place a member in a range (the distribution's table). */
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
