import type { Competency } from '@shared/contract/assessment';
import { CATEGORY_COLORS } from '@shared/domain/assessment';
import { clsx } from 'clsx';
import { Info } from 'lucide-react';
import { HoverCard, Popover } from 'radix-ui';
import { useId, useRef, useState } from 'react';
import { categoryLabel } from './format';

/** The hover card stays this long after the pointer (or focus) leaves, so it can be reached. */
export const HOVER_CLOSE_DELAY_MS = 150;
export const HOVER_OPEN_DELAY_MS = 200;

type CompetencyText = Pick<Competency, 'name' | 'category' | 'description' | 'levels'>;

/**
 * A competency's description and its five levels, three ways in: a hover card when the pointer
 * rests on the info button or keyboard focus reaches it, and the same text in a popover when the
 * button is pressed (a tap on a touch screen, Enter or Space), which stays until dismissed and
 * which screen readers read as a dialog.
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
  // Focus comes back to the button when the popover closes: that must not open the hover card.
  const ignoreFocus = useRef(false);
  const titleId = useId();

  return (
    <Popover.Root
      open={pinned}
      onOpenChange={(open) => {
        setPinned(open);
        if (open) setHover(false);
      }}
    >
      <HoverCard.Root
        open={hover && !pinned}
        onOpenChange={(open) => {
          if (open && ignoreFocus.current) {
            ignoreFocus.current = false;
            return;
          }
          // While the popover shows the text, a hover timer that fires must not queue the card for later.
          if (open && pinned) return;
          setHover(open);
        }}
        openDelay={HOVER_OPEN_DELAY_MS}
        closeDelay={HOVER_CLOSE_DELAY_MS}
      >
        <HoverCard.Trigger asChild>
          <Popover.Trigger asChild>
            <button
              type="button"
              aria-label={`About ${competency.name}: description and levels`}
              className={clsx(
                'inline-flex min-h-9 min-w-9 items-center justify-center gap-1 rounded-md border border-border bg-surface px-2 text-sm font-medium text-ink transition-colors hover:bg-subtle',
                className,
              )}
              onBlur={() => {
                ignoreFocus.current = false;
              }}
            >
              <Info className="size-4" aria-hidden="true" />
              {label ? <span aria-hidden="true">{label}</span> : null}
            </button>
          </Popover.Trigger>
        </HoverCard.Trigger>
        <HoverCard.Portal>
          <HoverCard.Content
            side="bottom"
            align="start"
            sideOffset={6}
            collisionPadding={12}
            data-testid="competency-hover-card"
            className={clsx(panelClass, hoverHeight)}
          >
            <CompetencyLevels competency={competency} />
          </HoverCard.Content>
        </HoverCard.Portal>
      </HoverCard.Root>
      <Popover.Portal>
        <Popover.Content
          side="bottom"
          align="start"
          sideOffset={6}
          collisionPadding={12}
          aria-labelledby={titleId}
          onCloseAutoFocus={() => {
            ignoreFocus.current = true;
          }}
          className={clsx(panelClass, popoverHeight)}
        >
          <CompetencyLevels competency={competency} titleId={titleId} />
          <Popover.Close className="btn-outline mt-3 w-full">Close</Popover.Close>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

// The panel never grows past the room Radix finds beside the button: longer text scrolls inside it.
const panelClass =
  'z-50 w-[min(24rem,calc(100vw-1.5rem))] overflow-y-auto rounded-xl border border-border bg-surface p-4 text-sm text-ink shadow-xl motion-safe:animate-fade-in';
const hoverHeight = 'max-h-[min(32rem,var(--radix-hover-card-content-available-height))]';
const popoverHeight = 'max-h-[min(32rem,var(--radix-popover-content-available-height))]';

export function CompetencyLevels({ competency, titleId }: { competency: CompetencyText; titleId?: string }) {
  return (
    <div>
      <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-muted uppercase">
        <span
          aria-hidden="true"
          className="inline-block size-3 rounded-full border border-black/10"
          style={{ backgroundColor: CATEGORY_COLORS[competency.category] }}
        />
        {categoryLabel(competency.category)}
      </p>
      <p id={titleId} className="mt-1 text-base font-semibold">
        {competency.name}
      </p>
      <p className="mt-1 text-muted">{competency.description}</p>
      <ol className="mt-3 space-y-2">
        {competency.levels.map((text, i) => (
          <li key={i} className="flex gap-2">
            <span className="inline-flex h-6 min-w-14 shrink-0 items-center justify-center rounded-full bg-accent px-2 text-xs font-semibold text-accent-foreground">
              Level {i + 1}
            </span>
            <span>{text}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
