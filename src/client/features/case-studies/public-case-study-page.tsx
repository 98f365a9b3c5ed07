import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { distinctTags, TagBadges } from '../../components/content/badges';
import { BlockRenderer } from '../../components/content/block-renderer';
import { FellowshipPromo } from '../../components/content/fellowship-promo';
import { contentPath } from '../../components/content/links';
import { publicCaseStudyQuery } from '../../components/content/queries';
import { DetailSkeleton, ErrorState, NotFoundState, PageContainer } from '../../components/content/states';
import { useIsMember } from '../../components/content/use-member';
import { isApiError } from '../../lib/api';
import { CardGrid } from '../content/card-grid';
import { lockedUnlessMember } from '../content/card/locked';
import { useItemTitle } from '../content/detail';
import { caseStudyBlocks, RELATED_CASE_STUDIES } from './case-study-content';
import { ShareCaseStudyLink } from './share-case-study-link';

export default function PublicCaseStudyPage() {
  const id = useParams().id ?? '';
  const member = useIsMember();
  const query = useQuery(publicCaseStudyQuery(id));
  useItemTitle(query.data?.item.title);

  if (query.isPending) return <DetailSkeleton label="Loading case study…" />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) {
      return (
        <NotFoundState
          title="Case study not found"
          message="Could not find the requested case study"
          backTo="/public-events"
          backLabel="See our sessions"
        />
      );
    }
    return (
      <PageContainer>
        <ErrorState
          message="The case study could not be loaded. Please try again."
          onRetry={() => void query.refetch()}
        />
      </PageContainer>
    );
  }

  const { item, related } = query.data;
  // Members get the full write-up; visitors only the summary (the server sends nothing more).
  const blocks = member ? caseStudyBlocks(item, query.data.blocks) : [];
  const tags = distinctTags(item.topics, item.industry, item.headcount);

  return (
    <PageContainer>
      <article className="max-w-3xl">
        <header className="mb-8 flex flex-col gap-4">
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">
            Case study{item.source ? ` · ${item.source}` : ''}
          </p>
          <h1 className="text-2xl font-semibold tracking-tight text-ink md:text-3xl">{item.title}</h1>
          <TagBadges tags={tags} label="Tags" static={!member} />
          {item.shortDescription ? <p className="text-lg text-muted">{item.shortDescription}</p> : null}
          <div className="flex flex-wrap gap-2">
            <ShareCaseStudyLink variant="primary" />
            {member ? (
              <Link to={contentPath(item)} className="btn-outline">
                Open in the library
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            ) : null}
          </div>
        </header>
        {blocks.length > 0 ? <BlockRenderer blocks={blocks} /> : null}
      </article>
      {member ? null : (
        <div className="mt-10">
          <FellowshipPromo />
        </div>
      )}
      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mt-12 border-t border-border pt-8">
          <h2 id="related-heading" className="mb-4 text-xl font-semibold text-ink">
            Related Case Studies
          </h2>
          <CardGrid
            cards={related.slice(0, RELATED_CASE_STUDIES)}
            label="Related Case Studies"
            cardProps={lockedUnlessMember(member)}
          />
        </section>
      ) : null}
    </PageContainer>
  );
}
