import type { ContentCard } from '@shared/content-card';
import { SUGGESTED_SEARCHES } from '@shared/domain/recent-searches';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { ArrowRight, Clock, Loader2, Search } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { typeLabel } from '../content/card/card-action';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH, searchPath, searchQuery } from './api';
import { useOpenCard, type VideoTarget } from './open-card';
import { rememberSearch, useRecentSearches } from './recent-searches';
import { useDebouncedValue } from './use-debounced-value';

/** One choice in the list under the search box. */
export type SearchOption =
  | { kind: 'result'; card: ContentCard }
  | { kind: 'view-all'; total: number }
  | { kind: 'term'; term: string };

export type SearchStatus = 'idle' | 'loading' | 'error' | 'empty' | 'results';

export interface SearchComboboxOptions {
  /** Results shown (5 in the desktop dropdown, 10 in the mobile overlay). */
  resultLimit: number;
  /** Recent searches shown (all 5 on desktop, 3 on mobile). */
  recentLimit: number;
  /** After a search was submitted or a result opened (e.g. closes the overlay). */
  onDone?: () => void;
  /** Escape leaves the closing to someone else (the overlay's dialog). */
  escapeCloses?: boolean;
  /**
   * Whether the list is on screen (the overlay is open); by default, whether the dropdown is open.
   * Nothing is searched while it is not.
   */
  shown?: boolean;
}

/**
 * The as-you-type search behind the desktop dropdown and the mobile overlay:
 * 3+ characters search after a 300 ms pause, fewer clear the results; without results to show it
 * offers the recent searches, or the suggested ones when there are none; ArrowUp/Down move through
 * the options, Enter opens the highlighted one or goes to /search?q=…, Escape closes. A blank
 * search does nothing.
 */
export function useSearchCombobox({
  resultLimit,
  recentLimit,
  onDone,
  escapeCloses = true,
  shown,
}: SearchComboboxOptions) {
  const navigate = useNavigate();
  const openCard = useOpenCard();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const urlQuery = pathname === '/search' ? (params.get('q') ?? '') : null;
  const [value, setValue] = useState(urlQuery ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [video, setVideo] = useState<VideoTarget | null>(null);
  const listboxId = useId();

  // Keep the box in step with the results page's query (back/forward, links).
  useEffect(() => {
    if (urlQuery !== null) setValue(urlQuery);
  }, [urlQuery]);

  const trimmed = value.trim();
  const debounced = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const searching = (shown ?? open) && trimmed.length >= SEARCH_MIN_LENGTH;
  const ready = searching && debounced === trimmed;
  const query = useQuery({
    ...searchQuery({ q: debounced, pageSize: resultLimit }),
    enabled: ready,
    // While the next answer is on its way, the previous results stay rather than flicker.
    placeholderData: (previous) => (ready ? keepPreviousData(previous) : undefined),
  });
  const recent = useRecentSearches();

  const termsLabel = recent.length > 0 ? 'Recent searches' : 'Suggested searches';
  const terms = recent.length > 0 ? recent.slice(0, recentLimit) : SUGGESTED_SEARCHES;
  const data = searching ? query.data : undefined;

  let status: SearchStatus = 'idle';
  if (searching) {
    if (query.isError) status = 'error';
    else if (!data) status = 'loading';
    else status = data.items.length === 0 ? 'empty' : 'results';
  }
  const loading = searching && (!ready || query.isFetching);

  const options: SearchOption[] = [];
  if (!searching) {
    for (const term of terms) options.push({ kind: 'term', term });
  } else if (data) {
    for (const card of data.items.slice(0, resultLimit)) options.push({ kind: 'result', card });
    if (data.total > resultLimit) options.push({ kind: 'view-all', total: data.total });
  }

  // A new list starts without a highlight.
  const optionsKey = options.map((o) =>
    o.kind === 'result' ? o.card.id : o.kind === 'term' ? o.term : 'all',
  );
  const optionsSignature = optionsKey.join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for the options
  useEffect(() => setActive(-1), [optionsSignature]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const submit = (raw: string = value): void => {
    const q = raw.trim();
    if (q === '') return;
    rememberSearch(q);
    setValue(q);
    close();
    navigate(searchPath(q));
    onDone?.();
  };

  const choose = (option: SearchOption): void => {
    if (option.kind === 'term') {
      submit(option.term);
    } else if (option.kind === 'view-all') {
      submit();
    } else {
      rememberSearch(trimmed);
      close();
      onDone?.();
      const target = openCard(option.card);
      if (target) setVideo(target);
    }
  };

  const move = (step: 1 | -1) => {
    setOpen(true);
    const n = options.length;
    if (n === 0) return;
    setActive((i) => (i < 0 ? (step === 1 ? 0 : n - 1) : (i + step + n) % n));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter': {
        if (event.nativeEvent.isComposing) return;
        event.preventDefault();
        const option = open && active >= 0 ? options[active] : undefined;
        if (option) choose(option);
        else submit();
        break;
      }
      case 'Escape':
        if (!escapeCloses) return;
        if (open) {
          event.preventDefault();
          close();
        }
        break;
      default:
    }
  };

  const optionId = (index: number) => `${listboxId}-option-${index}`;

  // Keep the highlighted option visible in the scrolling list.
  useEffect(() => {
    if (active >= 0)
      document.getElementById(`${listboxId}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listboxId]);

  return {
    value,
    setValue: (next: string) => {
      setValue(next);
      setOpen(true);
    },
    open,
    setOpen,
    close,
    active,
    setActive,
    options,
    status,
    loading,
    total: data?.total ?? 0,
    termsLabel,
    listboxId,
    optionId,
    submit,
    choose,
    onKeyDown,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      submit();
    },
    retry: () => void query.refetch(),
    video,
    closeVideo: () => setVideo(null),
  };
}

export type SearchCombobox = ReturnType<typeof useSearchCombobox>;

/** The input's combobox attributes (ARIA 1.2 combobox with a listbox popup). */
export function comboboxProps(box: SearchCombobox, expanded: boolean) {
  return {
    role: 'combobox',
    'aria-expanded': expanded,
    'aria-controls': expanded ? box.listboxId : undefined,
    'aria-autocomplete': 'list' as const,
    'aria-activedescendant': expanded && box.active >= 0 ? box.optionId(box.active) : undefined,
  };
}

/** What the dropdown and the overlay show: a status line and the listbox of options. */
export function SearchPanel({ box, className }: { box: SearchCombobox; className?: string }) {
  const headingId = useId();
  const { options, status } = box;
  const terms = status === 'idle';
  return (
    <div className={className}>
      {status === 'loading' || (box.loading && status !== 'idle') ? (
        <p role="status" className="flex items-center gap-2 px-3 py-2 text-sm text-muted">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          Searching...
        </p>
      ) : null}
      {status === 'empty' && !box.loading ? (
        <p role="status" className="px-3 py-3 text-sm text-muted">
          No results found.
        </p>
      ) : null}
      {status === 'error' ? (
        <div role="alert" className="px-3 py-3 text-sm text-ink">
          <p>There was an error performing your search. Please try again.</p>
          <button
            type="button"
            className="link mt-1"
            onMouseDown={(e) => e.preventDefault()}
            onClick={box.retry}
          >
            Try again
          </button>
        </div>
      ) : null}
      {options.length > 0 ? (
        <p id={headingId} className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">
          {terms ? box.termsLabel : 'Results'}
        </p>
      ) : null}
      <div
        id={box.listboxId}
        role="listbox"
        aria-labelledby={options.length > 0 ? headingId : undefined}
        aria-label={options.length > 0 ? undefined : 'Search suggestions'}
      >
        {options.map((option, index) => (
          <OptionRow key={optionKey(option)} box={box} option={option} index={index} />
        ))}
      </div>
    </div>
  );
}

const optionKey = (o: SearchOption) =>
  o.kind === 'result' ? `r:${o.card.id}` : o.kind === 'term' ? `t:${o.term}` : 'view-all';

function OptionRow({ box, option, index }: { box: SearchCombobox; option: SearchOption; index: number }) {
  const selected = box.active === index;
  return (
    <div
      id={box.optionId(index)}
      role="option"
      aria-selected={selected}
      tabIndex={-1}
      // Keep the focus in the input: the click chooses, the input keeps typing.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => !selected && box.setActive(index)}
      onClick={() => box.choose(option)}
      onKeyDown={() => {}}
      className={clsx(
        'mx-1 flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 text-sm text-ink',
        selected ? 'bg-accent' : 'hover:bg-subtle',
      )}
    >
      {option.kind === 'result' ? (
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium">{option.card.title}</span>
          <span className="block truncate text-xs text-muted">
            {[typeLabel(option.card), option.card.topics[0]].filter(Boolean).join(' · ')}
          </span>
        </span>
      ) : option.kind === 'view-all' ? (
        <>
          <span className="flex-1 font-medium text-primary">View all {option.total} results</span>
          <ArrowRight className="size-4 text-primary" aria-hidden="true" />
        </>
      ) : (
        <>
          {box.termsLabel === 'Recent searches' ? (
            <Clock className="size-4 shrink-0 text-muted" aria-hidden="true" />
          ) : (
            <Search className="size-4 shrink-0 text-muted" aria-hidden="true" />
          )}
          <span className="min-w-0 flex-1 truncate">{option.term}</span>
        </>
      )}
    </div>
  );
}
