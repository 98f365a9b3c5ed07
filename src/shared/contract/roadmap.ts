import { z } from 'zod';
import { requiredText } from '../domain/required-text';
import {
  FEATURE_DESCRIPTION_MAX,
  FEATURE_FEEDBACK_MAX,
  FEATURE_STATUSES,
  FEATURE_TITLE_MAX,
  ROADMAP_MESSAGES,
  STATUS_NOTE_MAX,
} from '../domain/roadmap';

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

/* What members and administrators send (the limits and messages are the roadmap's rules). */

/** A new suggestion: title and description both required, trimmed, within their limits. */
export const FeatureSuggestionInput = z.object({
  title: requiredText(FEATURE_TITLE_MAX, {
    required: ROADMAP_MESSAGES.fillAllFields,
    tooLong: ROADMAP_MESSAGES.titleTooLong,
  }),
  description: requiredText(FEATURE_DESCRIPTION_MAX, {
    required: ROADMAP_MESSAGES.fillAllFields,
    tooLong: ROADMAP_MESSAGES.descriptionTooLong,
  }),
});
export type FeatureSuggestion = z.output<typeof FeatureSuggestionInput>;

/** Feedback on a feature: required, at most 1000 characters. */
export const FeatureFeedbackInput = z.object({
  comment: requiredText(FEATURE_FEEDBACK_MAX, {
    required: ROADMAP_MESSAGES.feedbackRequired,
    tooLong: ROADMAP_MESSAGES.feedbackTooLong,
  }),
});

/** An administrator's edit of a feature: any of its fields, with the same limits as a suggestion. */
export const FeatureEditInput = z
  .object({
    title: FeatureSuggestionInput.shape.title.optional(),
    description: FeatureSuggestionInput.shape.description.optional(),
    isPublic: z.boolean().optional(),
  })
  .refine((v) => v.title !== undefined || v.description !== undefined || v.isPublic !== undefined, {
    message: 'Nothing to change',
  });

/**
 * The team's status change: the new status and, optionally, a note saying why or what comes next.
 * A blank note is no note.
 */
export const StatusChangeInput = z.object({
  status: z.enum(FEATURE_STATUSES, 'Invalid status'),
  note: z.string().trim().max(STATUS_NOTE_MAX, ROADMAP_MESSAGES.statusNoteTooLong).optional(),
});
export type StatusChangeRequest = z.output<typeof StatusChangeInput>;
