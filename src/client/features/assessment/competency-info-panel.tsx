import type { Competency } from '@shared/contract/assessment';
import { CATEGORY_COLORS } from '@shared/domain/assessment';
import { Popover } from 'radix-ui';
import { type RefObject, useId, useRef } from 'react';
import { categoryLabel } from './format';

export type CompetencyText = Pick<Competency, 'name' | 'category' | 'description' | 'levels'>;

export interface CompetencyPanelProps {
  competency: CompetencyText;
  /** The info button the panel sits under (it is not a Radix trigger: it is drawn before this code loads). */
  anchor: RefObject<HTMLButtonElement | null>;
  /**
   * `hover`: shown while the pointer or the focus is on the button, the focus stays there;
   * `pinned`: opened by a press, read as a dialog with the focus inside, until dismissed.
   */
  mode: 'hover' | 'pinned';
  onClose: () => void;
  /** Gives the focus back to the button (the popover closing, unless a press elsewhere took it). */
  returnFocus: () => void;
  /** The pointer entering or leaving the hover card (which keeps it open while it is read). */
  onHover: (inside: boolean) => void;
}

// The panel never grows past the room Radix finds beside the button: longer text scrolls inside it.
const panelClass =
  'z-50 max-h-[min(32rem,var(--radix-popover-content-available-height))] w-[min(24rem,calc(100vw-1.5rem))] overflow-y-auto rounded-xl border border-border bg-surface p-4 text-sm text-ink shadow-xl motion-safe:animate-fade-in';

/** The competency's description and levels beside its info button: Radix positions it and closes it. */
export default function CompetencyPanel({
  competency,
  anchor,
  mode,
  onClose,
  returnFocus,
  onHover,
}: CompetencyPanelProps) {
  const titleId = useId();
  const pinned = mode === 'pinned';
  const pressedElsewhere = useRef(false);
  return (
    <Popover.Root open onOpenChange={(open) => open || onClose()}>
      <Popover.Anchor virtualRef={anchor as RefObject<HTMLButtonElement>} />
      <Popover.Portal>
        <Popover.Content
          side="bottom"
          align="start"
          sideOffset={6}
          collisionPadding={12}
          className={panelClass}
          {...(pinned
            ? {
                'aria-labelledby': titleId,
                onCloseAutoFocus: (event: Event) => {
                  event.preventDefault();
                  if (!pressedElsewhere.current) returnFocus();
                },
              }
            : {
                // A hover card: no dialog, and the focus stays on the button.
                role: undefined,
                'data-testid': 'competency-hover-card',
                onOpenAutoFocus: (event: Event) => event.preventDefault(),
                onCloseAutoFocus: (event: Event) => event.preventDefault(),
                onPointerEnter: () => onHover(true),
                onPointerLeave: () => onHover(false),
              })}
          // The button toggles the panel itself: a press on it is not a press outside.
          onInteractOutside={(event) => {
            if (anchor.current?.contains(event.target as Node)) event.preventDefault();
            else pressedElsewhere.current = true;
          }}
        >
          <CompetencyLevels competency={competency} titleId={pinned ? titleId : undefined} />
          {pinned ? <Popover.Close className="btn-outline mt-3 w-full">Close</Popover.Close> : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function CompetencyLevels({ competency, titleId }: { competency: CompetencyText; titleId?: string }) {
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
