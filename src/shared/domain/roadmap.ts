
/**
 * Roadmap rules shared by the server (validation, sorting, mail) and the roadmap page (forms,
 * badges, texts), so both use the same limits and the same words.
 */

/** A feature's life, in the order the roadmap lists it when sorted by status. */
export const FEATURE_STATUSES = ['idea', 'planned', 'on_hold', 'in_progress', 'implemented'] as const;
export type FeatureStatus = (typeof FEATURE_STATUSES)[number];

export const FEATURE_STATUS_LABELS: Record<FeatureStatus, string> = {
  idea: 'Idea',
  planned: 'Planned',
  on_hold: 'On Hold',
  in_progress: 'In Progress',
  implemented: 'Implemented',
};

/** Each status has its badge colour: gray, blue, yellow, purple, green in that order. */
export const FEATURE_STATUS_COLOURS: Record<FeatureStatus, 'gray' | 'blue' | 'yellow' | 'purple' | 'green'> =
  {
    idea: 'gray',
    planned: 'blue',
    on_hold: 'yellow',
    in_progress: 'purple',
    implemented: 'green',
  };

/** Position of a status in the roadmap order (idea first). */
export function statusRank(status: FeatureStatus): number {
  return FEATURE_STATUSES.indexOf(status);
}

export const ROADMAP_SORTS = ['status', 'popularity'] as const;
export type RoadmapSort = (typeof ROADMAP_SORTS)[number];

/** Where the browser keeps the member's chosen sort, so the roadmap opens the way they left it. */
export const ROADMAP_SORT_KEY = 'praxis.roadmap.sort';

/** A remembered sort, or status (the roadmap's own order) when nothing valid was kept. */
export function parseRoadmapSort(raw: unknown): RoadmapSort {
  return ROADMAP_SORTS.find((s) => s === raw) ?? 'status';
}

/** A feature's own page: the address the status mail and every card link to. */
export const featurePath = (id: string) => `/roadmap/${id}`;

export const FEATURE_TITLE_MAX = 100;
export const FEATURE_DESCRIPTION_MAX = 1000;
export const FEATURE_FEEDBACK_MAX = 1000;
/** The team's note on a status change (shown on the feature and in the mail to its followers). */
export const STATUS_NOTE_MAX = 500;
/** At most this many existing features are offered while a suggestion's title is typed. */
export const SIMILAR_FEATURES_MAX = 3;
/** The similar-features hint starts from this many typed characters. */
export const SIMILAR_MIN_CHARS = 3;

export const ROADMAP_MESSAGES = {
  loadFailed: 'Failed to load features',
  loading: 'Loading features...',
  emptyTitle: 'No features yet',
  emptyHint: 'Be the first to suggest a feature!',
  voteFailed: 'Failed to vote. Please try again.',
  feedbackFailed: 'Failed to submit feedback. Please try again.',
  featureFailed: 'Failed to submit feature. Please try again.',
  authRequired: 'Authentication Required',
  authRequiredHint: 'Please log in to suggest a feature.',
  validationError: 'Validation Error',
  fillAllFields: 'Please fill in all fields',
  titleTooLong: `Title must be at most ${FEATURE_TITLE_MAX} characters`,
  descriptionTooLong: `Description must be at most ${FEATURE_DESCRIPTION_MAX} characters`,
  feedbackRequired: 'Please enter your feedback',
  feedbackTooLong: `Feedback must be at most ${FEATURE_FEEDBACK_MAX} characters`,
  feedbackSubmitted: 'Feedback submitted!',
  featureSubmitted: 'Feature submitted!',
  voteInstead: 'Vote for this instead',
  featureNotFound: 'Feature not found',
  statusNoteTooLong: `The note must be at most ${STATUS_NOTE_MAX} characters`,
} as const;

/** "1 feature total", "12 features total". */
export function featureCountLabel(n: number): string {
  return `${n} ${n === 1 ? 'feature' : 'features'} total`;
}

/**
 * The subject of the mail sent to a feature's voters and author when its status changes, e.g.
 * "Now in progress: Calendar sync".
 */
export function statusChangeSubject(status: FeatureStatus, title: string): string {
  const lead: Record<FeatureStatus, string> = {
    idea: 'Back to ideas',
    planned: 'Now planned',
    on_hold: 'On hold',
    in_progress: 'Now in progress',
    implemented: 'Now available',
  };
  return `${lead[status]}: ${title}`;
}
