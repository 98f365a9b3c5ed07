import { CATEGORY_COLORS, type CompetencyCategory, LEVEL_MAX } from '@shared/domain/assessment';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { CompetencyInfo } from '../competency-info';
import { categoryLabel } from '../format';
import type { CompetencyTexts } from './level-texts';
import { headline } from './wording';

export interface CompetencyCardItem {
  id: string;
  name: string;
  category: CompetencyCategory;
  /** The level estimate (0–5) the headline is worded from. */
  level: number;
  /** Secondary facts, each a line under the headline. */
  facts: ReactNode[];
}

/** A competency card's usual height, held while it is out of sight and not drawn. */
const SKIP_OFFSCREEN_CARD = '[content-visibility:auto] [contain-intrinsic-block-size:auto_15rem]';

/** One card per competency: its headline level in words, then the numbers behind it. */
export function CompetencyCardsSection({
  headingId,
  title = 'Competencies',
  texts,
  cards,
  note,
  skipOffscreen = false,
}: {
  headingId: string;
  title?: string;
  texts: ReadonlyMap<string, CompetencyTexts>;
  cards: CompetencyCardItem[];
  note?: ReactNode;
  /** Cards out of sight are not styled, laid out or painted until they near the viewport. */
  skipOffscreen?: boolean;
}) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      {note ? <p className="mt-1 text-sm text-muted">{note}</p> : null}
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((item) => (
          <li key={item.id} className={clsx('min-w-0', skipOffscreen && SKIP_OFFSCREEN_CARD)}>
            <CompetencyCard item={item} texts={texts.get(item.id)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CompetencyCard({ item, texts }: { item: CompetencyCardItem; texts: CompetencyTexts | undefined }) {
  const { title, text } = headline(item.level, texts?.levels);
  return (
    <article
      className="flex h-full flex-col rounded-xl border border-border border-l-8 bg-surface p-4 shadow-sm"
      style={{ borderLeftColor: CATEGORY_COLORS[item.category] }}
    >
      <p className="text-xs font-semibold tracking-wide text-muted uppercase">
        {categoryLabel(item.category)}
      </p>
      <div className="mt-1 flex items-start justify-between gap-2">
        <h3 className="font-semibold text-ink">{item.name}</h3>
        {texts ? <CompetencyInfo competency={texts} label="" className="-mt-1" /> : null}
      </div>
      <p className="mt-2 text-lg font-bold text-ink" data-testid="competency-headline">
        {title}
      </p>
      <div aria-hidden="true" className="mt-1 h-2 overflow-hidden rounded-full bg-subtle">
        <div
          className="h-full rounded-full bg-primary"
          style={{ width: `${(Math.max(0, item.level) / LEVEL_MAX) * 100}%` }}
        />
      </div>
      {text ? <p className="mt-2 text-sm text-ink">{text}</p> : null}
      <ul className="mt-auto space-y-1 pt-3 text-sm text-muted">
        {item.facts.map((fact, i) => (
          <li key={i}>{fact}</li>
        ))}
      </ul>
    </article>
  );
}
