import type { AssessmentBank, AssessmentItem } from '@shared/contract/assessment';
import { clsx } from 'clsx';
import { Check, CloudOff, LoaderCircle, TriangleAlert } from 'lucide-react';
import type { ItemSaveState } from '../answer-queue';

type Scale = AssessmentBank['scale'];

/** One statement: the scale as radio buttons, and whether its answer is saved. */
export function ItemQuestion({
  item,
  prompt,
  number,
  scale,
  value,
  status,
  onChange,
  onRetry,
}: {
  item: AssessmentItem;
  prompt: string;
  number: number;
  scale: Scale;
  value: number | undefined;
  status: ItemSaveState | undefined;
  onChange: (value: number) => void;
  onRetry: () => void;
}) {
  const name = `answer-${item.id}`;
  return (
    <fieldset data-item-id={item.id}>
      <legend className="float-left w-full font-medium text-ink">
        <span className="sr-only">Statement {number}: </span>
        {prompt}
      </legend>
      <div className="clear-left grid gap-2 pt-3 sm:grid-cols-5">
        {scale.map((option) => {
          const checked = value === option.value;
          return (
            <label
              key={option.value}
              className={clsx(
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm transition-colors sm:flex-col sm:justify-center sm:gap-1.5 sm:text-center',
                checked
                  ? 'border-primary bg-accent font-semibold text-accent-foreground'
                  : 'border-border bg-surface text-ink hover:bg-subtle',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="size-4 shrink-0 accent-primary"
              />
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
      <ItemStatus value={value} status={status} onRetry={onRetry} />
    </fieldset>
  );
}

function ItemStatus({
  value,
  status,
  onRetry,
}: {
  value: number | undefined;
  status: ItemSaveState | undefined;
  onRetry: () => void;
}) {
  const base = 'mt-2 flex min-h-6 items-center gap-1.5 text-sm';
  if (value === undefined) return <p className={clsx(base, 'text-muted')}>Not answered yet</p>;
  const state = status?.state ?? 'saved';
  if (state === 'saving') {
    return (
      <p className={clsx(base, 'text-muted')} data-save-state="saving">
        <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
        Saving…
      </p>
    );
  }
  if (state === 'saved') {
    return (
      <p className={clsx(base, 'text-success')} data-save-state="saved">
        <Check className="size-4" aria-hidden="true" />
        Saved
      </p>
    );
  }
  if (status?.state === 'retrying') {
    return (
      <p className={clsx(base, 'flex-wrap text-danger')} data-save-state="retrying">
        <CloudOff className="size-4" aria-hidden="true" />
        {status.message}
        <button type="button" className="link text-sm" onClick={onRetry}>
          Retry now
        </button>
      </p>
    );
  }
  return (
    <p className={clsx(base, 'text-danger')} data-save-state="failed">
      <TriangleAlert className="size-4" aria-hidden="true" />
      Not saved: {status?.state === 'failed' ? status.message : ''}
    </p>
  );
}
