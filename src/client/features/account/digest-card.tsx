import type { DigestPreview, DigestSettings } from '@shared/contract/digest';
import { DIGEST_MESSAGES, type DigestCadence, type DigestFrequency } from '@shared/domain/digest';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { Switch } from 'radix-ui';
import { useId } from 'react';
import { Link } from 'react-router';
import { SegmentedControl } from '../../components/segmented-control';
import { apiGet, apiPut } from '../../lib/api';
import { toast } from '../../lib/toast';
import { AccountCard } from './account-card';

export const DIGEST_KEY = ['digest'] as const;
const PREVIEW_KEY = ['digest', 'preview'] as const;

const CADENCES: ReadonlyArray<{ value: DigestCadence; label: string }> = [
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
];

/** Reads and writes the member's digest choice; the switch and the frequency share it. */
export function useDigestSettings() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: DIGEST_KEY,
    queryFn: ({ signal }) => apiGet<DigestSettings>('/api/digest', { signal }),
  });
  const set = useMutation({
    mutationFn: (frequency: DigestFrequency) => apiPut<DigestSettings>('/api/digest', { frequency }),
    onMutate: async (frequency) => {
      await queryClient.cancelQueries({ queryKey: DIGEST_KEY, exact: true });
      const before = queryClient.getQueryData<DigestSettings>(DIGEST_KEY);
      queryClient.setQueryData<DigestSettings>(DIGEST_KEY, { frequency, nextAt: before?.nextAt ?? null });
      return { before };
    },
    onError: (_e, _v, context) => {
      queryClient.setQueryData(DIGEST_KEY, context?.before);
      toast.error(DIGEST_MESSAGES.saveFailed);
    },
    onSuccess: (data) => {
      queryClient.setQueryData(DIGEST_KEY, data);
      void queryClient.invalidateQueries({ queryKey: PREVIEW_KEY });
    },
  });
  return { query, set };
}

function PreviewSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading the preview…</span>
      <div aria-hidden="true" className="space-y-3">
        {[60, 80, 70].map((w) => (
          <div key={w} className="skeleton h-4 rounded" style={{ width: `${w}%` }} />
        ))}
      </div>
    </div>
  );
}

/** The next digest as it stands now: the same sections the mail will hold. */
function DigestPreviewPanel() {
  const headingId = useId();
  const preview = useQuery({
    queryKey: PREVIEW_KEY,
    queryFn: ({ signal }) => apiGet<DigestPreview>('/api/digest/preview', { signal }),
  });
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-lg border border-border bg-subtle p-4">
      <h3 id={headingId} className="font-medium text-ink">
        Preview of your next digest
      </h3>
      {preview.data ? (
        <p className="mt-0.5 text-sm text-muted">
          New since {format(new Date(preview.data.since), 'MMMM d, yyyy')}
          {preview.data.nextAt
            ? `; it goes out ${format(new Date(preview.data.nextAt), 'EEEE, MMMM d')}`
            : ''}
          .
        </p>
      ) : null}
      <div className="mt-3">
        {preview.isPending ? (
          <PreviewSkeleton />
        ) : preview.isError ? (
          <div role="alert" className="space-y-2">
            <p className="text-sm font-medium text-danger">{DIGEST_MESSAGES.previewFailed}</p>
            <button type="button" className="btn-secondary" onClick={() => void preview.refetch()}>
              Try again
            </button>
          </div>
        ) : preview.data.sections.length === 0 ? (
          <div>
            <p className="font-medium text-ink">{DIGEST_MESSAGES.nothingNew}</p>
            <p className="text-sm text-muted">{DIGEST_MESSAGES.nothingNewHint}</p>
          </div>
        ) : (
          <div className="space-y-4">
            {preview.data.sections.map((s) => (
              <div key={s.key}>
                <h4 className="text-sm font-semibold text-ink">{s.title}</h4>
                <ul className="mt-1 space-y-1.5">
                  {s.items.map((item) => (
                    <li key={item.path}>
                      <Link to={item.path} className="link">
                        {item.title}
                      </Link>
                      {item.detail ? <span className="block text-sm text-muted">{item.detail}</span> : null}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

/** My Account's digest: a switch, how often, and the preview of the next one. */
export function DigestCard() {
  const id = useId();
  const hintId = useId();
  const { query, set } = useDigestSettings();
  const frequency = query.data?.frequency ?? 'off';
  const on = frequency !== 'off';
  return (
    <AccountCard title="Personal digest">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <label htmlFor={id} className="font-medium text-ink">
            Email me a digest
          </label>
          <p id={hintId} className="mt-0.5 text-sm text-muted">
            New items in your growth areas and the topics you save most, upcoming events, roadmap features you
            voted for, and rating requests waiting for you. Nothing new, no email.
          </p>
        </div>
        <Switch.Root
          id={id}
          checked={on}
          disabled={query.isPending}
          aria-describedby={hintId}
          onCheckedChange={(checked) => set.mutate(checked ? 'weekly' : 'off')}
          className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-border transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary"
        >
          <Switch.Thumb className="pointer-events-none block size-5 rounded-full bg-surface shadow transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
        </Switch.Root>
      </div>
      {on ? (
        <div className="mt-4">
          <SegmentedControl
            legend="How often"
            options={CADENCES}
            value={frequency as DigestCadence}
            onChange={(v) => set.mutate(v)}
          />
        </div>
      ) : null}
      {query.isError ? (
        <p role="alert" className="mt-3 text-sm font-medium text-danger">
          Failed to load your digest choice.
        </p>
      ) : null}
      <DigestPreviewPanel />
    </AccountCard>
  );
}
