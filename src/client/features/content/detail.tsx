import type { ContentCard } from '@shared/content-card';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { useScrollToHash } from '../../components/content/detail-layout';
import {
  type ContentDetail,
  type DetailKind,
  detailQuery,
  recordView,
} from '../../components/content/queries';
import {
  BackLink,
  DetailSkeleton,
  ErrorState,
  NotFoundState,
  PageContainer,
} from '../../components/content/states';
import { isApiError } from '../../lib/api';
import { getConfig } from '../../lib/config';
import { CardGrid } from './card-grid';
import { useDrawnAside } from './use-drawn-aside';

export type DetailState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; data: ContentDetail };

const KIND_OF: Record<ContentCard['presentedType'], DetailKind> = {
  'case-study': 'case-study',
  event: 'event',
  research: 'research',
  active_research: 'research',
  canvas: 'canvas',
  resource: 'resource',
};

/**
 * One item for a detail page. An item of another kind (/events/{id of a canvas}) reads as not
 * found, like a missing one (the server checks the kind too).
 */
export function useContentDetail(id: string, kind: DetailKind): DetailState {
  const query = useQuery({ ...detailQuery(id, kind), enabled: id !== '' });
  // The page is drawn in a background render that yields to the browser (see PagedCards).
  const data = useDrawnAside(query.isPending ? undefined : query.data);
  if (id === '') return { status: 'not-found' };
  if (query.isPending) return { status: 'loading' };
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return { status: 'not-found' };
    return { status: 'error', retry: () => void query.refetch() };
  }
  if (!data) return { status: 'loading' };
  if (KIND_OF[data.item.presentedType] !== kind) return { status: 'not-found' };
  return { status: 'ready', data };
}

/**
 * The item a detail page's route names (/canvases/{id}): once it is ready, the browser tab takes its
 * title and a link to one of its headings (#anchor) scrolls there.
 */
export function useRoutedContentDetail(kind: DetailKind): DetailState {
  const id = useParams().id ?? '';
  const state = useContentDetail(id, kind);
  const ready = state.status === 'ready';
  useScrollToHash(ready);
  useItemTitle(ready ? state.data.item.title : null);
  return state;
}

/** Records one view per page visit of an item (the server also de-duplicates per 30 minutes). */
export function useRecordView(id: string | null) {
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!id || recorded.current === id) return;
    recorded.current = id;
    recordView(id);
  }, [id]);
}

export function RelatedSection({
  title,
  cards,
  limit,
  children,
}: {
  title: string;
  cards: ContentCard[];
  limit: number;
  children?: ReactNode;
}) {
  const shown = cards.slice(0, limit);
  if (shown.length === 0) return null;
  const headingId = `related-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="mt-12 border-t border-border pt-8">
      <h2 id={headingId} className="mb-4 text-xl font-semibold text-ink">
        {title}
      </h2>
      {children}
      <CardGrid cards={shown} label={title} titleAs="h3" />
    </section>
  );
}

/** The browser tab shows the item's title once it has loaded. */
export function useItemTitle(title: string | null | undefined) {
  useEffect(() => {
    if (!title) return;
    document.title = `${title} · ${getConfig().appName}`;
  }, [title]);
}

export interface DetailFallbackTexts {
  loadingLabel: string;
  notFoundTitle: string;
  notFoundMessage: string;
  errorMessage: string;
  backTo: string;
  backLabel: string;
}

/** What a detail page shows until its item is ready: skeleton, the not-found text, or a retry. */
export function DetailFallback({
  state,
  texts,
}: {
  state: Exclude<DetailState, { status: 'ready' }>;
  texts: DetailFallbackTexts;
}) {
  if (state.status === 'loading') return <DetailSkeleton label={texts.loadingLabel} />;
  if (state.status === 'not-found') {
    return (
      <NotFoundState
        title={texts.notFoundTitle}
        message={texts.notFoundMessage}
        backTo={texts.backTo}
        backLabel={texts.backLabel}
      />
    );
  }
  return (
    <PageContainer>
      <BackLink to={texts.backTo}>{texts.backLabel}</BackLink>
      <ErrorState message={texts.errorMessage} onRetry={state.retry} />
    </PageContainer>
  );
}
