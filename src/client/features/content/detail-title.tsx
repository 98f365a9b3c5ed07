import type { ContentCard } from '@shared/content-card';
import { SaveMenu } from '../library/save-menu';

/** A detail page's heading: the item's title, with its save menu beside it when it may be saved. */
export function DetailTitle({ item, canSave }: { item: ContentCard; canSave: boolean }) {
  return (
    <div className="flex items-start gap-3">
      <h1 className="flex-1 text-2xl font-semibold tracking-tight text-ink md:text-3xl">{item.title}</h1>
      {canSave ? (
        <SaveMenu resourceId={item.id} isSaved={item.isSaved} title={item.title} card={item} />
      ) : null}
    </div>
  );
}
