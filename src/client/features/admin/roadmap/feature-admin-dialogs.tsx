import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminFeature } from '@shared/contract/roadmap';
import {
  type FeatureSuggestion,
  FeatureSuggestionInput,
  StatusChangeInput,
  type StatusChangeRequest,
} from '@shared/contract/roadmap';
import { FEATURE_STATUS_LABELS, type FeatureStatus, STATUS_NOTE_MAX } from '@shared/domain/roadmap';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { dialogContentClass, dialogOverlayClass } from '../../../components/dialog-classes';
import { DialogHeader } from '../../../components/dialog-header';
import { PendingButton } from '../../../components/pending-button';
import { toast } from '../../../lib/toast';
import { FeatureTextFields } from '../../roadmap/feature-text-fields';
import { adminRoadmapApi, adminRoadmapKeys } from './api';

interface FeatureDialogProps {
  feature: AdminFeature;
  onClose: () => void;
}

/** After any change the list is read again: counts and order come from the server. */
function useRefreshFeatures() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminRoadmapKeys.features });
}

const failed = (error: Error) => toast.error('Error', { description: error.message });

function Spinner({ on }: { on: boolean }) {
  return on ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null;
}

/**
 * A status change is confirmed first: it emails the feature's voters and its author, with the
 * team's note if one is written (shown on the feature too). The same dialog serves the list's
 * status menu and the board's moves.
 */
export function StatusChangeDialog({
  feature,
  status,
  onClose,
  onChanged,
  returnFocusTo,
}: FeatureDialogProps & {
  status: FeatureStatus;
  /** The feature as the change left it, at once (a board moves its card before the list reloads). */
  onChanged?: (feature: AdminFeature) => void;
  /** The element to focus when the dialog closes, when the one that opened it may be gone. */
  returnFocusTo?: () => HTMLElement | null;
}) {
  const refresh = useRefreshFeatures();
  const ids = { note: useId(), hint: useId(), error: useId() };
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (input: StatusChangeRequest) =>
      adminRoadmapApi.setStatus(feature.id, input.status, input.note || undefined),
    onSuccess: (result) => {
      toast.success(
        result.changed
          ? `Now ${FEATURE_STATUS_LABELS[status]}: ${result.notified} ${result.notified === 1 ? 'person' : 'people'} will be emailed`
          : `“${feature.title}” was already ${FEATURE_STATUS_LABELS[status]}`,
      );
      onChanged?.(result.feature);
      void refresh();
      onClose();
    },
    onError: failed,
  });
  const confirm = () => {
    const parsed = StatusChangeInput.safeParse({ status, note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Invalid note');
      return;
    }
    setError(null);
    change.mutate(parsed.data);
  };
  const fields = (
    <div className="space-y-1.5">
      <label htmlFor={ids.note} className="block text-sm font-medium text-ink">
        Note to members (optional)
      </label>
      <textarea
        id={ids.note}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        maxLength={STATUS_NOTE_MAX}
        rows={3}
        disabled={change.isPending}
        aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
        aria-invalid={error ? true : undefined}
        className="input w-full py-2"
      />
      <p id={ids.hint} className="flex justify-between gap-2 text-xs text-muted">
        <span>Shown on the feature and quoted in the email.</span>
        <span>
          {note.length}/{STATUS_NOTE_MAX}
        </span>
      </p>
      {error ? (
        <p id={ids.error} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
  return (
    <ConfirmDialog
      title={`Change the status to ${FEATURE_STATUS_LABELS[status]}?`}
      action="Change status"
      running={change.isPending}
      onConfirm={confirm}
      onClose={onClose}
      onCloseAutoFocus={(event) => {
        const target = returnFocusTo?.();
        if (!target) return;
        event.preventDefault();
        target.focus();
      }}
      fields={fields}
    >
      <p>
        “{feature.title}” moves from {FEATURE_STATUS_LABELS[feature.status]} to{' '}
        {FEATURE_STATUS_LABELS[status]}.
      </p>
      <p>
        Its {feature.upvoteCount} {feature.upvoteCount === 1 ? 'voter' : 'voters'} and its author are emailed
        once (unless they turned roadmap updates off).
      </p>
    </ConfirmDialog>
  );
}

/** Title and description, with the same limits and messages as a member's suggestion. */
export function EditFeatureDialog({ feature, onClose }: FeatureDialogProps) {
  const refresh = useRefreshFeatures();
  const errorId = useId();
  const form = useForm<FeatureSuggestion>({
    resolver: zodResolver(FeatureSuggestionInput),
    defaultValues: { title: feature.title, description: feature.description },
  });
  const save = useMutation({
    mutationFn: (edit: FeatureSuggestion) => adminRoadmapApi.edit(feature.id, edit),
    onSuccess: () => {
      toast.success('Feature updated');
      void refresh();
      onClose();
    },
  });
  const submit = form.handleSubmit((edit) => save.mutate(edit));

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={dialogContentClass('max-w-lg')}>
          <form
            onSubmit={submit}
            className="space-y-4"
            noValidate
            aria-describedby={save.isError ? errorId : undefined}
          >
            <DialogHeader title="Edit feature" description="Members see the new words at once." />
            <FeatureTextFields form={form} />
            {save.isError ? (
              <p id={errorId} role="alert" className="text-sm text-danger">
                {save.error.message}
              </p>
            ) : null}
            <div className="flex justify-end gap-2">
              <Dialog.Close className="btn-outline" type="button" disabled={save.isPending}>
                Cancel
              </Dialog.Close>
              <PendingButton type="submit" className="btn-primary" pending={save.isPending}>
                <Spinner on={save.isPending} />
                Save
              </PendingButton>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Merging a duplicate: its votes and feedback move to the chosen feature, and it is deleted. */
export function MergeFeatureDialog({
  feature,
  candidates,
  onClose,
}: FeatureDialogProps & { candidates: readonly AdminFeature[] }) {
  const refresh = useRefreshFeatures();
  const selectId = useId();
  const [intoId, setIntoId] = useState('');
  const into = candidates.find((c) => c.id === intoId);
  const merge = useMutation({
    mutationFn: () => adminRoadmapApi.merge(feature.id, intoId),
    onSuccess: (result) => {
      toast.success(
        `Merged into “${result.feature.title}”: ${result.movedVotes} ${result.movedVotes === 1 ? 'vote' : 'votes'} moved`,
      );
      void refresh();
      onClose();
    },
    onError: failed,
  });

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !merge.isPending && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={dialogContentClass('max-w-lg')}>
          <form
            className="space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              if (into) merge.mutate();
            }}
          >
            <DialogHeader
              title="Merge a duplicate"
              description={`“${feature.title}” will be deleted; its votes and feedback move to the feature you choose. A member who voted for both keeps one vote.`}
            />
            <div className="space-y-1.5">
              <label htmlFor={selectId} className="block text-sm font-medium text-ink">
                Merge into
              </label>
              <select
                id={selectId}
                value={intoId}
                onChange={(e) => setIntoId(e.target.value)}
                className="input h-10 w-full"
              >
                <option value="">Choose a feature…</option>
                {candidates.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.title} ({FEATURE_STATUS_LABELS[c.status]}, {c.upvoteCount}{' '}
                    {c.upvoteCount === 1 ? 'vote' : 'votes'})
                  </option>
                ))}
              </select>
            </div>
            <div className="flex justify-end gap-2">
              <Dialog.Close className="btn-outline" type="button" disabled={merge.isPending}>
                Cancel
              </Dialog.Close>
              <PendingButton type="submit" className="btn-primary" pending={merge.isPending} disabled={!into}>
                <Spinner on={merge.isPending} />
                Merge
              </PendingButton>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** What members wrote about one feature: only administrators ever read it. */
export function FeatureFeedbackDialog({ feature, onClose }: FeatureDialogProps) {
  const feedback = useQuery({
    queryKey: adminRoadmapKeys.feedback(feature.id),
    queryFn: () => adminRoadmapApi.feedback(feature.id),
  });
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={dialogContentClass('max-w-xl')}>
          <DialogHeader title="Feedback" description={`What members wrote about “${feature.title}”.`} />
          <div className="mt-4">
            {feedback.isPending ? (
              <div role="status" className="space-y-2">
                <span className="sr-only">Loading feedback…</span>
                <div className="skeleton h-16 w-full" aria-hidden="true" />
                <div className="skeleton h-16 w-full" aria-hidden="true" />
              </div>
            ) : feedback.isError ? (
              <p role="alert" className="text-sm text-danger">
                Failed to load feedback. Please try again.
              </p>
            ) : feedback.data.comments.length === 0 ? (
              <p className="text-sm text-muted">No feedback on this feature yet.</p>
            ) : (
              <ul className="space-y-3">
                {feedback.data.comments.map((c) => (
                  <li key={c.id} className="rounded-lg border border-border p-3">
                    <p className="text-sm whitespace-pre-line break-words text-ink">{c.comment}</p>
                    <p className="mt-2 text-xs text-muted">
                      {c.author ? c.author.name || c.author.email : 'A deleted member'} ·{' '}
                      <time dateTime={c.createdAt}>{new Date(c.createdAt).toLocaleDateString()}</time>
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
