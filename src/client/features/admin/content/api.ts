import type {
  AdminContentInput,
  AdminContentItem,
  AdminContentPage,
  AdminContentSort,
  AdminContentTopics,
  AdminImage,
  AdminVersion,
  AdminVersions,
} from '@shared/contract/admin-content';
import type { ContentDetail } from '@shared/contract/content';
import type { Ok } from '@shared/contract/common';
import type { ContentStatus, ResourceType } from '@shared/domain/content';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api';

export interface ContentTableQuery {
  q: string;
  type: ResourceType | '';
  topic: string;
  status: ContentStatus | '';
  sort: AdminContentSort;
  dir: 'asc' | 'desc';
  page: number;
}

export const PAGE_SIZE = 25;

const keys = {
  all: ['admin-content'] as const,
  list: (q: ContentTableQuery) => ['admin-content', 'list', q] as const,
  item: (id: string) => ['admin-content', 'item', id] as const,
  topics: ['admin-content', 'topics'] as const,
  versions: (id: string) => ['admin-content', 'versions', id] as const,
  version: (id: string, versionId: string) => ['admin-content', 'versions', id, versionId] as const,
};

export function listPath(q: ContentTableQuery): string {
  const params = new URLSearchParams();
  if (q.q.trim()) params.set('q', q.q.trim());
  if (q.type) params.set('type', q.type);
  if (q.topic) params.set('topic', q.topic);
  if (q.status) params.set('status', q.status);
  params.set('sort', q.sort);
  params.set('dir', q.dir);
  params.set('page', String(q.page));
  params.set('pageSize', String(PAGE_SIZE));
  return `/api/admin/content?${params}`;
}

export function useContentTable(q: ContentTableQuery) {
  return useQuery({
    queryKey: keys.list(q),
    queryFn: ({ signal }) => apiGet<AdminContentPage>(listPath(q), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useContentTopics() {
  return useQuery({
    queryKey: keys.topics,
    queryFn: ({ signal }) => apiGet<AdminContentTopics>('/api/admin/content/topics', { signal }),
    staleTime: 60_000,
  });
}

export function useContentItem(id: string | undefined) {
  return useQuery({
    queryKey: keys.item(id ?? ''),
    queryFn: ({ signal }) =>
      apiGet<AdminContentItem>(`/api/admin/content/${encodeURIComponent(id!)}`, { signal }),
    enabled: id !== undefined,
    // An open editor is not refreshed behind the admin's back: the revision check catches conflicts.
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Every change refreshes the table and the topics; the item's own cache gets the saved item. */
function useItemMutation<V>(run: (vars: V) => Promise<AdminContentItem>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (item) => {
      client.setQueryData(keys.item(item.id), item);
      void client.invalidateQueries({ queryKey: ['admin-content', 'list'] });
      void client.invalidateQueries({ queryKey: keys.topics });
      void client.invalidateQueries({ queryKey: keys.versions(item.id) });
    },
  });
}

const itemPath = (id: string) => `/api/admin/content/${encodeURIComponent(id)}`;

export const useCreateItem = () =>
  useItemMutation((input: AdminContentInput) => apiPost<AdminContentItem>('/api/admin/content', input));

export const useUpdateItem = () =>
  useItemMutation(
    ({
      id,
      revision,
      item,
      autosave,
    }: {
      id: string;
      revision: number;
      item: AdminContentInput;
      autosave?: boolean;
    }) => apiPut<AdminContentItem>(itemPath(id), { revision, item, autosave: autosave === true }),
  );

export const useSchedule = () =>
  useItemMutation(({ id, revision, publishAt }: { id: string; revision: number; publishAt: string | null }) =>
    apiPost<AdminContentItem>(`${itemPath(id)}/schedule`, { revision, publishAt }),
  );

export const useRestoreVersion = () =>
  useItemMutation(({ id, revision, versionId }: { id: string; revision: number; versionId: string }) =>
    apiPost<AdminContentItem>(`${itemPath(id)}/versions/${encodeURIComponent(versionId)}/restore`, {
      revision,
    }),
  );

export function useVersions(id: string) {
  return useQuery({
    queryKey: keys.versions(id),
    queryFn: ({ signal }) => apiGet<AdminVersions>(`${itemPath(id)}/versions`, { signal }),
  });
}

export function useVersion(id: string, versionId: string | null) {
  return useQuery({
    queryKey: keys.version(id, versionId ?? ''),
    queryFn: ({ signal }) =>
      apiGet<AdminVersion>(`${itemPath(id)}/versions/${encodeURIComponent(versionId!)}`, { signal }),
    enabled: versionId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The member's page of the item as the editor holds it (see the server's preview). */
export const fetchPreview = (id: string | undefined, item: AdminContentInput) =>
  apiPost<ContentDetail>('/api/admin/content/preview', { ...(id ? { id } : {}), item });

export const useSetStatus = () =>
  useItemMutation(({ id, revision, publish }: { id: string; revision: number; publish: boolean }) =>
    apiPost<AdminContentItem>(`${itemPath(id)}/${publish ? 'publish' : 'unpublish'}`, { revision }),
  );

export function useDeleteItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, revision }: { id: string; revision: number }) =>
      apiDelete<Ok>(itemPath(id), { revision }),
    onSuccess: (_, { id }) => {
      client.removeQueries({ queryKey: keys.item(id) });
      void client.invalidateQueries({ queryKey: ['admin-content', 'list'] });
    },
  });
}

export function uploadContentImage(file: File, kind: 'cover' | 'block'): Promise<AdminImage> {
  const form = new FormData();
  form.set('kind', kind);
  form.set('file', file);
  return apiPost<AdminImage>('/api/admin/content/images', form);
}
