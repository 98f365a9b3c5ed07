import type { ContentCard } from '@shared/content-card';
import { Lock } from 'lucide-react';
import { Tooltip } from 'radix-ui';
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

/** Visitors see that the item exists, and how to get to it. */
export function LockedOverlay({ card }: { card: ContentCard }) {
  const hint = `Only available to ${getConfig().appName} Fellows`;
  const login = loginPathFor({ pathname: contentPath(card) });
  return (
    <div className="absolute inset-0 z-20 flex items-center justify-center bg-surface/60 backdrop-blur-[2px]">
      <Tooltip.Provider delayDuration={150}>
        <Tooltip.Root>
          <Tooltip.Trigger asChild>
            <Link
              to={login}
              aria-label={`${card.title}: ${hint}. Log in to open it.`}
              className="inline-flex items-center gap-2 rounded-full bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground shadow-lg hover:bg-primary-hover"
            >
              <Lock className="size-4" aria-hidden="true" />
              Fellows only
            </Link>
          </Tooltip.Trigger>
          <Tooltip.Portal>
            <Tooltip.Content
              sideOffset={6}
              className="z-50 max-w-xs rounded-md bg-ink px-3 py-1.5 text-sm text-white shadow-lg"
            >
              {hint}
              <Tooltip.Arrow className="fill-ink" />
            </Tooltip.Content>
          </Tooltip.Portal>
        </Tooltip.Root>
      </Tooltip.Provider>
    </div>
  );
}
