import { X } from 'lucide-react';
import { useId, useRef, useState } from 'react';

const same = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

/** The library's topics that start with (then contain) what was typed, leaving out those chosen. */
export function topicSuggestions(all: readonly string[], chosen: readonly string[], typed: string): string[] {
  const q = typed.trim().toLowerCase();
  const open = all.filter((t) => !chosen.some((c) => same(c, t)));
  if (q === '') return open.slice(0, 8);
  const starts = open.filter((t) => t.toLowerCase().startsWith(q));
  const contains = open.filter((t) => !t.toLowerCase().startsWith(q) && t.toLowerCase().includes(q));
  return [...starts, ...contains].slice(0, 8);
}

/**
 * Topics chosen from the library's list as the admin types (arrows and Enter, or a click). A
 * topic the library does not have yet is added only after the admin confirms it; one that
 * differs only in case is the existing topic.
 */
export function TopicsField({
  topics,
  all,
  onChange,
  error,
}: {
  topics: string[];
  all: readonly string[];
  onChange: (topics: string[]) => void;
  error?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [confirming, setConfirming] = useState<string | null>(null);
  const suggestions = topicSuggestions(all, topics, typed);

  const add = (topic: string) => {
    const existing = all.find((t) => same(t, topic)) ?? topic.trim();
    if (!topics.some((t) => same(t, existing))) onChange([...topics, existing]);
    setTyped('');
    setActive(0);
    setConfirming(null);
    input.current?.focus();
  };

  const pick = () => {
    const text = typed.trim();
    const chosen = open ? suggestions[active] : undefined;
    if (chosen) add(chosen);
    else if (text !== '') {
      if (all.some((t) => same(t, text))) add(text);
      else setConfirming(text);
    }
  };

  return (
    <div className="flex min-w-0 flex-col gap-1 sm:col-span-2">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Topics
      </label>
      {topics.length > 0 ? (
        <ul aria-label="Chosen topics" className="flex flex-wrap gap-2">
          {topics.map((t) => (
            <li
              key={t}
              className="inline-flex items-center gap-1 rounded-full bg-subtle py-0.5 pr-1 pl-3 text-sm"
            >
              {t}
              <button
                type="button"
                className="icon-btn size-7"
                aria-label={`Remove topic ${t}`}
                onClick={() => onChange(topics.filter((x) => x !== t))}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="relative">
        <input
          ref={input}
          id={id}
          className="input"
          role="combobox"
          aria-expanded={open && suggestions.length > 0}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={open && suggestions[active] ? `${id}-opt-${active}` : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          value={typed}
          autoComplete="off"
          onChange={(e) => {
            setTyped(e.target.value);
            setOpen(true);
            setActive(0);
            setConfirming(null);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              e.preventDefault();
              setOpen(true);
              const step = e.key === 'ArrowDown' ? 1 : -1;
              setActive((a) => (a + step + suggestions.length) % Math.max(suggestions.length, 1));
            } else if (e.key === 'Enter') {
              e.preventDefault();
              pick();
            } else if (e.key === 'Escape') {
              setOpen(false);
              setConfirming(null);
            } else if (e.key === 'Backspace' && typed === '' && topics.length > 0) {
              onChange(topics.slice(0, -1));
            }
          }}
        />
        {open && suggestions.length > 0 ? (
          <div
            id={`${id}-list`}
            role="listbox"
            aria-label="Topics of the library"
            className="absolute z-20 mt-1 max-h-60 w-full overflow-auto rounded-md border border-border bg-surface p-1 shadow-lg"
          >
            {suggestions.map((t, i) => (
              <div
                key={t}
                id={`${id}-opt-${i}`}
                role="option"
                tabIndex={-1}
                aria-selected={i === active}
                className={`cursor-pointer rounded px-2 py-1.5 text-sm ${i === active ? 'bg-primary/10 text-primary' : 'text-ink'}`}
                onMouseDown={(e) => {
                  e.preventDefault();
                  add(t);
                }}
              >
                {t}
              </div>
            ))}
          </div>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        Type to choose from the library's topics; Enter adds the highlighted one.
      </p>
      {confirming ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-2 rounded-md border border-border bg-subtle p-2 text-sm"
        >
          <span>“{confirming}” is not a topic of the library yet. Add it as a new topic?</span>
          <button type="button" className="btn-primary px-3 py-1" onClick={() => add(confirming)}>
            Add new topic
          </button>
          <button
            type="button"
            className="btn-ghost px-3 py-1"
            onClick={() => {
              setConfirming(null);
              input.current?.focus();
            }}
          >
            Cancel
          </button>
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
