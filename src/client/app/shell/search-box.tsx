import { MAX_RECENT_SEARCHES } from '@shared/domain/recent-searches';
import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type Ref, useEffect, useRef, useState } from 'react';
import { useIsMobile } from '../../components/content/use-media-query';
import { VideoDialog } from '../../components/content/video-dialog';
import { DROPDOWN_RESULTS, OVERLAY_RECENT, OVERLAY_RESULTS } from '../../features/search/api';
import {
  comboboxProps,
  type SearchCombobox,
  SearchPanel,
  useSearchCombobox,
} from '../../features/search/search-combobox';

/** Ctrl+K (Cmd+K on a Mac) anywhere in the app. */
function useSearchHotkey(enabled: boolean, onTrigger: () => void) {
  const latest = useRef(onTrigger);
  latest.current = onTrigger;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        latest.current();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}

const inputClass = 'input h-10 pl-9 [&::-webkit-search-cancel-button]:cursor-pointer';

/** The search form: one labelled combobox input (the same on desktop and in the overlay). */
function SearchField({
  box,
  id,
  expanded,
  inputRef,
  className,
  autoFocus,
  onFocus,
  onBlur,
  placeholder = 'Search resources, case studies, events…',
  keyShortcuts,
}: {
  box: SearchCombobox;
  id: string;
  expanded: boolean;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
  autoFocus?: boolean;
  onFocus?: () => void;
  onBlur?: () => void;
  placeholder?: string;
  keyShortcuts?: string;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: <form role="search"> is the pattern every browser and screen reader supports.
    <form
      role="search"
      aria-label="Site search"
      className={clsx('relative', className)}
      onSubmit={box.onSubmit}
    >
      <label htmlFor={id} className="sr-only">
        Search
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        aria-hidden="true"
      />
      <input
        ref={inputRef}
        id={id}
        type="search"
        name="q"
        value={box.value}
        onChange={(e) => box.setValue(e.target.value)}
        onKeyDown={box.onKeyDown}
        onFocus={onFocus}
        onBlur={onBlur}
        placeholder={placeholder}
        aria-keyshortcuts={keyShortcuts}
        autoComplete="off"
        enterKeyHint="search"
        // biome-ignore lint/a11y/noAutofocus: only in the overlay the member just opened to search.
        autoFocus={autoFocus}
        className={inputClass}
        {...comboboxProps(box, expanded)}
      />
    </form>
  );
}

function ResultVideo({ box }: { box: SearchCombobox }) {
  if (!box.video) return null;
  return (
    <VideoDialog
      open
      onOpenChange={(open) => !open && box.closeVideo()}
      title={box.video.title}
      url={box.video.url}
      kind={box.video.kind}
      description={box.video.description}
    />
  );
}

/**
 * The desktop top-bar search (from 768 px): a dropdown under the box with up to 5 results,
 * 'View all N results', or the recent / suggested searches.
 */
export function SearchBox({ id, className }: { id: string; className?: string }) {
  const isMobile = useIsMobile();
  const box = useSearchCombobox({ resultLimit: DROPDOWN_RESULTS, recentLimit: MAX_RECENT_SEARCHES });
  const inputRef = useRef<HTMLInputElement>(null);
  const expanded = box.open;

  useSearchHotkey(!isMobile, () => {
    inputRef.current?.focus();
    inputRef.current?.select();
    box.setOpen(true);
  });

  return (
    <div className={clsx('relative', className)}>
      <SearchField
        box={box}
        id={id}
        expanded={expanded}
        inputRef={inputRef}
        keyShortcuts="Control+K Meta+K"
        onFocus={() => box.setOpen(true)}
        // Options keep the focus in the input (see SearchPanel), so leaving the input leaves the search.
        onBlur={box.close}
      />
      {expanded ? (
        <SearchPanel
          box={box}
          className="absolute top-full right-0 left-0 z-30 mt-1 max-h-[400px] overflow-y-auto rounded-lg border border-border bg-surface py-1 shadow-lg"
        />
      ) : null}
      <ResultVideo box={box} />
    </div>
  );
}

/**
 * Below 768 px: the top bar's search button opens a full-screen overlay with Cancel, 10 results
 * and 3 recent searches. Ctrl/Cmd+K opens it too.
 */
export function MobileSearch() {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const box = useSearchCombobox({
    resultLimit: OVERLAY_RESULTS,
    recentLimit: OVERLAY_RECENT,
    onDone: () => setOpen(false),
    // Escape closes the overlay itself (the dialog handles it).
    escapeCloses: false,
    shown: open,
  });
  useSearchHotkey(isMobile, () => setOpen(true));

  return (
    <>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger className="icon-btn" aria-label="Search">
          <Search className="size-5" aria-hidden="true" />
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed inset-0 z-50 flex flex-col bg-surface outline-none motion-safe:animate-fade-in"
          >
            <Dialog.Title className="sr-only">Search</Dialog.Title>
            <div className="flex items-center gap-2 border-b border-border px-3 py-2">
              <SearchField
                box={box}
                id="mobile-search"
                expanded
                autoFocus
                placeholder="Search the library…"
                className="flex-1"
              />
              <Dialog.Close className="btn-ghost px-3">Cancel</Dialog.Close>
            </div>
            <SearchPanel box={box} className="flex-1 overflow-y-auto overscroll-contain py-2" />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <ResultVideo box={box} />
    </>
  );
}
