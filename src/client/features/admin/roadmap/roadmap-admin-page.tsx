import type { AdminFeature } from '@shared/contract/roadmap';
import { FEATURE_STATUS_LABELS, FEATURE_STATUSES, type FeatureStatus } from '@shared/domain/roadmap';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SegmentedControl } from '../../../components/segmented-control';
import { toast } from '../../../lib/toast';
import { AdminPageHeader } from '../admin-page-header';
import { adminRoadmapApi, adminRoadmapKeys, type FeatureList } from './api';
import {
  EditFeatureDialog,
  FeatureFeedbackDialog,
  MergeFeatureDialog,
  StatusChangeDialog,
} from './feature-admin-dialogs';
import { FeatureRow } from './feature-row';
import { moveTriggerOf, RoadmapBoard } from './roadmap-board';

type Visibility = 'all' | 'public' | 'hidden';
type View = 'list' | 'board';

const VIEWS: Array<{ value: View; label: string }> = [
  { value: 'list', label: 'List' },
  { value: 'board', label: 'Board' },
];

/** What an administrator is about to do to one feature (one dialog at a time). */
type Pending =
  | { kind: 'status'; feature: AdminFeature; status: FeatureStatus }
  | { kind: 'edit' | 'merge' | 'feedback'; feature: AdminFeature }
  | null;

/** Features whose title or description holds every word typed, of the chosen status and visibility. */
export function filterFeatures(
  features: readonly AdminFeature[],
  filter: { text: string; status: FeatureStatus | 'all'; visibility: Visibility },
): AdminFeature[] {
  const words = filter.text.toLowerCase().split(/\s+/).filter(Boolean);
  return features.filter(
    (f) =>
      (filter.status === 'all' || f.status === filter.status) &&
      (filter.visibility === 'all' || f.isPublic === (filter.visibility === 'public')) &&
      words.every((w) => `${f.title} ${f.description}`.toLowerCase().includes(w)),
  );
}

/**
 * Every feature of the roadmap, hidden ones too, as a list or as a board by status (the view is in
 * the address): change a status (its voters are mailed, with the team's note), edit, hide or show,
 * merge a duplicate into another, and read what members wrote about it.
 */
export default function RoadmapAdminPage() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'board' ? 'board' : 'list';
  const setView = (next: View) => {
    const changed = new URLSearchParams(params);
    if (next === 'board') changed.set('view', 'board');
    else changed.delete('view');
    setParams(changed, { replace: true });
  };
  const ids = { text: useId(), status: useId(), visibility: useId() };
  const [text, setText] = useState('');
  const [status, setStatus] = useState<FeatureStatus | 'all'>('all');
  const [visibility, setVisibility] = useState<Visibility>('all');
  const [pending, setPending] = useState<Pending>(null);
  const features = useQuery({ queryKey: adminRoadmapKeys.features, queryFn: adminRoadmapApi.features });

  // The board shows every status in its columns: the status filter is the list's alone.
  const statusFilter = view === 'board' ? 'all' : status;
  const shown = useMemo(
    () => filterFeatures(features.data?.features ?? [], { text, status: statusFilter, visibility }),
    [features.data, text, statusFilter, visibility],
  );
  const move = (feature: AdminFeature, next: FeatureStatus) =>
    setPending({ kind: 'status', feature, status: next });
  const placeChanged = (changed: AdminFeature) =>
    queryClient.setQueryData<FeatureList>(adminRoadmapKeys.features, (list) =>
      list ? { ...list, features: list.features.map((f) => (f.id === changed.id ? changed : f)) } : list,
    );

  const toggleVisibility = useMutation({
    mutationFn: (f: AdminFeature) => adminRoadmapApi.edit(f.id, { isPublic: !f.isPublic }),
    onSuccess: (f) => {
      toast.success(
        f.isPublic ? `“${f.title}” is shown on the roadmap` : `“${f.title}” is hidden from members`,
      );
      void queryClient.invalidateQueries({ queryKey: adminRoadmapKeys.features });
    },
    onError: (error) => toast.error('Error', { description: error.message }),
  });

  const close = () => setPending(null);

  return (
    <>
      <AdminPageHeader
        title="Roadmap"
        description="Every feature, hidden ones too. Changing a status emails the feature's voters and its author."
      />
      <div className="mb-4">
        <SegmentedControl legend="View" options={VIEWS} value={view} onChange={setView} />
      </div>
      <div
        className={`mb-4 grid gap-3 ${view === 'board' ? 'sm:grid-cols-[1fr_auto]' : 'sm:grid-cols-[1fr_auto_auto]'}`}
      >
        <div className="space-y-1">
          <label htmlFor={ids.text} className="block text-sm font-medium text-ink">
            Search features
          </label>
          <input
            id={ids.text}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="input h-10 w-full"
          />
        </div>
        {view === 'board' ? null : (
          <div className="space-y-1">
            <label htmlFor={ids.status} className="block text-sm font-medium text-ink">
              Status
            </label>
            <select
              id={ids.status}
              value={status}
              onChange={(e) => setStatus(e.target.value as FeatureStatus | 'all')}
              className="input h-10"
            >
              <option value="all">All statuses</option>
              {FEATURE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {FEATURE_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="space-y-1">
          <label htmlFor={ids.visibility} className="block text-sm font-medium text-ink">
            Visibility
          </label>
          <select
            id={ids.visibility}
            value={visibility}
            onChange={(e) => setVisibility(e.target.value as Visibility)}
            className="input h-10"
          >
            <option value="all">Public and hidden</option>
            <option value="public">Public</option>
            <option value="hidden">Hidden</option>
          </select>
        </div>
      </div>

      {features.isPending ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">Loading features...</span>
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="skeleton h-28 w-full" aria-hidden="true" />
          ))}
        </div>
      ) : features.isError ? (
        <div role="alert" className="rounded-lg border border-border bg-surface p-6 text-center">
          <p className="font-medium text-ink">Failed to load features</p>
          <button type="button" className="btn-outline mt-3" onClick={() => void features.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <>
          <p className="mb-3 text-sm text-muted" aria-live="polite">
            {shown.length === features.data.features.length
              ? `${shown.length} ${shown.length === 1 ? 'feature' : 'features'}`
              : `${shown.length} of ${features.data.features.length} features`}
          </p>
          {view === 'board' ? (
            <RoadmapBoard features={shown} onMove={move} />
          ) : shown.length === 0 ? (
            <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted">
              {features.data.features.length === 0 ? 'No features yet' : 'No feature matches these filters.'}
            </p>
          ) : (
            <ul className="space-y-3">
              {shown.map((f) => (
                <FeatureRow
                  key={f.id}
                  feature={f}
                  onStatus={(next) => move(f, next)}
                  onEdit={() => setPending({ kind: 'edit', feature: f })}
                  onMerge={() => setPending({ kind: 'merge', feature: f })}
                  onFeedback={() => setPending({ kind: 'feedback', feature: f })}
                  onToggleVisibility={() => toggleVisibility.mutate(f)}
                  busy={toggleVisibility.isPending && toggleVisibility.variables?.id === f.id}
                />
              ))}
            </ul>
          )}
        </>
      )}

      {pending?.kind === 'status' ? (
        <StatusChangeDialog
          feature={pending.feature}
          status={pending.status}
          onClose={close}
          onChanged={placeChanged}
          // On the board the card moves to another column: focus follows it to its "Move to…".
          returnFocusTo={view === 'board' ? () => moveTriggerOf(pending.feature.id) : undefined}
        />
      ) : null}
      {pending?.kind === 'edit' ? <EditFeatureDialog feature={pending.feature} onClose={close} /> : null}
      {pending?.kind === 'merge' ? (
        <MergeFeatureDialog
          feature={pending.feature}
          candidates={(features.data?.features ?? []).filter((f) => f.id !== pending.feature.id)}
          onClose={close}
        />
      ) : null}
      {pending?.kind === 'feedback' ? (
        <FeatureFeedbackDialog feature={pending.feature} onClose={close} />
      ) : null}
    </>
  );
}
