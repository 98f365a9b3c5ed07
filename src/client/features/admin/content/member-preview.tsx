import type { ContentDetail } from '@shared/contract/content';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { Route, Routes, useLocation } from 'react-router';
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

/** Each kind's member page. */
const PAGES: Record<DetailKind, ReturnType<typeof lazy>> = {
  'case-study': lazy(() => import('../../case-studies/case-study-detail-page')),
  event: lazy(() => import('../../events/event-detail-page')),
  research: lazy(() => import('../../research/research-detail-page')),
  canvas: lazy(() => import('../../canvases/canvas-detail-page')),
  resource: lazy(() => import('../../resources/resource-detail-page')),
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
  const Page = PAGES[kind];
  // The page reads its item's id from the route: a route of its own below the editor's address
  // gives it the preview's id.
  const here = useLocation().pathname.replace(/\/$/, '');
  return (
    <QueryClientProvider client={client}>
      <Suspense fallback={<p className="p-6 text-sm text-muted">Loading the member's page…</p>}>
        <Routes location={{ pathname: `${here}/${PREVIEW_ID}` }}>
          <Route path=":id" element={<Page />} />
        </Routes>
      </Suspense>
    </QueryClientProvider>
  );
}
