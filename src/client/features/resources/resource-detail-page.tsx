import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useDeferredValue } from 'react';
import { useParams } from 'react-router';
import { TagBadges } from '../../components/content/badges';
import { BlockRenderer, orderedBlocks, withoutRepeatedLede } from '../../components/content/block-renderer';
import { FellowshipPromo } from '../../components/content/fellowship-promo';
import { EXTERNAL_LINK_PROPS, isExternalHref, usableLink } from '../../components/content/links';
import { publicResourceQuery } from '../../components/content/queries';
import { SrHint } from '../../components/content/sr-hint';
import {
  BackLink,
  DetailSkeleton,
  ErrorState,
  NotFoundState,
  PageContainer,
} from '../../components/content/states';
import { useIsMember } from '../../components/content/use-member';
import { VideoPlayer } from '../../components/content/video-player';
import { isApiError } from '../../lib/api';
import { typeLabel } from '../content/card/card-action';
import { RelatedSection, useItemTitle } from '../content/detail';
import { DetailTitle } from '../content/detail-title';

export const RELATED_RESOURCES = 6;

/** Public resource page (/resources/{id}): anyone may read it; members can also save it. */
export default function ResourceDetailPage() {
  const id = useParams().id ?? '';
  const member = useIsMember();
  const query = useQuery(publicResourceQuery(id));
  // Drawn in a background render that yields to the browser (see PagedCards).
  const data = useDeferredValue(query.isPending ? undefined : query.data);
  useItemTitle(query.data?.item.title);

  if (query.isPending) return <DetailSkeleton label="Loading resource…" />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) {
      return (
        <NotFoundState
          title="Resource Not Found"
          message="The resource you are looking for does not exist or has been removed."
          backTo={member ? '/resources' : '/public-events'}
          backLabel={member ? 'Back to Resources' : 'See our sessions'}
        />
      );
    }
    return (
      <PageContainer>
        <ErrorState
          message="The resource could not be loaded. Please try again."
          onRetry={() => void query.refetch()}
        />
      </PageContainer>
    );
  }

  if (!data) return <DetailSkeleton label="Loading resource…" />;
  const { item, blocks, related } = data;
  const content = withoutRepeatedLede(orderedBlocks(blocks), item.shortDescription);
  const link = usableLink(item.url);
  // Text resources link to this very page; only a link elsewhere is worth a button.
  const externalLink = link && isExternalHref(link) && link !== item.recordingUrl ? link : null;

  return (
    <PageContainer>
      {member ? <BackLink to="/resources">Back to Resources</BackLink> : null}
      <article className="max-w-3xl">
        <header className="mb-8 flex flex-col gap-4">
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">
            {typeLabel(item)}
            {item.source ? ` · ${item.source}` : ''}
          </p>
          <DetailTitle item={item} canSave={member} />
          <TagBadges tags={item.topics} label="Topics" static={!member} />
          {item.shortDescription ? <p className="text-lg text-muted">{item.shortDescription}</p> : null}
          {externalLink ? (
            <a href={externalLink} {...EXTERNAL_LINK_PROPS} className="btn-primary self-start">
              Open resource
              <ExternalLink className="size-4" aria-hidden="true" />
              <SrHint>(opens in a new tab)</SrHint>
            </a>
          ) : null}
        </header>
        {item.recordingUrl ? (
          <section aria-label="Video" className="mb-8">
            <VideoPlayer url={item.recordingUrl} title={item.title} kind="resource" />
          </section>
        ) : null}
        {content.length > 0 ? <BlockRenderer blocks={content} videoKind="resource" /> : null}
      </article>
      {member ? null : (
        <div className="mt-10">
          <FellowshipPromo />
        </div>
      )}
      <RelatedSection title="Related resources" cards={related} limit={RELATED_RESOURCES} />
    </PageContainer>
  );
}
