import type { ContentCard } from '@shared/content-card';
import { clsx } from 'clsx';
import { useState } from 'react';
import { CARD_SIZES, cardImageSource } from '../../../lib/card-image-source';
import { typeIcon } from './card-action';

export { CARD_SIZES, COMPACT_CARD_SIZES } from '../../../lib/card-image-source';

/**
 * The cover image, or the type's icon on a tinted panel when there is none or it fails to load.
 * Covers in the first row of a page are likely the largest thing on screen when it first paints:
 * those (`priority`) are fetched at once and ahead of other images; the rest wait until they come
 * near the viewport. The 16:9 frame holds the space either way, so nothing moves when one arrives.
 */
export function CardImage({
  card,
  className,
  priority = false,
  sizes = CARD_SIZES,
}: {
  card: ContentCard;
  className?: string;
  priority?: boolean;
  /** How wide the cover is drawn (CARD_SIZES unless the card is laid out otherwise). */
  sizes?: string;
}) {
  const [failed, setFailed] = useState(false);
  // The card prints the title below: a generated cover comes without it.
  const source = cardImageSource(card.image, sizes);
  const Icon = typeIcon(card);
  return (
    <div className={clsx('relative aspect-[16/9] w-full overflow-hidden bg-accent', className)}>
      {source && !failed ? (
        <img
          {...source}
          alt=""
          width={640}
          height={360}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          // A first-row cover is shown with the paint that can show it; the others decode aside.
          decoding={priority ? undefined : 'async'}
          onError={() => setFailed(true)}
          className="size-full object-cover"
        />
      ) : (
        <div data-testid="card-image-fallback" className="flex size-full items-center justify-center">
          <Icon className="size-10 text-primary/70" aria-hidden="true" />
        </div>
      )}
    </div>
  );
}
