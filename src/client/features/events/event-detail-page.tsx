import { isSavable } from '@shared/domain/saving';
import { formatEventDate } from '@shared/domain/events';
import { CalendarClock, CalendarDays, Mic } from 'lucide-react';
import { useParams } from 'react-router';
import { Pill, TagBadges } from '../../components/content/badges';
import { BlockRenderer, orderedBlocks, withoutRepeatedLede } from '../../components/content/block-renderer';
import { canAddToCalendar } from '../../components/content/calendar';
import { DetailLayout } from '../../components/content/detail-layout';
import { usableLink } from '../../components/content/links';
import { BackLink, PageContainer } from '../../components/content/states';
import { VideoPlayer } from '../../components/content/video-player';
import { CalendarButton } from '../content/card/card-buttons';
import { DetailFallback, RelatedSection, useContentDetail, useItemTitle } from '../content/detail';
import { DetailTitle } from '../content/detail-title';

export const RELATED_EVENTS = 6;

export default function EventDetailPage() {
  const id = useParams().id ?? '';
  const state = useContentDetail(id, 'event');
  useItemTitle(state.status === 'ready' ? state.data.item.title : null);

  if (state.status !== 'ready') {
    return (
      <DetailFallback
        state={state}
        texts={{
          loadingLabel: 'Loading event…',
          notFoundTitle: 'Event not found',
          notFoundMessage: 'The event you are looking for does not exist or has been removed.',
          errorMessage: 'The event could not be loaded. Please try again.',
          backTo: '/events',
          backLabel: 'Back to Events',
        }}
      />
    );
  }

  const { item, blocks, related } = state.data;
  const upcoming = item.timeline === 'upcoming';
  const date = formatEventDate(item.date);
  const speakerPhoto = usableLink(item.speakerPhotoUrl);
  const content = withoutRepeatedLede(orderedBlocks(blocks), item.shortDescription);

  return (
    <PageContainer>
      <BackLink to="/events">Back to Events</BackLink>
      <DetailLayout>
        <article>
          <header className="mb-6 flex flex-col gap-4">
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-xs font-semibold tracking-wide text-muted uppercase">Event</span>
              {upcoming ? <Pill tone="upcoming">upcoming</Pill> : null}
            </div>
            {/* Upcoming events cannot be saved yet: there is nothing to watch until the recording. */}
            <DetailTitle item={item} canSave={isSavable(item, new Date())} />
            <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink">
              {date ? (
                <div className="flex items-center gap-2">
                  <dt>
                    <CalendarDays className="size-4 text-muted" aria-hidden="true" />
                    <span className="sr-only">Date</span>
                  </dt>
                  <dd>
                    <time dateTime={item.date ?? undefined}>{date}</time>
                  </dd>
                </div>
              ) : null}
              {item.speaker ? (
                <div className="flex items-center gap-2">
                  <dt>
                    {speakerPhoto ? (
                      <img
                        src={speakerPhoto}
                        alt=""
                        className="size-8 rounded-full border border-border object-cover"
                      />
                    ) : (
                      <Mic className="size-4 text-muted" aria-hidden="true" />
                    )}
                    <span className="sr-only">Speaker</span>
                  </dt>
                  <dd>{item.speaker}</dd>
                </div>
              ) : null}
            </dl>
            <TagBadges tags={item.topics} label="Topics" />
            {item.shortDescription ? <p className="text-lg text-muted">{item.shortDescription}</p> : null}
          </header>

          {upcoming ? (
            <div className="mb-8 flex flex-col gap-4 rounded-xl border border-upcoming-border bg-upcoming p-5 sm:flex-row sm:items-center">
              <CalendarClock className="size-8 shrink-0 text-primary" aria-hidden="true" />
              <p className="flex-1 text-ink">
                This event has not happened yet. The recording will be available here after the event.
              </p>
              {canAddToCalendar(item) ? (
                <CalendarButton card={item} serverInvite={item.calendarInvite} variant="primary" />
              ) : null}
            </div>
          ) : (
            <section aria-label="Recording" className="mb-8">
              <VideoPlayer url={item.recordingUrl} title={`Recording: ${item.title}`} kind="event" />
            </section>
          )}

          {content.length > 0 ? <BlockRenderer blocks={content} videoKind="event" /> : null}
        </article>
      </DetailLayout>
      <RelatedSection title="Related Events" cards={related} limit={RELATED_EVENTS} />
    </PageContainer>
  );
}
