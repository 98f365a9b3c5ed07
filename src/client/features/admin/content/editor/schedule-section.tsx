import type { AdminContentItem } from '@shared/contract/admin-content';
import { ScheduleControl } from '../schedule-control';

/** A draft's publishing at a chosen time (only once its changes are saved). */
export function ScheduleSection({
  draft,
  dirty,
  pending,
  onSchedule,
}: {
  draft: AdminContentItem;
  dirty: boolean;
  pending: boolean;
  onSchedule: (publishAt: string | null) => Promise<void>;
}) {
  return (
    <section
      aria-labelledby="schedule-heading"
      className="rounded-lg border border-border bg-surface p-4 sm:p-5"
    >
      <h2 id="schedule-heading" className="mb-1 text-lg font-semibold text-ink">
        Schedule
      </h2>
      <p className="mb-4 text-sm text-muted">Publish this draft on its own at a time you choose.</p>
      <ScheduleControl
        item={draft}
        blocked={dirty ? 'Save your changes first' : null}
        pending={pending}
        onSchedule={onSchedule}
      />
    </section>
  );
}
