import type { ContentDetail } from '@shared/contract/content';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { Route, Routes } from 'react-router';
import { type DetailKind, detailQuery, publicResourceQuery } from '../../../components/content/queries';

/** The id the server gives a previewed item (see the admin preview route). */
const PREVIEW_ID = 'preview';

const KIND_OF: Record<ContentDetail['item']['presentedType'], DetailKind> = {
  'case-study': 'case-study',
  event: 'event',
  research: 'research',
  active_research: 'research',
  canvas: 'canvas',
  resource: 'resource',
};

/** Each kind's member page, at the path members open it under. */
const PAGES: Record<DetailKind, { path: string; Page: ReturnType<typeof lazy> }> = {
  'case-study': {
    path: '/case-studies/:id',
    Page: lazy(() => import('../../case-studies/case-study-detail-page')),
  },
  event: { path: '/events/:id', Page: lazy(() => import('../../events/event-detail-page')) },
  research: { path: '/research/:id', Page: lazy(() => import('../../research/research-detail-page')) },
  canvas: { path: '/canvases/:id', Page: lazy(() => import('../../canvases/canvas-detail-page')) },
  resource: { path: '/resources/:id', Page: lazy(() => import('../../resources/resource-detail-page')) },
};

/**
 * The member's page of an item drawn with the editor's data: the same page component members
 * open (cover, topics, save menu, body, related items), reading the previewed item from a cache
 * of its own that also holds what the console already knows (the signed-in member, settings).
 */
export function MemberPreview({ detail }: { detail: ContentDetail }) {
  const outer = useQueryClient();
  const kind = KIND_OF[detail.item.presentedType];
  const client = useMemo(() => {
    const inner = new QueryClient({
      defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
    });
    for (const query of outer.getQueryCache().getAll()) {
      if (query.state.data !== undefined) inner.setQueryData(query.queryKey, query.state.data);
    }
    inner.setQueryData(detailQuery(PREVIEW_ID, kind).queryKey, detail);
    inner.setQueryData(publicResourceQuery(PREVIEW_ID).queryKey, detail);
    return inner;
  }, [outer, detail, kind]);
  const { path, Page } = PAGES[kind];
  return (
    <QueryClientProvider client={client}>
      <Suspense fallback={<p className="p-6 text-sm text-muted">Loading the member's page…</p>}>
        <Routes location={{ pathname: path.replace(':id', PREVIEW_ID) }}>
          <Route path={path} element={<Page />} />
        </Routes>
      </Suspense>
    </QueryClientProvider>
  );
}
