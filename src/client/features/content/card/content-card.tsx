import type { ContentCard } from '@shared/content-card';
import { formatEventDate } from '@shared/domain/events';
import { isSavable } from '@shared/domain/saving';
import { formatViewCount } from '@shared/domain/view-count';
import { clsx } from 'clsx';
import { CirclePlay } from 'lucide-react';
import { type MouseEvent, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { distinctTags, Pill, TagBadges } from '../../../components/content/badges';
import { canAddToCalendar } from '../../../components/content/calendar';
import { DeferredVideoDialog } from '../../../components/content/deferred-video-dialog';
import {
  calendarInvitePath,
  EXTERNAL_LINK_PROPS,
  isResourcePagePath,
} from '../../../components/content/links';
import { recordView } from '../../../components/content/queries';
import { SrHint } from '../../../components/content/sr-hint';
import { useIsMember } from '../../../components/content/use-member';
import { SaveMenu } from '../../library/save-menu';
import { cardAction, typeLabel } from './card-action';
import { CalendarButton, ResearchAction } from './card-buttons';
import { CardImage, COMPACT_CARD_SIZES } from './card-image';
import { LockedOverlay } from './locked';

export interface ContentCardViewProps {
  card: ContentCard;
  /** Events with a recording open the recording dialog instead of the event page. */
  preferDialog?: boolean;
  /** Hides the save control (e.g. where saving makes no sense). */
  hideSave?: boolean;
  /** Visitors of public pages: no links, a lock with the fellowship hint. */
  locked?: boolean;
  titleAs?: 'h2' | 'h3';
  className?: string;
  /** The card is in the first row of the page: its cover loads at once, ahead of the others. */
  imagePriority?: boolean;
  /**
   * On a phone, a row: a small cover beside the words, the summary in two lines. For lists that
   * show a few items of several kinds on one page (the home page), so a phone sees them all.
   */
  compactOnPhone?: boolean;
}

// The primary control stretches over the whole card; other controls sit above it (z-10).
const stretched = 'after:absolute after:inset-0 after:z-0 after:content-[""] focus-visible:outline-none';

/** The shared content card: one clickable item with its badges, meta data and actions. */
export function ContentCardView({
  card,
  preferDialog = false,
  hideSave = false,
  locked = false,
  titleAs: Title = 'h3',
  className,
  imagePriority = false,
  compactOnPhone = false,
}: ContentCardViewProps) {
  const { pathname } = useLocation();
  const signedIn = useIsMember();
  const onResourcePage = isResourcePagePath(pathname);
  const action = cardAction(card, { onResourcePage, preferDialog });
  const [videoOpen, setVideoOpen] = useState(false);

  const upcoming = card.presentedType === 'event' && card.timeline === 'upcoming';
  // Saving needs a session, and the item must be savable now (an upcoming event is not, even
  // when it is presented as a case study).
  const showSave = !locked && !hideSave && signedIn && isSavable(card, new Date());
  const eventDate = formatEventDate(card.date);
  const tags = distinctTags(card.topics).slice(0, 3);

  const onOpen = (event: MouseEvent) => {
    if (signedIn && !onResourcePage) recordView(card.id);
    if (action.kind === 'video') {
      event.preventDefault();
      setVideoOpen(true);
    }
  };

  const primaryClass = clsx(
    stretched,
    'text-left text-ink decoration-2 underline-offset-4 group-hover:underline',
  );
  let primary = <span>{card.title}</span>;
  if (!locked) {
    if (action.kind === 'internal') {
      primary = (
        <Link to={action.to} onClick={onOpen} className={primaryClass}>
          {card.title}
        </Link>
      );
    } else if (action.kind === 'new-tab') {
      primary = (
        <a href={action.href} {...EXTERNAL_LINK_PROPS} onClick={onOpen} className={primaryClass}>
          {card.title}
          <SrHint>(opens in a new tab)</SrHint>
        </a>
      );
    } else {
      primary = (
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={onOpen}
          {...DeferredVideoDialog.preloadOnIntent}
          className={primaryClass}
        >
          {card.title}
          <SrHint>(play recording)</SrHint>
        </button>
      );
    }
  }

  return (
    <article
      data-card-id={card.id}
      data-timeline={card.timeline ?? undefined}
      className={clsx(
        'group relative flex h-full flex-col overflow-hidden rounded-xl border shadow-sm transition-shadow',
        !locked && 'focus-within:ring-2 focus-within:ring-ring hover:shadow-md',
        upcoming ? 'border-upcoming-border bg-upcoming' : 'border-border bg-surface',
        compactOnPhone && 'max-sm:flex-row',
        className,
      )}
    >
      <div
        className={clsx(
          'relative',
          compactOnPhone && 'max-sm:mt-3 max-sm:ml-3 max-sm:w-28 max-sm:shrink-0 max-sm:self-start',
        )}
      >
        <CardImage
          card={card}
          priority={imagePriority}
          sizes={compactOnPhone ? COMPACT_CARD_SIZES : undefined}
          className={compactOnPhone ? 'max-sm:rounded-md' : undefined}
        />
        {action.kind === 'video' && !locked ? (
          <span className="pointer-events-none absolute inset-0 flex items-center justify-center">
            <CirclePlay className="size-12 text-white drop-shadow-lg" aria-hidden="true" />
          </span>
        ) : null}
      </div>
      <div
        className={clsx(
          'flex flex-1 flex-col gap-2 p-4',
          compactOnPhone && 'max-sm:min-w-0 max-sm:gap-1.5 max-sm:p-3',
        )}
      >
        <div className="flex flex-wrap items-center gap-2 text-xs font-semibold tracking-wide text-muted uppercase">
          <span>{typeLabel(card)}</span>
          {upcoming ? <Pill tone="upcoming">Upcoming</Pill> : null}
        </div>
        <Title className="line-clamp-3 text-base leading-snug font-semibold">{primary}</Title>
        {eventDate || card.speaker ? (
          <p className="flex flex-wrap gap-x-2 text-sm text-muted">
            {eventDate ? <time dateTime={card.date ?? undefined}>{eventDate}</time> : null}
            {eventDate && card.speaker ? <span aria-hidden="true">·</span> : null}
            {card.speaker ? <span>{card.speaker}</span> : null}
          </p>
        ) : null}
        {card.presentedType === 'research' || card.presentedType === 'active_research' ? (
          <p className="text-sm text-muted">
            {[card.publisher, card.year ? String(card.year) : null].filter(Boolean).join(' · ')}
          </p>
        ) : null}
        {card.shortDescription ? (
          <p className={clsx('line-clamp-3 text-sm text-muted', compactOnPhone && 'max-sm:line-clamp-2')}>
            {card.shortDescription}
          </p>
        ) : null}
        {/* Tag pages are for members: visitors see the topics without links. */}
        <TagBadges tags={tags} label="Topics" static={locked || !signedIn} className="mt-1" />
        <div className={clsx('mt-auto flex items-center gap-2 pt-3', compactOnPhone && 'max-sm:pt-1')}>
          {upcoming ? null : <span className="text-xs text-muted">{formatViewCount(card.viewCount)}</span>}
          <div className="ml-auto flex items-center gap-2">
            {!locked && upcoming && canAddToCalendar(card) ? (
              <CalendarButton card={card} serverInvite={signedIn ? calendarInvitePath(card.id) : null} />
            ) : null}
            {!locked && (card.presentedType === 'research' || card.presentedType === 'active_research') ? (
              <ResearchAction card={card} />
            ) : null}
            {showSave ? (
              <SaveMenu resourceId={card.id} isSaved={card.isSaved} title={card.title} card={card} />
            ) : null}
          </div>
        </div>
      </div>
      {locked ? <LockedOverlay card={card} /> : null}
      {action.kind === 'video' && videoOpen ? (
        <DeferredVideoDialog.Component
          open={videoOpen}
          onOpenChange={setVideoOpen}
          title={card.title}
          url={action.url}
          kind={action.videoKind}
          description={card.shortDescription}
        />
      ) : null}
    </article>
  );
}
