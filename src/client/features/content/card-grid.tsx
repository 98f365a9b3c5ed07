import type { ContentCard } from '@shared/content-card';
import { clsx } from 'clsx';
import { useLocation, useNavigationType } from 'react-router';
import { ContentCardView, type ContentCardViewProps } from './card/content-card';

export const GRID_CLASS = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6';

export { FIRST_ROW } from './first-row';

/**
 * A card out of sight is not styled, laid out or painted until it comes near the viewport (it
 * holds a card's usual height meanwhile): on a phone most of a page of twelve is out of sight,
 * and drawing them all at once is the longest stretch the page keeps the browser busy. The card
 * is the same to read, tab into, search in the page and hear with a screen reader.
 */
const SKIP_OFFSCREEN = '[content-visibility:auto] [contain-intrinsic-block-size:auto_28rem]';
/** A compact card on a phone (a row) is about a third of that. */
const SKIP_OFFSCREEN_COMPACT = 'max-sm:[contain-intrinsic-block-size:auto_11rem]';

/**
 * Going back or forward, the router puts the page back where it was scrolled to, and that needs
 * every card above at its true height: then no card is skipped.
 */
export function useSkipOffscreen(): boolean {
  const navigationType = useNavigationType();
  const { key } = useLocation();
  return navigationType !== 'POP' || key === 'default';
}

export interface CardGridProps extends Omit<ContentCardViewProps, 'card'> {
  cards: ContentCard[];
  label?: string;
  /** Per-card overrides (e.g. locked cards on public pages). */
  cardProps?: (card: ContentCard) => Partial<Omit<ContentCardViewProps, 'card'>>;
  gridClassName?: string;
  /**
   * How many cards, from the first, load their cover at once and first: FIRST_ROW for a grid at the
   * top of a page, 0 (every cover waits until it nears the viewport) for one further down.
   */
  priorityImages?: number;
  /** On a phone, only the first this many cards are shown (the section's link leads to the rest). */
  phoneLimit?: number;
}

export function CardGrid({
  cards,
  label,
  cardProps,
  gridClassName,
  className,
  priorityImages = 0,
  phoneLimit,
  ...shared
}: CardGridProps) {
  const skipOffscreen = useSkipOffscreen();
  return (
    <ul aria-label={label} className={clsx(GRID_CLASS, gridClassName)}>
      {cards.map((card, index) => {
        const priority = index < priorityImages;
        return (
          <li
            key={card.id}
            className={clsx('min-w-0', phoneLimit !== undefined && index >= phoneLimit && 'max-sm:hidden')}
          >
            <ContentCardView
              card={card}
              className={clsx(
                className,
                skipOffscreen && !priority && SKIP_OFFSCREEN,
                skipOffscreen && !priority && shared.compactOnPhone && SKIP_OFFSCREEN_COMPACT,
              )}
              imagePriority={priority}
              {...shared}
              {...cardProps?.(card)}
            />
          </li>
        );
      })}
    </ul>
  );
}

/** The grid's shape while a list loads (six cards). */
export function CardGridSkeleton({
  count = 6,
  label = 'Loading…',
  showLabel = false,
  gridClassName,
}: {
  count?: number;
  label?: string;
  /** Shows the label above the skeleton instead of only to assistive technology. */
  showLabel?: boolean;
  gridClassName?: string;
}) {
  return (
    <div role="status" aria-live="polite">
      <span className={showLabel ? 'mb-4 block text-sm text-muted' : 'sr-only'}>{label}</span>
      <ul aria-hidden="true" className={clsx(GRID_CLASS, gridClassName)}>
        {Array.from({ length: count }, (_, i) => (
          <li
            key={i}
            data-testid="card-skeleton"
            className="overflow-hidden rounded-xl border border-border bg-surface"
          >
            <div className="skeleton aspect-[16/9] w-full rounded-none" />
            <div className="space-y-3 p-4">
              <div className="skeleton h-3 w-20" />
              <div className="skeleton h-5 w-4/5" />
              <div className="skeleton h-4 w-full" />
              <div className="skeleton h-4 w-2/3" />
              <div className="flex gap-2 pt-2">
                <div className="skeleton h-5 w-16 rounded-full" />
                <div className="skeleton h-5 w-20 rounded-full" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
