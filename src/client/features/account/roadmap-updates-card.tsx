import { useQuery } from '@tanstack/react-query';
import { Switch } from 'radix-ui';
import { useId } from 'react';
import { toast } from '../../lib/toast';
import { roadmapUpdatesQuery, useSetRoadmapUpdates } from '../roadmap/api';
import { AccountCard } from './account-card';

export const ROADMAP_UPDATES_FAILED = 'Failed to update your preference. Please try again.';

/** Roadmap updates: mail when a feature I upvoted or suggested changes status. */
export function RoadmapUpdatesCard() {
  const id = useId();
  const hintId = useId();
  const query = useQuery(roadmapUpdatesQuery);
  const set = useSetRoadmapUpdates();
  const on = query.data?.roadmapUpdates ?? true;
  return (
    <AccountCard title="Email preferences">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <label htmlFor={id} className="font-medium text-ink">
            Roadmap updates
          </label>
          <p id={hintId} className="mt-0.5 text-sm text-muted">
            Email me when a feature I upvoted or suggested changes status.
          </p>
        </div>
        <Switch.Root
          id={id}
          checked={on}
          disabled={query.isPending}
          aria-describedby={hintId}
          onCheckedChange={(checked) =>
            set.mutate(checked, { onError: () => toast.error(ROADMAP_UPDATES_FAILED) })
          }
          className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-border transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary"
        >
          <Switch.Thumb className="pointer-events-none block size-5 rounded-full bg-surface shadow transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
        </Switch.Root>
      </div>
    </AccountCard>
  );
}
