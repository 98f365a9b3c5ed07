import type { BankCompetency, BankItem } from '@shared/contract/assessment-bank';
import { CATEGORY_COLORS } from '@shared/domain/assessment';
import { competencyChanges, missingLevels } from '@shared/domain/assessment-bank';
import { Pencil, Plus, RotateCcw, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { categoryLabel } from '../../assessment/format';
import { competencyAnchor } from './bank-contents';

/** What the bank page can do to one competency of the draft. */
export interface CompetencyActions {
  editTexts: () => void;
  editItem: (index: number) => void;
  addItem: () => void;
  retireItem: (index: number) => void;
  restoreItem: (item: BankItem) => void;
}

function Badge({ children }: { children: string }) {
  return (
    <span className="rounded-full border border-border bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">
      {children}
    </span>
  );
}

/**
 * One competency as the console edits it: its texts, its items (new and reworded ones marked
 * against the published bank) and the items this draft retires, which can be restored.
 */
export function BankCompetencyCard({
  competency,
  published,
  busy,
  actions,
}: {
  competency: BankCompetency;
  /** The same competency in the published bank; undefined for a new one. */
  published: BankCompetency | undefined;
  /** A save is on its way: the other actions wait. */
  busy: boolean;
  actions: CompetencyActions;
}) {
  const headingId = useId();
  const before = new Map((published?.items ?? []).map((i) => [i.id, i]));
  const kept = new Set(competency.items.map((i) => i.id).filter(Boolean));
  const retired = (published?.items ?? []).filter((i) => !kept.has(i.id));
  const textsChanged = competencyChanges(published, competency).competenciesEdited.length > 0;

  return (
    <section
      id={competencyAnchor(competency.id)}
      aria-labelledby={headingId}
      className="scroll-mt-4 rounded-xl border border-border border-l-8 bg-surface p-4 shadow-sm md:p-5"
      style={{ borderLeftColor: CATEGORY_COLORS[competency.category] }}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">
            {categoryLabel(competency.category)}
          </p>
          <h2 id={headingId} className="flex flex-wrap items-center gap-2 text-lg font-semibold text-ink">
            {competency.name}
            {published ? null : <Badge>New</Badge>}
            {textsChanged ? <Badge>Texts edited</Badge> : null}
          </h2>
        </div>
        <button
          type="button"
          className="btn-outline px-3 py-1.5"
          onClick={actions.editTexts}
          disabled={busy}
          aria-label={`Edit the texts of ${competency.name}`}
        >
          <Pencil className="size-4" aria-hidden="true" />
          Edit texts
        </button>
      </div>
      <p className="mt-2 text-sm text-ink">{competency.description}</p>
      <ol className="mt-3 space-y-1 text-sm text-muted">
        {competency.levels.map((text, i) => (
          <li key={i}>
            <span className="font-medium text-ink">Level {i + 1}:</span> {text}
          </li>
        ))}
      </ol>

      <h3 className="mt-4 text-sm font-semibold text-ink">Items</h3>
      <ul className="mt-2 divide-y divide-border rounded-lg border border-border">
        {competency.items.map((item, index) => {
          const was = item.id ? before.get(item.id) : undefined;
          const reworded =
            was !== undefined && (was.prompt !== item.prompt || was.peerPrompt !== item.peerPrompt);
          const onlyOfLevel =
            missingLevels(competency.items.filter((_, j) => j !== index).map((i) => i.level)).length > 0;
          return (
            <li key={item.id ?? `new-${index}`} className="space-y-1 p-3">
              <p className="flex flex-wrap items-center gap-2 text-xs font-semibold text-muted">
                Level {item.level}
                {item.id ? null : <Badge>New</Badge>}
                {reworded ? <Badge>Reworded</Badge> : null}
              </p>
              <p className="text-sm text-ink">
                <span className="font-medium">Self: </span>
                {item.prompt}
              </p>
              <p className="text-sm text-ink">
                <span className="font-medium">Peer: </span>
                {item.peerPrompt || <span className="text-danger">No peer wording yet</span>}
              </p>
              <div className="flex flex-wrap items-center gap-2 pt-1">
                <button
                  type="button"
                  className="btn-ghost px-2 py-1 text-sm"
                  onClick={() => actions.editItem(index)}
                  disabled={busy}
                  aria-label={`Edit the wording of the level ${item.level} item: ${item.prompt}`}
                >
                  <Pencil className="size-4" aria-hidden="true" />
                  Edit wording
                </button>
                <button
                  type="button"
                  className="btn-ghost px-2 py-1 text-sm"
                  onClick={() => actions.retireItem(index)}
                  disabled={busy || onlyOfLevel}
                  aria-label={`${item.id ? 'Retire' : 'Remove'} the level ${item.level} item: ${item.prompt}`}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  {item.id ? 'Retire' : 'Remove'}
                </button>
                {onlyOfLevel ? (
                  <span className="text-xs text-muted">
                    The only item of level {item.level}: add another first.
                  </span>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>

      {retired.length > 0 ? (
        <div className="mt-3">
          <h3 className="text-sm font-semibold text-ink">Retired in this draft</h3>
          <ul className="mt-1 space-y-1">
            {retired.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center gap-2 text-sm text-muted">
                <span className="line-through">
                  Level {item.level}: {item.prompt}
                </span>
                <button
                  type="button"
                  className="btn-ghost px-2 py-1 text-sm"
                  onClick={() => actions.restoreItem(item)}
                  disabled={busy}
                  aria-label={`Restore the level ${item.level} item: ${item.prompt}`}
                >
                  <RotateCcw className="size-4" aria-hidden="true" />
                  Restore
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <button
        type="button"
        className="btn-outline mt-3 px-3 py-1.5"
        onClick={actions.addItem}
        disabled={busy}
        aria-label={`Add an item to ${competency.name}`}
      >
        <Plus className="size-4" aria-hidden="true" />
        Add an item
      </button>
    </section>
  );
}
