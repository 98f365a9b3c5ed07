import type { AdminFeature } from '@shared/contract/roadmap';
import { FEATURE_STATUS_LABELS, FEATURE_STATUSES, type FeatureStatus } from '@shared/domain/roadmap';
import { Eye, EyeOff, GitMerge, MessageSquareText, Pencil, ThumbsUp } from 'lucide-react';
import { useId } from 'react';
import { PendingButton } from '../../../components/pending-button';
import { StatusBadge } from '../../roadmap/status-badge';

/** One feature in the console's list: its status menu and every action on it. */
export function FeatureRow({
  feature: f,
  onStatus,
  onEdit,
  onMerge,
  onFeedback,
  onToggleVisibility,
  busy,
}: {
  feature: AdminFeature;
  onStatus: (status: FeatureStatus) => void;
  onEdit: () => void;
  onMerge: () => void;
  onFeedback: () => void;
  onToggleVisibility: () => void;
  busy: boolean;
}) {
  const statusId = useId();
  const titleId = useId();
  return (
    <li>
      <article aria-labelledby={titleId} className="rounded-lg border border-border bg-surface p-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id={titleId} className="font-semibold break-words text-ink">
                {f.title}
              </h2>
              <StatusBadge status={f.status} />
              {f.isPublic ? null : (
                <span className="rounded-full border border-border bg-subtle px-2.5 py-0.5 text-xs font-medium text-ink">
                  Hidden
                </span>
              )}
            </div>
            <p className="mt-1 line-clamp-2 text-sm break-words text-muted">{f.description}</p>
            {f.statusNote ? (
              <p className="mt-1 line-clamp-2 text-sm break-words text-ink">
                <span className="font-medium">Note to members: </span>
                {f.statusNote}
              </p>
            ) : null}
            <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted">
              <span className="inline-flex items-center gap-1">
                <ThumbsUp className="size-3.5" aria-hidden="true" />
                {f.upvoteCount} {f.upvoteCount === 1 ? 'vote' : 'votes'}
              </span>
              <span>
                {f.author ? `Suggested by ${f.author.name || f.author.email}` : 'Added by the team'}
              </span>
            </p>
          </div>
          <div className="w-full space-y-1 sm:w-44">
            <label htmlFor={statusId} className="block text-xs font-medium text-muted">
              Status
            </label>
            <select
              id={statusId}
              value={f.status}
              onChange={(e) => onStatus(e.target.value as FeatureStatus)}
              className="input h-9 w-full text-sm"
            >
              {FEATURE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {FEATURE_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="mt-3 flex flex-wrap gap-2 border-t border-border pt-3">
          <button
            type="button"
            className="btn-outline h-8 px-3 text-sm"
            onClick={onEdit}
            aria-label={`Edit “${f.title}”`}
          >
            <Pencil className="size-4" aria-hidden="true" />
            Edit
          </button>
          <PendingButton
            type="button"
            className="btn-outline h-8 px-3 text-sm"
            onClick={onToggleVisibility}
            pending={busy}
            aria-label={`${f.isPublic ? 'Hide' : 'Show'} “${f.title}”`}
          >
            {f.isPublic ? (
              <EyeOff className="size-4" aria-hidden="true" />
            ) : (
              <Eye className="size-4" aria-hidden="true" />
            )}
            {f.isPublic ? 'Hide' : 'Show'}
          </PendingButton>
          <button
            type="button"
            className="btn-outline h-8 px-3 text-sm"
            onClick={onMerge}
            aria-label={`Merge “${f.title}” into…`}
          >
            <GitMerge className="size-4" aria-hidden="true" />
            Merge into…
          </button>
          <button
            type="button"
            className="btn-ghost h-8 px-3 text-sm"
            onClick={onFeedback}
            aria-label={`Feedback (${f.commentCount}) on “${f.title}”`}
          >
            <MessageSquareText className="size-4" aria-hidden="true" />
            Feedback ({f.commentCount})
          </button>
        </div>
      </article>
    </li>
  );
}
