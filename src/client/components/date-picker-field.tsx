import { formatDay } from '@shared/domain/audit-log';
import { CalendarDays, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { type CSSProperties, useId, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';

/** A day as the URL and the API carry it (YYYY-MM-DD) from a picked local day, and back. */
const toValue = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const fromValue = (v: string) => {
  const [y, m, d] = v.split('-').map(Number);
  return y && m && d ? new Date(y, m - 1, d) : undefined;
};

/** The calendar in the site's colours (its own variables are set on its root). */
const BRAND = {
  '--rdp-accent-color': 'var(--color-primary)',
  '--rdp-accent-background-color': 'var(--color-accent)',
  '--rdp-today-color': 'var(--color-primary)',
} as CSSProperties;

/**
 * A labelled day picker that writes days the way the whole console does ("26 Nov 2026"), whatever
 * the browser's language: a button opens a calendar (arrow keys move between days, Enter picks),
 * and a second button clears the day.
 */
export function DatePickerField({
  label,
  value,
  onChange,
  emptyText = 'Any day',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  emptyText?: string;
}) {
  const labelId = useId();
  const [open, setOpen] = useState(false);
  const selected = value ? fromValue(value) : undefined;
  return (
    <div className="flex min-w-0 flex-col gap-1 sm:w-48">
      <span id={labelId} className="text-sm font-medium text-ink">
        {label}
      </span>
      <div className="flex gap-1">
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger asChild>
            <button
              type="button"
              className="input flex h-10 min-w-0 flex-1 items-center gap-2 text-left"
              aria-labelledby={`${labelId} ${labelId}-value`}
            >
              <CalendarDays className="size-4 shrink-0 text-muted" aria-hidden="true" />
              <span
                id={`${labelId}-value`}
                className={selected ? 'truncate text-ink' : 'truncate text-muted'}
              >
                {value ? formatDay(`${value}T00:00:00Z`) : emptyText}
              </span>
            </button>
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content
              align="start"
              sideOffset={4}
              className="z-50 rounded-lg border border-border bg-surface p-2 shadow-lg"
            >
              <DayPicker
                mode="single"
                weekStartsOn={1}
                selected={selected}
                defaultMonth={selected}
                autoFocus
                style={BRAND}
                onSelect={(day) => {
                  onChange(day ? toValue(day) : '');
                  setOpen(false);
                }}
              />
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
        {value ? (
          <button
            type="button"
            className="btn-ghost inline-flex size-10 items-center justify-center rounded-md"
            onClick={() => onChange('')}
          >
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">Clear {label.toLowerCase()}</span>
          </button>
        ) : null}
      </div>
    </div>
  );
}
