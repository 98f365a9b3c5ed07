import type { ContentCard } from '@shared/content-card';
import { Lock } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { contentPath } from '../../../components/content/links';
import { getConfig } from '../../../lib/config';
import { loginPathFor } from '../../../lib/redirect';

/**
 * Public pages: the server marks cards `locked` for visitors; a card without the flag is locked
 * for anyone who is not a member.
 */
export function lockedUnlessMember(member: boolean) {
  return (card: ContentCard): { locked: boolean } => ({
    locked: 'locked' in card && typeof card.locked === 'boolean' ? card.locked : !member,
  });
}

/** How long a pointer rests on the lock before its hint shows. */
const HINT_DELAY_MS = 150;

/**
 * Visitors see that the item exists, and how to get to it. The lock's hint shows while a pointer
 * rests on it or the keyboard focus is on it, and Escape hides it (a tooltip drawn here, not with
 * Radix, which would bring its positioning code into every member page).
 */
export function LockedOverlay({ card }: { card: ContentCard }) {
  const hint = `Only available to ${getConfig().appName} Fellows`;
  const login = loginPathFor({ pathname: contentPath(card) });
  const hintId = useId();
  const [shown, setShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = (delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setShown(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setShown(false);
  };
  return (
    <div className="absolute inset-0 z-20 flex items-center justify-center bg-surface/60 backdrop-blur-[2px]">
      {/* The hint is inside the hovered area, so the pointer can move onto it without losing it. */}
      <span className="relative" onPointerEnter={() => show(HINT_DELAY_MS)} onPointerLeave={hide}>
        <Link
          to={login}
          aria-label={`${card.title}: ${hint}. Log in to open it.`}
          aria-describedby={shown ? hintId : undefined}
          onFocus={() => show(0)}
          onBlur={hide}
          onKeyDown={(event) => {
            if (event.key === 'Escape') hide();
          }}
          className="inline-flex items-center gap-2 rounded-full bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground shadow-lg hover:bg-primary-hover"
        >
          <Lock className="size-4" aria-hidden="true" />
          Fellows only
        </Link>
        {shown ? (
          <span
            id={hintId}
            role="tooltip"
            className="absolute bottom-full left-1/2 z-50 mb-2 w-max max-w-xs -translate-x-1/2 rounded-md bg-ink px-3 py-1.5 text-center text-sm text-white shadow-lg"
          >
            {hint}
          </span>
        ) : null}
      </span>
    </div>
  );
}
