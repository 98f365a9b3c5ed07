import type { AdminContentItem } from '@shared/contract/admin-content';
import { zonedTimeToInstant } from '@shared/domain/time-zone';
import { useId, useState } from 'react';
import { PendingButton } from '../../../components/pending-button';
import { browserTimeZone } from './item-form';
import { formatDateTime } from './labels';

/**
 * A draft's scheduled publication: a date and time (in the admin's time zone) at which the
 * server publishes it, or the schedule as it stands with a way to cancel it.
 */
export function ScheduleControl({
  item,
  blocked,
  pending,
  onSchedule,
}: {
  item: AdminContentItem;
  /** Why scheduling is unavailable now (unsaved changes), or null. */
  blocked: string | null;
  pending: boolean;
  onSchedule: (publishAt: string | null) => Promise<void>;
}) {
  const id = useId();
  const zone = browserTimeZone();
  const [at, setAt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (item.status !== 'draft') return null;

  const submit = () => {
    const instant = at ? zonedTimeToInstant(at, zone) : null;
    if (!instant) {
      setProblem('Choose the date and time to publish at.');
      return;
    }
    if (instant.getTime() <= Date.now()) {
      setProblem('Choose a time in the future.');
      return;
    }
    setProblem(null);
    void onSchedule(instant.toISOString());
  };

  if (item.publishAt) {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <p role="status" className="text-ink">
          Scheduled: members see it from <strong>{formatDateTime(item.publishAt)}</strong> ({zone}).
        </p>
        <PendingButton
          type="button"
          className="btn-outline px-3 py-1"
          pending={pending}
          disabled={blocked !== null}
          onClick={() => void onSchedule(null)}
        >
          Cancel schedule
        </PendingButton>
      </div>
    );
  }

  return (
    // Not a <form>: the control sits inside the item's form, and forms do not nest.
    <div className="flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          Publish at ({zone})
        </label>
        <input
          id={id}
          type="datetime-local"
          className="input"
          value={at}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(e) => setAt(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              submit();
            }
          }}
        />
      </div>
      <PendingButton
        type="button"
        onClick={submit}
        className="btn-outline"
        pending={pending}
        disabled={blocked !== null}
        title={blocked ?? undefined}
      >
        Schedule publishing
      </PendingButton>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="w-full text-sm text-danger">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
