import { type QueryKey, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Switch } from 'radix-ui';
import { useId } from 'react';
import { apiGet, apiPut } from '../../lib/api';
import { toast } from '../../lib/toast';
import { AccountCard } from './account-card';

export const PREFERENCE_FAILED = 'Failed to update your preference. Please try again.';

/** A mail a member can turn off: its switch reads and writes `{ [field]: boolean }` at `path`. */
interface EmailPreference {
  queryKey: QueryKey;
  path: string;
  field: string;
  label: string;
  hint: string;
}

const PREFERENCES: EmailPreference[] = [
  {
    queryKey: ['roadmap', 'updates'],
    path: '/api/roadmap/updates',
    field: 'roadmapUpdates',
    label: 'Roadmap updates',
    hint: 'Email me when a feature I upvoted or suggested changes status.',
  },
  {
    queryKey: ['team', 'rating-request-emails'],
    path: '/api/assessment/rating-requests/emails',
    field: 'ratingRequestEmails',
    label: 'Rating requests',
    hint: 'Email me when a teammate asks me to rate them, or reminds me.',
  },
];

type Preference = Record<string, boolean>;

/** One switch: it shows the choice at once and puts it back, with a message, if the server refuses. */
function PreferenceSwitch({ preference }: { preference: EmailPreference }) {
  const id = useId();
  const hintId = useId();
  const queryClient = useQueryClient();
  const { queryKey, path, field } = preference;
  const query = useQuery(
    queryOptions({ queryKey, queryFn: ({ signal }) => apiGet<Preference>(path, { signal }) }),
  );
  const set = useMutation({
    mutationFn: (on: boolean) => apiPut<Preference>(path, { [field]: on }),
    onMutate: async (on) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<Preference>(queryKey);
      queryClient.setQueryData<Preference>(queryKey, { [field]: on });
      return { before };
    },
    onError: (_e, _v, context) => {
      queryClient.setQueryData(queryKey, context?.before);
      toast.error(PREFERENCE_FAILED);
    },
    onSuccess: (data) => queryClient.setQueryData(queryKey, data),
  });
  const on = query.data?.[field] ?? true;
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <label htmlFor={id} className="font-medium text-ink">
          {preference.label}
        </label>
        <p id={hintId} className="mt-0.5 text-sm text-muted">
          {preference.hint}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={on}
        disabled={query.isPending}
        aria-describedby={hintId}
        onCheckedChange={(checked) => set.mutate(checked)}
        className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-border transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary"
      >
        <Switch.Thumb className="pointer-events-none block size-5 rounded-full bg-surface shadow transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
      </Switch.Root>
    </div>
  );
}

/** The mails a member can turn off, one switch each (the mails' unsubscribe links turn them off too). */
export function EmailPreferencesCard() {
  return (
    <AccountCard title="Email preferences">
      <div className="space-y-5">
        {PREFERENCES.map((p) => (
          <PreferenceSwitch key={p.path} preference={p} />
        ))}
      </div>
    </AccountCard>
  );
}
