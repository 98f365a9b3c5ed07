import { clsx } from 'clsx';
import { Info } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { deferred } from '../../components/deferred';
import type { CompetencyText } from './competency-info-panel';

/** The hover card stays this long after the pointer (or focus) leaves, so it can be reached. */
export const HOVER_CLOSE_DELAY_MS = 150;
export const HOVER_OPEN_DELAY_MS = 200;

/** The panel (Radix positioning and dismissal) loads when a pointer or the focus first reaches a button. */
const Panel = deferred(() => import('./competency-info-panel').then((m) => m.default));

/**
 * A competency's description and its five levels, three ways in: a hover card when the pointer
 * rests on the info button or keyboard focus reaches it, and the same text in a popover when the
 * button is pressed (a tap on a touch screen, Enter or Space), which stays until dismissed and
 * which screen readers read as a dialog. The button is plain: the results page draws fifteen of
 * them, and none needs the panel's code before it is used.
 */
export function CompetencyInfo({
  competency,
  className,
  label = 'Levels',
}: {
  competency: CompetencyText;
  className?: string;
  /** Visible text beside the icon; empty for the icon alone. */
  label?: string;
}) {
  const [hover, setHover] = useState(false);
  const [pinned, setPinned] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Focus that comes back to the button when the popover closes must not open the hover card.
  const ignoreFocus = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);

  const hoverIn = (delay: number) => {
    clearTimeout(timer.current);
    if (pinned) return;
    timer.current = setTimeout(() => setHover(true), delay);
  };
  const hoverOut = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setHover(false), HOVER_CLOSE_DELAY_MS);
  };
  const closeAll = () => {
    clearTimeout(timer.current);
    setHover(false);
    setPinned(false);
  };
  const returnFocus = () => {
    if (!button.current || document.activeElement === button.current) return;
    ignoreFocus.current = true;
    button.current.focus();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={`About ${competency.name}: description and levels`}
        aria-haspopup="dialog"
        aria-expanded={pinned}
        className={clsx(
          'inline-flex min-h-9 min-w-9 items-center justify-center gap-1 rounded-md border border-border bg-surface px-2 text-sm font-medium text-ink transition-colors hover:bg-subtle',
          className,
        )}
        onPointerEnter={(event) => {
          Panel.preload();
          // A touch is a press, not a hover: the popover answers it.
          if (event.pointerType !== 'touch') hoverIn(HOVER_OPEN_DELAY_MS);
        }}
        onPointerLeave={hoverOut}
        onPointerDown={Panel.preload}
        onFocus={() => {
          Panel.preload();
          if (ignoreFocus.current) ignoreFocus.current = false;
          else hoverIn(HOVER_OPEN_DELAY_MS);
        }}
        onBlur={() => {
          ignoreFocus.current = false;
          if (!pinned) hoverOut();
        }}
        onKeyDown={(event) => {
          // Also before the panel's code is here, and for a hover card still waiting to open.
          if (event.key === 'Escape') closeAll();
        }}
        onClick={() => {
          if (pinned) return closeAll();
          clearTimeout(timer.current);
          setHover(false);
          setPinned(true);
        }}
      >
        <Info className="size-4" aria-hidden="true" />
        {label ? <span aria-hidden="true">{label}</span> : null}
      </button>
      {hover || pinned ? (
        <Panel.Component
          // A new panel for each way in: the popover takes the focus when it opens, the hover card never.
          key={pinned ? 'pinned' : 'hover'}
          competency={competency}
          anchor={button}
          mode={pinned ? 'pinned' : 'hover'}
          onClose={closeAll}
          returnFocus={returnFocus}
          onHover={(inside) => (inside ? clearTimeout(timer.current) : hoverOut())}
        />
      ) : null}
    </>
  );
}
