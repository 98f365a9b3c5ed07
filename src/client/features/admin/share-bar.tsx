/**
 * A small horizontal bar for a share (assessment coverage, a count among others). The numbers are
 * always written next to it; the bar itself is decoration for screen readers. The words wrap: a
 * long label kept on one line made the team page wider than a phone's screen, and the browser then
 * shrank the whole page to fit it.
 */
export function ShareBar({ value, max, label }: { value: number; max: number; label: string }) {
  const pct = max > 0 ? Math.round((value / max) * 100) : 0;
  return (
    <div className="flex min-w-0 items-center gap-2">
      <div className="h-2 w-24 shrink-0 overflow-hidden rounded-full bg-subtle" aria-hidden="true">
        <div className="h-full rounded-full bg-primary" style={{ width: `${pct}%` }} />
      </div>
      <span className="min-w-0 text-sm text-ink">{label}</span>
    </div>
  );
}
