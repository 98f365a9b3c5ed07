import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId } from 'react';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterSelectProps {
  label: string;
  value: string;
  options: FilterOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** A labelled native select: keyboard, screen-reader and touch friendly on every platform. */
export function FilterSelect({ label, value, options, onChange, disabled }: FilterSelectProps) {
  const id = useId();
  // A value from a shared URL that is not (yet) among the options must still show as selected.
  const known = options.some((o) => o.value === value);
  return (
    <div className="flex min-w-0 flex-col gap-1 sm:w-56">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          className="input h-10 appearance-none truncate pr-9"
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
          {known ? null : <option value={value}>{value}</option>}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
      </div>
    </div>
  );
}

/** "All …" followed by the given values. */
export function optionsWithAll(allLabel: string, values: readonly string[]): FilterOption[] {
  return [{ value: '', label: allLabel }, ...values.map((v) => ({ value: v, label: v }))];
}

export function FilterBar({ children, label = 'Filters' }: { children: ReactNode; label?: string }) {
  return (
    <fieldset className="mb-6 flex min-w-0 flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <legend className="sr-only">{label}</legend>
      {children}
    </fieldset>
  );
}
