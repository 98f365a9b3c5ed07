import { z } from 'zod';
import { FEATURE_STATUSES } from '../domain/roadmap';

/** The roadmap (members) and its administration (docs/decisions/0020-roadmap-votes-and-mail.md). */

const Status = z.enum(FEATURE_STATUSES);

/** The latest status change's note from the team, and when the status last changed. */
const statusNews = {
  statusNote: z
    .string()
    .nullable()
    .meta({ description: "The team's note on the latest status change; null when none" }),
  statusChangedAt: z
    .string()
    .nullable()
    .meta({ description: 'When the status last changed; null when it never did' }),
};

export const RoadmapFeatureSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: z.string(),
    status: Status,
    upvoteCount: z.number().int().meta({ description: 'Members who upvoted it, counted from the votes' }),
    userUpvoted: z.boolean().meta({ description: 'Whether I upvoted it' }),
    ...statusNews,
    createdAt: z.string(),
  })
  .meta({ id: 'RoadmapFeature' });
export type RoadmapFeature = z.infer<typeof RoadmapFeatureSchema>;

export const RoadmapListSchema = z
  .object({ features: z.array(RoadmapFeatureSchema), total: z.number().int() })
  .meta({ id: 'RoadmapList' });
export type RoadmapList = z.infer<typeof RoadmapListSchema>;

export const UpvoteStateSchema = z
  .object({ featureId: z.uuid(), userUpvoted: z.boolean(), upvoteCount: z.number().int() })
  .meta({ id: 'UpvoteState' });
export type UpvoteState = z.infer<typeof UpvoteStateSchema>;

export const SimilarFeaturesSchema = z
  .object({ features: z.array(RoadmapFeatureSchema).max(3) })
  .meta({ id: 'SimilarFeatures' });
export type SimilarFeatures = z.infer<typeof SimilarFeaturesSchema>;

export const RoadmapUpdatesSchema = z
  .object({
    roadmapUpdates: z.boolean().meta({ description: 'Mail me when a feature I follow changes status' }),
  })
  .meta({ id: 'RoadmapUpdates' });
export type RoadmapUpdates = z.infer<typeof RoadmapUpdatesSchema>;

const Person = z.object({ id: z.uuid(), email: z.string(), name: z.string() });

export const AdminFeatureSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: z.string(),
    status: Status,
    isPublic: z.boolean(),
    upvoteCount: z.number().int(),
    commentCount: z.number().int(),
    author: Person.nullable().meta({ description: 'Who suggested it; null for the team' }),
    ...statusNews,
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminRoadmapFeature' });
export type AdminFeature = z.infer<typeof AdminFeatureSchema>;

export const AdminFeatureListSchema = z
  .object({ features: z.array(AdminFeatureSchema), total: z.number().int() })
  .meta({ id: 'AdminRoadmapFeatureList' });

export const StatusChangeSchema = z
  .object({
    feature: AdminFeatureSchema,
    changed: z.boolean().meta({ description: 'False when the feature already had that status' }),
    notified: z.number().int().meta({ description: 'Voters and author to be mailed (once each)' }),
  })
  .meta({ id: 'RoadmapStatusChange' });
export type StatusChange = z.infer<typeof StatusChangeSchema>;

export const FeatureCommentSchema = z
  .object({
    id: z.uuid(),
    featureId: z.uuid(),
    featureTitle: z.string(),
    author: Person.nullable().meta({ description: 'Who wrote it; null once their account is deleted' }),
    comment: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'RoadmapFeatureComment' });

export const FeatureCommentListSchema = z
  .object({ comments: z.array(FeatureCommentSchema) })
  .meta({ id: 'RoadmapFeatureCommentList' });

export const MergeResultSchema = z
  .object({
    feature: AdminFeatureSchema.meta({ description: 'The feature the duplicate was merged into' }),
    movedVotes: z.number().int().meta({ description: 'Votes moved over (voters of both count once)' }),
    movedComments: z.number().int(),
  })
  .meta({ id: 'RoadmapMergeResult' });
