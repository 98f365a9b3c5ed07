import { cardCoverUrl } from '@shared/domain/covers';
import { isSavable } from '@shared/domain/saving';
import type { ContentCard } from '@shared/content-card';
import { formatEventDate } from '@shared/domain/events';
import { icsFileName } from '@shared/domain/ics';
import { formatViewCount } from '@shared/domain/view-count';
import { clsx } from 'clsx';
import {
  Briefcase,
  CalendarDays,
  CalendarPlus,
  CirclePlay,
  Download,
  FileText,
  FlaskConical,
  Headphones,
  LayoutGrid,
  Lock,
  type LucideIcon,
  PenLine,
  Video,
} from 'lucide-react';
import { Tooltip } from 'radix-ui';
import { type MouseEvent, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { distinctTags, Pill, TagBadges } from '../../components/content/badges';
import { canAddToCalendar, downloadCalendarInvite } from '../../components/content/calendar';
import {
  calendarInvitePath,
  contentPath,
  EXTERNAL_LINK_PROPS,
  isResourcePagePath,
  usableLink,
} from '../../components/content/links';
import { recordView } from '../../components/content/queries';
import { SrHint } from '../../components/content/sr-hint';
import { useIsMember } from '../../components/content/use-member';
import { VideoDialog } from '../../components/content/video-dialog';
import { getConfig } from '../../lib/config';
import { loginPathFor } from '../../lib/redirect';
import { toast } from '../../lib/toast';
import { SaveMenu } from '../library/save-menu';

/** What a click on the card does. */
export type CardAction =
  | { kind: 'internal'; to: string }
  | { kind: 'new-tab'; href: string }
  | { kind: 'video'; url: string; videoKind: 'resource' | 'event' };

export interface CardContext {
  /** On a /resources/{id} page resources with a link navigate inside the app. */
  onResourcePage: boolean;
  /** Events with a recording open it in a dialog instead of their page. */
  preferDialog: boolean;
}

export function cardAction(card: ContentCard, context: CardContext): CardAction {
  switch (card.presentedType) {
    case 'case-study':
      return { kind: 'internal', to: contentPath(card) };
    case 'canvas':
      return { kind: 'new-tab', href: contentPath(card) };
    case 'event':
      if (context.preferDialog && card.recordingUrl) {
        return { kind: 'video', url: card.recordingUrl, videoKind: 'event' };
      }
      return { kind: 'internal', to: contentPath(card) };
    case 'research':
    case 'active_research':
      return { kind: 'internal', to: contentPath(card) };
    default: {
      if (card.recordingUrl && !card.isPraxisCase) {
        return { kind: 'video', url: card.recordingUrl, videoKind: 'resource' };
      }
      const link = usableLink(card.url);
      if (link && !context.onResourcePage) return { kind: 'new-tab', href: link };
      return { kind: 'internal', to: contentPath(card) };
    }
  }
}

const TYPE_LABELS: Record<string, string> = {
  'case-study': 'Case study',
  canvas: 'Canvas',
  event: 'Event',
  research: 'Research',
  active_research: 'Active research',
};
const CONTENT_LABELS: Record<string, string> = {
  video: 'Video',
  audio: 'Audio',
  framework: 'Framework',
  text: 'Resource',
};

export function typeLabel(card: Pick<ContentCard, 'presentedType' | 'contentType'>): string {
  return TYPE_LABELS[card.presentedType] ?? CONTENT_LABELS[card.contentType] ?? 'Resource';
}

function typeIcon(card: Pick<ContentCard, 'presentedType' | 'contentType'>): LucideIcon {
  switch (card.presentedType) {
    case 'case-study':
      return Briefcase;
    case 'canvas':
      return LayoutGrid;
    case 'event':
      return CalendarDays;
    case 'research':
    case 'active_research':
      return FlaskConical;
    default:
      if (card.contentType === 'video') return Video;
      if (card.contentType === 'audio') return Headphones;
      return FileText;
  }
}

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
}: {
  card: ContentCard;
  className?: string;
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const link = usableLink(card.image);
  // The card prints the title below: a generated cover comes without it.
  const src = link ? cardCoverUrl(link) : link;
  const Icon = typeIcon(card);
  return (
    <div className={clsx('relative aspect-[16/9] w-full overflow-hidden bg-accent', className)}>
      {src && !failed ? (
        <img
          src={src}
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

const actionBase =
  'relative z-10 inline-flex h-9 items-center gap-1.5 rounded-md border px-3 text-sm font-medium transition-colors';
const actionButton = clsx(actionBase, 'border-border bg-surface text-ink hover:bg-subtle');
const actionPrimary = clsx(
  actionBase,
  'border-primary bg-primary text-primary-foreground hover:bg-primary-hover',
);

/**
 * Research: "Download" (the PDF, else the link); active research: "Contribute". A missing or
 * placeholder link answers with an info toast instead of a dead link.
 */
export function ResearchAction({
  card,
  className,
  downloadLabel = 'Download',
  variant = 'outline',
}: {
  card: ContentCard;
  className?: string;
  downloadLabel?: string;
  variant?: 'outline' | 'primary';
}) {
  const look = clsx(variant === 'primary' ? actionPrimary : actionButton, className);
  const contribute = card.presentedType === 'active_research';
  const href = contribute ? usableLink(card.url) : (usableLink(card.pdfUrl) ?? usableLink(card.url));
  const label = contribute ? 'Contribute' : downloadLabel;
  const Icon = contribute ? PenLine : Download;
  const name = `${label}: ${card.title}`;
  if (href) {
    return (
      <a
        href={href}
        {...EXTERNAL_LINK_PROPS}
        aria-label={`${name} (opens in a new tab)`}
        onClick={(event) => event.stopPropagation()}
        className={look}
      >
        <Icon className="size-4" aria-hidden="true" />
        {label}
      </a>
    );
  }
  return (
    <button
      type="button"
      aria-label={name}
      onClick={(event) => {
        event.stopPropagation();
        toast.info(contribute ? 'Contribution link not available' : 'Download link not available');
      }}
      className={look}
    >
      <Icon className="size-4" aria-hidden="true" />
      {label}
    </button>
  );
}

/**
 * "Add to calendar": members download the server's invite (it knows the session's length);
 * visitors of the public events page get one built in the browser (one hour by default).
 */
export function CalendarButton({
  card,
  serverInvite,
  variant = 'outline',
  className,
}: {
  card: ContentCard;
  /** The server's .ics address, for members. */
  serverInvite?: string | null;
  variant?: 'outline' | 'primary';
  className?: string;
}) {
  const look = clsx(variant === 'primary' ? actionPrimary : actionButton, 'shrink-0', className);
  const label = `Add to calendar: ${card.title}`;
  const content = (
    <>
      <CalendarPlus className="size-4" aria-hidden="true" />
      Add to calendar
    </>
  );
  const href = usableLink(serverInvite);
  if (href) {
    return (
      <a
        href={href}
        download={icsFileName(card.title)}
        aria-label={label}
        onClick={(event) => event.stopPropagation()}
        className={look}
      >
        {content}
      </a>
    );
  }
  return (
    <button
      type="button"
      aria-label={label}
      onClick={(event) => {
        event.stopPropagation();
        downloadCalendarInvite(card);
      }}
      className={look}
    >
      {content}
    </button>
  );
}

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
        <button type="button" aria-haspopup="dialog" onClick={onOpen} className={primaryClass}>
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
        className,
      )}
    >
      <div className="relative">
        <CardImage card={card} priority={imagePriority} />
        {action.kind === 'video' && !locked ? (
          <span className="pointer-events-none absolute inset-0 flex items-center justify-center">
            <CirclePlay className="size-12 text-white drop-shadow-lg" aria-hidden="true" />
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
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
          <p className="line-clamp-3 text-sm text-muted">{card.shortDescription}</p>
        ) : null}
        {/* Tag pages are for members: visitors see the topics without links. */}
        <TagBadges tags={tags} label="Topics" static={locked || !signedIn} className="mt-1" />
        <div className="mt-auto flex items-center gap-2 pt-3">
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
        <VideoDialog
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
function LockedOverlay({ card }: { card: ContentCard }) {
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
