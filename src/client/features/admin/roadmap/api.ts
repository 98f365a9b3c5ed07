import type {
  AdminFeature,
  AdminFeatureListSchema,
  FeatureCommentListSchema,
  MergeResultSchema,
  StatusChange,
} from '@shared/contract/roadmap';
import type { FeatureStatus } from '@shared/domain/roadmap';
import type { z } from 'zod';
import { apiGet, apiPatch, apiPost, apiPut } from '../../../lib/api';

export type FeatureList = z.infer<typeof AdminFeatureListSchema>;
export type FeatureComment = z.infer<typeof FeatureCommentListSchema>['comments'][number];
type MergeResult = z.infer<typeof MergeResultSchema>;

const base = '/api/admin/roadmap';

export const adminRoadmapKeys = {
  features: ['admin', 'roadmap', 'features'] as const,
  feedback: (featureId: string) => ['admin', 'roadmap', 'feedback', featureId] as const,
};

export const adminRoadmapApi = {
  features: () => apiGet<FeatureList>(`${base}/features`),
  edit: (id: string, edit: { title?: string; description?: string; isPublic?: boolean }) =>
    apiPatch<AdminFeature>(`${base}/features/${encodeURIComponent(id)}`, edit),
  setStatus: (id: string, status: FeatureStatus, note?: string) =>
    apiPut<StatusChange>(`${base}/features/${encodeURIComponent(id)}/status`, { status, note }),
  merge: (id: string, intoId: string) =>
    apiPost<MergeResult>(`${base}/features/${encodeURIComponent(id)}/merge`, { intoId }),
  feedback: (featureId: string) =>
    apiGet<{ comments: FeatureComment[] }>(`${base}/feedback?featureId=${encodeURIComponent(featureId)}`),
};
