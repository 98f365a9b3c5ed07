import type { AdminFeature } from '@shared/contract/roadmap';
import { FEATURE_STATUS_LABELS, FEATURE_STATUSES, type FeatureStatus } from '@shared/domain/roadmap';
import { clsx } from 'clsx';
import { ChevronDown, GripVertical, MessageSquareQuote, ThumbsUp } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { type DragEvent, useId, useState } from 'react';

/**
 * The roadmap as a board: one column per status, in the roadmap's order. A card moves by its
 * "Move to…" menu (keyboard and touch) or by dragging it onto another column (mouse); either way
 * the move is only asked for here — the page confirms it, with the note, before anything changes.
 */

type Move = (feature: AdminFeature, status: FeatureStatus) => void;

const menuItemClass =
  'flex cursor-pointer items-center rounded-md px-2.5 py-2 text-sm text-ink outline-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground';

/** A card's id travels with a drag under this type, so drops from elsewhere are ignored. */
const DRAG_TYPE = 'application/x-praxis-feature';

export function RoadmapBoard({ features, onMove }: { features: readonly AdminFeature[]; onMove: Move }) {
  const [dragging, setDragging] = useState<AdminFeature | null>(null);
  return (
    <ul aria-label="Board by status" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      {FEATURE_STATUSES.map((status) => (
        <li key={status} className="min-w-0">
          <BoardColumn
            status={status}
            features={features.filter((f) => f.status === status)}
            dragging={dragging}
            onDragging={setDragging}
            onMove={onMove}
          />
        </li>
      ))}
    </ul>
  );
}

function BoardColumn({
  status,
  features,
  dragging,
  onDragging,
  onMove,
}: {
  status: FeatureStatus;
  features: readonly AdminFeature[];
  dragging: AdminFeature | null;
  onDragging: (f: AdminFeature | null) => void;
  onMove: Move;
}) {
  const headingId = useId();
  const [over, setOver] = useState(false);
  const accepts = dragging !== null && dragging.status !== status;
  const onDragOver = (e: DragEvent) => {
    if (!accepts || !e.dataTransfer.types.includes(DRAG_TYPE)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'move';
    setOver(true);
  };
  const onDrop = (e: DragEvent) => {
    setOver(false);
    if (!accepts || !dragging || e.dataTransfer.getData(DRAG_TYPE) !== dragging.id) return;
    e.preventDefault();
    onMove(dragging, status);
    onDragging(null);
  };
  return (
    <section
      aria-labelledby={headingId}
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-status={status}
      className={clsx(
        'flex h-full min-w-0 flex-col rounded-lg border bg-subtle p-2 transition-colors',
        over ? 'border-primary ring-2 ring-ring' : accepts ? 'border-dashed border-primary' : 'border-border',
      )}
    >
      <h2 id={headingId} className="flex items-baseline justify-between gap-2 px-1 pt-1 pb-2 text-sm">
        <span className="sr-only">
          {`${FEATURE_STATUS_LABELS[status]} (${features.length} ${features.length === 1 ? 'feature' : 'features'})`}
        </span>
        <span className="font-semibold text-ink" aria-hidden="true">
          {FEATURE_STATUS_LABELS[status]}
        </span>
        <span className="text-xs text-muted" aria-hidden="true">
          {features.length}
        </span>
      </h2>
      {features.length === 0 ? (
        <p className="rounded-md border border-dashed border-border px-2 py-6 text-center text-xs text-muted">
          No features
        </p>
      ) : (
        <ul className="space-y-2">
          {features.map((f) => (
            <BoardCard key={f.id} feature={f} onMove={onMove} onDragging={onDragging} />
          ))}
        </ul>
      )}
    </section>
  );
}

function BoardCard({
  feature: f,
  onMove,
  onDragging,
}: {
  feature: AdminFeature;
  onMove: Move;
  onDragging: (f: AdminFeature | null) => void;
}) {
  const titleId = useId();
  return (
    <li
      draggable
      onDragStart={(e) => {
        e.dataTransfer.setData(DRAG_TYPE, f.id);
        e.dataTransfer.effectAllowed = 'move';
        onDragging(f);
      }}
      onDragEnd={() => onDragging(null)}
      className="cursor-grab active:cursor-grabbing"
    >
      <article
        aria-labelledby={titleId}
        className="rounded-md border border-border bg-surface p-3 shadow-sm"
        data-feature-id={f.id}
      >
        <div className="flex items-start gap-1.5">
          <GripVertical className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden="true" />
          <h3 id={titleId} className="min-w-0 text-sm font-semibold break-words text-ink">
            {f.title}
          </h3>
        </div>
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
          <span className="inline-flex items-center gap-1">
            <ThumbsUp className="size-3.5" aria-hidden="true" />
            {f.upvoteCount} {f.upvoteCount === 1 ? 'vote' : 'votes'}
          </span>
          {f.isPublic ? null : (
            <span className="rounded-full border border-border bg-subtle px-2 py-0.5 font-medium text-ink">
              Hidden
            </span>
          )}
        </p>
        {f.statusNote ? (
          <p className="mt-2 flex gap-1.5 text-xs text-ink">
            <MessageSquareQuote className="mt-0.5 size-3.5 shrink-0 text-muted" aria-hidden="true" />
            <span className="line-clamp-3 break-words">
              <span className="sr-only">Note from the team: </span>
              {f.statusNote}
            </span>
          </p>
        ) : null}
        <MoveMenu feature={f} onMove={onMove} />
      </article>
    </li>
  );
}

/** A card's "Move to…" button, wherever its column is now. */
export const moveTriggerOf = (featureId: string) =>
  document.querySelector<HTMLElement>(`[data-move-trigger="${CSS.escape(featureId)}"]`);

/** The accessible way to move a card: a menu of the other statuses. */
function MoveMenu({ feature: f, onMove }: { feature: AdminFeature; onMove: Move }) {
  return (
    // Not modal: a modal menu hides the page from assistive technology while it stays focusable.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="btn-outline mt-3 h-8 w-full justify-between px-2.5 text-xs"
        aria-label={`Move “${f.title}” to…`}
        data-move-trigger={f.id}
      >
        Move to…
        <ChevronDown className="size-3.5" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          className="z-50 min-w-40 rounded-lg border border-border bg-surface p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-2.5 py-1.5 text-xs text-muted">
            From {FEATURE_STATUS_LABELS[f.status]} to
          </DropdownMenu.Label>
          {FEATURE_STATUSES.filter((s) => s !== f.status).map((s) => (
            <DropdownMenu.Item key={s} className={menuItemClass} onSelect={() => onMove(f, s)}>
              {FEATURE_STATUS_LABELS[s]}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
