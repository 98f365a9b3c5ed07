import { clsx } from 'clsx';
import { useId } from 'react';

/**
 * A choice of one among a few, drawn as joined buttons: radios underneath, so arrow keys move
 * the choice and screen readers name the group by its legend.
 */
export function SegmentedControl<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">{legend}</legend>
      <span aria-hidden="true" className="text-sm text-muted">
        {legend}
      </span>
      <div className="inline-flex rounded-lg border border-border bg-surface p-0.5">
        {options.map((o) => (
          <label
            key={o.value}
            className={clsx(
              'cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              value === o.value ? 'bg-primary text-primary-foreground' : 'text-ink hover:bg-subtle',
            )}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="sr-only"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
