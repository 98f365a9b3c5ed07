import type { BankCompetency } from '@shared/contract/assessment-bank';
import { COMPETENCY_CATEGORIES } from '@shared/domain/assessment';
import { competencyChanges, NAME_PLACEHOLDER } from '@shared/domain/assessment-bank';
import { categoryLabel } from '../../assessment/format';

/** The address of a competency's card on the bank page. */
export const competencyAnchor = (id: string) => `competency-${id}`;

const items = (n: number, what: string) => `${n} ${n === 1 ? 'item' : 'items'} ${what}`;

/** What the draft changes in one competency, in a few words each (none: it changes nothing). */
function draftChanges(competency: BankCompetency, published: BankCompetency | undefined): string[] {
  const c = competencyChanges(published, competency);
  return [
    c.competenciesAdded.length > 0 && 'new',
    c.competenciesEdited.length > 0 && 'texts edited',
    c.itemsEdited > 0 && items(c.itemsEdited, 'reworded'),
    // A new competency's items are all new: "new" says it.
    c.itemsAdded > 0 && published !== undefined && items(c.itemsAdded, 'added'),
    c.itemsRetired > 0 && items(c.itemsRetired, 'retired'),
  ].filter((p): p is string => typeof p === 'string');
}

/**
 * The bank at a glance, above its long list of cards: each competency under its category, a link
 * to its card, with what the draft changes in it.
 */
export function BankContents({
  competencies,
  published,
}: {
  competencies: readonly BankCompetency[];
  published: ReadonlyMap<string, BankCompetency>;
}) {
  const categories = COMPETENCY_CATEGORIES.map((category) => ({
    category,
    members: competencies.filter((c) => c.category === category),
  })).filter((g) => g.members.length > 0);
  return (
    <nav
      aria-labelledby="bank-contents"
      className="mb-6 rounded-xl border border-border bg-surface p-4 shadow-sm"
    >
      <h2 id="bank-contents" className="text-base font-semibold text-ink">
        {competencies.length} {competencies.length === 1 ? 'competency' : 'competencies'} in{' '}
        {categories.length} {categories.length === 1 ? 'category' : 'categories'}
      </h2>
      <p className="mt-1 text-sm text-muted">
        Each competency has five level texts and at least one item per level. Members read the self wording; a
        teammate who rates them reads the peer wording, where {NAME_PLACEHOLDER} stands for the first name of
        the person rated.
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map(({ category, members }) => (
          <div key={category}>
            <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">
              {categoryLabel(category)}
            </h3>
            <ul className="mt-1 space-y-1 text-sm">
              {members.map((c) => {
                const changed = draftChanges(c, published.get(c.id));
                return (
                  <li key={c.id}>
                    <a href={`#${competencyAnchor(c.id)}`} className="link">
                      {c.name}
                    </a>
                    {changed.length > 0 ? (
                      <span className="text-muted"> · in the draft: {changed.join(', ')}</span>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
