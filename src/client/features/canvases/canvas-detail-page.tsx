import { blockPdfUrl, canvasSections } from '@shared/domain/canvas';
import { FileDown } from 'lucide-react';
import { TagBadges } from '../../components/content/badges';
import { BlockHeading, BlockView } from '../../components/content/block-renderer';
import { DetailLayout } from '../../components/content/detail-layout';
import { EXTERNAL_LINK_PROPS, safeHref } from '../../components/content/links';
import { BackLink, PageContainer } from '../../components/content/states';
import { TableOfContents } from '../../components/content/table-of-contents';
import { DetailFallback, useRoutedContentDetail } from '../content/detail';
import { DetailTitle } from '../content/detail-title';

export default function CanvasDetailPage() {
  const state = useRoutedContentDetail('canvas');

  if (state.status !== 'ready') {
    return (
      <DetailFallback
        state={state}
        texts={{
          loadingLabel: 'Loading canvas…',
          notFoundTitle: 'Canvas not found',
          notFoundMessage: 'Could not find the requested canvas.',
          errorMessage: 'The canvas could not be loaded. Please try again.',
          backTo: '/canvases',
          backLabel: 'Back to Canvases',
        }}
      />
    );
  }

  const { item, blocks } = state.data;
  const sections = canvasSections(blocks);
  const headed = sections.filter((s) => s.heading.type !== 'intro');
  const entries = headed.map((s) => ({ anchor: s.anchor, title: s.title, level: s.level }));
  // A PDF offered by a heading's "Download PDF" button is not repeated as a block below it.
  const offered = new Set(headed.map((s) => s.pdfUrl).filter((u): u is string => u !== null));

  return (
    <PageContainer>
      <BackLink to="/canvases">Back to Canvases</BackLink>
      <DetailLayout toc={entries.length > 0 ? <TableOfContents entries={entries} /> : undefined}>
        <article>
          <header className="mb-8 flex flex-col gap-4">
            <p className="text-xs font-semibold tracking-wide text-muted uppercase">
              {item.type === 'canvascollection' ? 'Canvas collection' : 'Canvas'}
            </p>
            <DetailTitle item={item} canSave />
            {item.shortDescription ? <p className="text-lg text-muted">{item.shortDescription}</p> : null}
            {item.purpose && item.purpose !== item.shortDescription ? (
              <p className="text-ink">{item.purpose}</p>
            ) : null}
            <TagBadges tags={item.topics} label="Topics" />
          </header>
          {sections.length === 0 ? (
            <p className="rounded-lg border border-dashed border-border bg-surface p-6 text-muted">
              This canvas has no content yet.
            </p>
          ) : (
            <div className="flex flex-col gap-10">
              {sections.map((section) => {
                const pdf = safeHref(section.pdfUrl);
                const isIntro = section.heading.type === 'intro';
                return (
                  <section
                    key={section.anchor}
                    aria-labelledby={isIntro ? undefined : section.anchor}
                    data-section={section.anchor}
                    className="flex flex-col gap-4"
                  >
                    {isIntro ? null : (
                      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border pb-2">
                        <BlockHeading block={section.heading} anchor={section.anchor} />
                        {pdf ? (
                          <a
                            href={pdf}
                            {...EXTERNAL_LINK_PROPS}
                            className="btn-outline shrink-0"
                            aria-label={`Download PDF: ${section.title} (opens in a new tab)`}
                          >
                            <FileDown className="size-4" aria-hidden="true" />
                            Download PDF
                          </a>
                        ) : null}
                      </div>
                    )}
                    {section.blocks
                      .filter((b) => {
                        const url = blockPdfUrl(b);
                        return url === null || !offered.has(url);
                      })
                      .map((block, i) => (
                        <BlockView key={block.id ?? i} block={block} />
                      ))}
                  </section>
                );
              })}
            </div>
          )}
        </article>
      </DetailLayout>
    </PageContainer>
  );
}
