import { researchPublisher, researchYear } from '@shared/domain/content';
import { Pill, TagBadges } from '../../components/content/badges';
import { BlockRenderer, orderedBlocks, withoutRepeatedLede } from '../../components/content/block-renderer';
import { DetailLayout } from '../../components/content/detail-layout';
import { usableLink } from '../../components/content/links';
import { BackLink, PageContainer } from '../../components/content/states';
import { TableOfContents, tableOfContents } from '../../components/content/table-of-contents';
import { ResearchAction } from '../content/card/card-buttons';
import { DetailFallback, useRoutedContentDetail } from '../content/detail';
import { DetailTitle } from '../content/detail-title';

export default function ResearchDetailPage() {
  const state = useRoutedContentDetail('research');

  if (state.status !== 'ready') {
    return (
      <DetailFallback
        state={state}
        texts={{
          loadingLabel: 'Loading research…',
          notFoundTitle: 'Research Not Found',
          notFoundMessage: 'The research paper you are looking for does not exist or has been removed.',
          errorMessage: 'Failed to load research papers',
          backTo: '/research',
          backLabel: 'Back to Research',
        }}
      />
    );
  }

  const { item, blocks } = state.data;
  const content = withoutRepeatedLede(orderedBlocks(blocks), item.shortDescription);
  // The table lists the paper's main (level-1) sections.
  const { entries, anchors } = tableOfContents(content, { maxLevel: 1 });
  const active = item.presentedType === 'active_research';
  const hasLink = active ? usableLink(item.url) : (usableLink(item.pdfUrl) ?? usableLink(item.url));

  return (
    <PageContainer>
      <BackLink to="/research">Back to Research</BackLink>
      <DetailLayout toc={entries.length > 0 ? <TableOfContents entries={entries} /> : undefined}>
        <article>
          <header className="mb-8 flex flex-col gap-4">
            <div className="flex flex-wrap items-center gap-2">
              <Pill tone={active ? 'upcoming' : 'neutral'}>
                {active ? 'Active research' : researchYear(item.year)}
              </Pill>
              <span className="text-sm text-muted">{item.publisher ?? researchPublisher(item)}</span>
            </div>
            <DetailTitle item={item} canSave />
            {item.shortDescription ? <p className="text-lg text-muted">{item.shortDescription}</p> : null}
            <TagBadges tags={item.topics} label="Topics" />
            {hasLink ? (
              <ResearchAction
                card={item}
                downloadLabel="Download PDF"
                variant="primary"
                className="self-start"
              />
            ) : null}
          </header>
          {content.length > 0 ? (
            <BlockRenderer blocks={content} anchors={anchors} />
          ) : (
            <p className="rounded-lg border border-dashed border-border bg-surface p-6 text-muted">
              No summary is available for this paper yet.
              {hasLink && !active ? ' Download the PDF to read it in full.' : ''}
            </p>
          )}
        </article>
      </DetailLayout>
    </PageContainer>
  );
}
