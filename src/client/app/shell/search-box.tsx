import { MAX_RECENT_SEARCHES } from '@shared/domain/recent-searches';
import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { DeferredVideoDialog } from '../../components/content/deferred-video-dialog';
import { useIsMobile } from '../../components/content/use-media-query';
import { deferred, useDeferredDialog } from '../../components/deferred';
import { DROPDOWN_RESULTS, OVERLAY_RECENT, OVERLAY_RESULTS } from '../../features/search/api';
import { type SearchCombobox, SearchPanel, useSearchCombobox } from '../../features/search/search-combobox';
import { SearchField } from './search-field';

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

function ResultVideo({ box }: { box: SearchCombobox }) {
  if (!box.video) return null;
  return (
    <DeferredVideoDialog.Component
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

const Overlay = deferred(() => import('./mobile-search-overlay').then((m) => m.default));

/**
 * Below 768 px: the top bar's search button opens a full-screen overlay with Cancel, 10 results
 * and 3 recent searches (its code loads when it is first wanted). Ctrl/Cmd+K opens it too.
 */
export function MobileSearch() {
  const isMobile = useIsMobile();
  const { open, setOpen, trigger, triggerProps } = useDeferredDialog(Overlay);
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
      <button {...triggerProps} className="icon-btn" aria-label="Search">
        <Search className="size-5" aria-hidden="true" />
      </button>
      {open ? <Overlay.Component box={box} onClose={() => setOpen(false)} trigger={trigger} /> : null}
      <ResultVideo box={box} />
    </>
  );
}
