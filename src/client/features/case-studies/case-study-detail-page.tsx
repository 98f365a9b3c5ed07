import { isSavable } from '@shared/domain/saving';
import { FileDown } from 'lucide-react';
import { distinctTags, TagBadges } from '../../components/content/badges';
import { BlockRenderer } from '../../components/content/block-renderer';
import { DetailLayout } from '../../components/content/detail-layout';
import { EXTERNAL_LINK_PROPS, usableLink } from '../../components/content/links';
import { SrHint } from '../../components/content/sr-hint';
import { BackLink, PageContainer } from '../../components/content/states';
import { TableOfContents, tableOfContents } from '../../components/content/table-of-contents';
import { VideoPlayer } from '../../components/content/video-player';
import { DetailFallback, RelatedSection, useRecordView, useRoutedContentDetail } from '../content/detail';
import { DetailTitle } from '../content/detail-title';
import { caseStudyBlocks, RELATED_CASE_STUDIES } from './case-study-content';

export default function CaseStudyDetailPage() {
  const state = useRoutedContentDetail('case-study');
  useRecordView(state.status === 'ready' ? state.data.item.id : null);

  if (state.status !== 'ready') {
    return (
      <DetailFallback
        state={state}
        texts={{
          loadingLabel: 'Loading case study…',
          notFoundTitle: 'Case study not found',
          notFoundMessage: 'Could not find the requested case study',
          errorMessage: 'The case study could not be loaded. Please try again.',
          backTo: '/case-studies',
          backLabel: 'Back to Case Studies',
        }}
      />
    );
  }

  const { item, blocks, related } = state.data;
  const content = caseStudyBlocks(item, blocks);
  const { entries, anchors } = tableOfContents(content);
  const pdf = usableLink(item.pdfUrl);
  const tags = distinctTags(item.topics, item.industry, item.headcount);

  return (
    <PageContainer>
      <BackLink to="/case-studies">Back to Case Studies</BackLink>
      <DetailLayout toc={entries.length > 0 ? <TableOfContents entries={entries} /> : undefined}>
        <article>
          <header className="mb-6 flex flex-col gap-4">
            <p className="text-xs font-semibold tracking-wide text-muted uppercase">
              Case study{item.source ? ` · ${item.source}` : ''}
            </p>
            {/* A Praxis-case event is still an event: no save before its date. */}
            <DetailTitle item={item} canSave={isSavable(item, new Date())} />
            <TagBadges tags={tags} label="Tags" />
            {item.shortDescription ? <p className="text-lg text-muted">{item.shortDescription}</p> : null}
            {pdf ? (
              <a href={pdf} {...EXTERNAL_LINK_PROPS} className="btn-outline self-start">
                <FileDown className="size-4" aria-hidden="true" />
                Download PDF
                <SrHint>(opens in a new tab)</SrHint>
              </a>
            ) : null}
          </header>
          {item.recordingUrl ? (
            <section aria-label="Session recording" className="mb-8">
              <VideoPlayer url={item.recordingUrl} title={`Recording: ${item.title}`} kind="resource" />
            </section>
          ) : null}
          {content.length > 0 ? (
            <BlockRenderer blocks={content} anchors={anchors} />
          ) : (
            <p className="text-muted">The write-up of this case study is not available yet.</p>
          )}
        </article>
      </DetailLayout>
      <RelatedSection title="Related Case Studies" cards={related} limit={RELATED_CASE_STUDIES} />
    </PageContainer>
  );
}
