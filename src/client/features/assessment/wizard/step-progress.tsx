/** Which step this is, and how many statements are answered (a bar for sighted readers). */
export function StepProgress({
  step,
  steps,
  answered,
  total,
}: {
  step: number;
  steps: number;
  answered: number;
  total: number;
}) {
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <p className="font-semibold text-ink" data-testid="wizard-step">
          Step {step + 1} of {steps}
        </p>
        <p className="text-muted">
          {answered} of {total} statements answered
        </p>
      </div>
      <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-subtle">
        <div
          className="h-full rounded-full bg-primary transition-[width]"
          style={{ width: `${total ? (answered / total) * 100 : 0}%` }}
        />
      </div>
    </div>
  );
}
