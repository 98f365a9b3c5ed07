import { z } from 'zod';
import {
  ANSWER_MAX,
  ANSWER_MIN,
  COMPARISON_BASES,
  COMPETENCY_CATEGORIES,
  DISTRIBUTION_BARS,
  LEVELS,
  RATER_MODES,
  RATING_REQUEST_MAX,
} from '../domain/assessment';
import { ErrorSchema } from './common';
import { ContentCardSchema } from './content';

/**
 * The skills assessment and My Team (rules in shared/domain/assessment.ts, docs/decisions/0017).
 *
 *   GET  /api/assessment                                   the item bank + my open self-assessment
 *   POST /api/assessment/instances                         start or reuse (self, or a teammate: peer)
 *   PUT  /api/assessment/instances/{id}/responses/{itemId} answer one item (idempotent)
 *   POST /api/assessment/instances/{id}/submit             finish (idempotent)
 *   GET  /api/assessment/results?user=                     my results, or a teammate's (admins)
 *   GET  /api/assessment/team-results                      my team's published averages (over 3 others)
 *   GET  /api/team                                         My Team
 */

export const AnswerValueSchema = z.number().int().min(ANSWER_MIN).max(ANSWER_MAX);

const CategorySchema = z.enum(COMPETENCY_CATEGORIES);

// ---- the item bank ----------------------------------------------------------------------------

export const AssessmentItemSchema = z
  .object({
    id: z.uuid(),
    prompt: z.string().meta({ description: 'What a member reads about themselves ("I can …")' }),
    peerPrompt: z.string().meta({
      description:
        'What a teammate reads when rating someone: third person, no pronouns, {name} standing for the first name (peerWording in shared/domain)',
    }),
    level: z.number().int().min(1).max(LEVELS).meta({ description: 'The level (1–5) the item describes' }),
  })
  .meta({ id: 'AssessmentItem' });
export type AssessmentItem = z.infer<typeof AssessmentItemSchema>;

export const CompetencySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    category: CategorySchema,
    description: z.string(),
    levels: z
      .array(z.string())
      .length(LEVELS)
      .meta({ description: 'Five level descriptions, level 1 first' }),
    items: z.array(AssessmentItemSchema).meta({ description: 'Active items, in the wizard order' }),
  })
  .meta({ id: 'Competency' });
export type Competency = z.infer<typeof CompetencySchema>;

export const CompetencyCategorySchema = z
  .object({ key: CategorySchema, color: z.string().meta({ description: 'Hex colour, e.g. #FFE1CE' }) })
  .meta({ id: 'CompetencyCategory' });
export type CompetencyCategoryInfo = z.infer<typeof CompetencyCategorySchema>;

const PersonRefSchema = z.object({
  id: z.uuid(),
  name: z
    .string()
    .nullable()
    .meta({ description: 'First and last name; null when unset (show "Unnamed User")' }),
});

/** An open (or just submitted) assessment: whose it is, my answers and where the wizard stands. */
export const AssessmentInstanceSchema = z
  .object({
    id: z.uuid(),
    mode: z.enum(RATER_MODES),
    subject: PersonRefSchema.extend({
      firstName: z
        .string()
        .nullable()
        .meta({ description: 'The first name peer wordings name them by (peerWording); null when unset' }),
    }).meta({ description: 'The member assessed (myself in self mode)' }),
    answers: z
      .record(z.string(), AnswerValueSchema)
      .meta({ description: 'Item id → answer (1–5), for the items answered so far' }),
    answered: z.number().int(),
    total: z.number().int().meta({ description: 'Active items of the assessment' }),
    firstUnansweredStep: z.number().int().meta({
      description:
        'Index (0-based, in `competencies` order) of the first competency with an unanswered item; the last step when all are answered',
    }),
    submittedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AssessmentInstance' });
export type AssessmentInstance = z.infer<typeof AssessmentInstanceSchema>;

export const AssessmentBankSchema = z
  .object({
    assessment: z.object({
      id: z.uuid(),
      name: z.string(),
      version: z.number().int().min(1).meta({ description: 'The published version of the bank' }),
    }),
    scale: z
      .array(z.object({ value: AnswerValueSchema, label: z.string() }))
      .meta({ description: 'The answer scale, 1 to 5' }),
    categories: z.array(CompetencyCategorySchema),
    competencies: z.array(CompetencySchema).meta({ description: 'One wizard step each, in order' }),
    selfInstance: AssessmentInstanceSchema.nullable().meta({
      description: 'My unfinished self-assessment, if any (POST /assessment/instances starts one)',
    }),
    hasResults: z.boolean().meta({ description: 'I have submitted a self-assessment' }),
    team: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  })
  .meta({ id: 'AssessmentBank' });
export type AssessmentBank = z.infer<typeof AssessmentBankSchema>;

// ---- answering --------------------------------------------------------------------------------

/** Start (or reuse the open) self-assessment, or a rating of a teammate. */
export const StartInstanceSchema = z
  .discriminatedUnion('mode', [
    z.object({ mode: z.literal('self') }),
    z.object({
      mode: z.literal('peer'),
      subjectId: z.uuid({ error: 'subjectId must be a member id (UUID)' }),
    }),
  ])
  .meta({ id: 'StartAssessmentInstance' });
export type StartInstance = z.infer<typeof StartInstanceSchema>;

export const AnswerSchema = z.object({ value: AnswerValueSchema }).meta({ id: 'AssessmentAnswer' });
export type Answer = z.infer<typeof AnswerSchema>;

export const AnswerSavedSchema = z
  .object({
    instanceId: z.uuid(),
    itemId: z.uuid(),
    value: AnswerValueSchema,
    answered: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'AssessmentAnswerSaved' });
export type AnswerSaved = z.infer<typeof AnswerSavedSchema>;

export const SubmittedSchema = z
  .object({
    id: z.uuid(),
    mode: z.enum(RATER_MODES),
    subjectId: z.uuid(),
    submittedAt: z.string(),
    alreadySubmitted: z.boolean().meta({
      description: 'true when this call found it submitted already (a double submit): nothing changed',
    }),
  })
  .meta({ id: 'AssessmentSubmitted' });
export type Submitted = z.infer<typeof SubmittedSchema>;

/** 422 of a submit with unanswered items. */
export const IncompleteSchema = ErrorSchema.extend({
  error: z.object({
    code: z.literal('incomplete'),
    message: z.string(),
    unanswered: z.number().int().meta({ description: 'How many active items have no answer' }),
  }),
}).meta({ id: 'AssessmentIncomplete' });
export type Incomplete = z.infer<typeof IncompleteSchema>;

// ---- results ----------------------------------------------------------------------------------

const ComparisonSchema = z.object({
  basis: z.enum(COMPARISON_BASES).meta({
    description:
      "industry: against the latest self-assessments of members of the member's industry (from 30); members: of all members (from 30); default: the default distribution",
  }),
  industry: z
    .string()
    .nullable()
    .meta({ description: 'The industry compared within (basis industry); null otherwise' }),
  comparedWith: z
    .number()
    .int()
    .meta({ description: 'Members compared with (fewer than 30 in all: default distribution)' }),
});

export const CompetencyResultSchema = z
  .object({
    competencyId: z.string(),
    competencyName: z.string(),
    category: CategorySchema,
    levelEstimate: z.number().min(0).max(5).meta({
      description: "0–5, one decimal (ADR 0017); its description is the bank's (levelText in shared/domain)",
    }),
    meanScore: z.number().meta({ description: 'Mean answer, 1–5, two decimals' }),
    percentile: z.number().int().min(0).max(100),
    basis: ComparisonSchema.shape.basis,
    peers: z
      .object({
        levelEstimate: z.number(),
        meanScore: z.number(),
        raters: z.number().int().meta({ description: 'How many teammates the average covers' }),
      })
      .nullable()
      .meta({
        description: "Teammates' published average rating of this member; null while none is published",
      }),
    change: z
      .object({ levelEstimate: z.number(), meanScore: z.number() })
      .nullable()
      .meta({ description: 'Difference from the previous submitted self-assessment; null without one' }),
  })
  .meta({ id: 'CompetencyResult' });
export type CompetencyResult = z.infer<typeof CompetencyResultSchema>;

export const DistributionSchema = z
  .object({
    bars: z
      .array(z.number())
      .length(DISTRIBUTION_BARS)
      .meta({ description: 'Share (0–1) of the comparison per bar over mean scores 1–5' }),
    memberBar: z.number().int().meta({ description: "The bar (0-based) of the member's overall mean score" }),
    score: z.number().meta({ description: 'Overall mean score (all answers), two decimals' }),
    percentile: z.number().int().min(0).max(100),
    ...ComparisonSchema.shape,
  })
  .meta({ id: 'AssessmentDistribution' });
export type Distribution = z.infer<typeof DistributionSchema>;

export const GrowNextSchema = z
  .object({
    competencyId: z.string(),
    competencyName: z.string(),
    items: z.array(ContentCardSchema).meta({ description: 'Up to 3 library items found for it' }),
  })
  .meta({ id: 'AssessmentGrowNext' });
export type GrowNext = z.infer<typeof GrowNextSchema>;

export const GrowNextListSchema = z
  .object({ groups: z.array(GrowNextSchema).meta({ description: 'In the order asked (weakest first)' }) })
  .meta({ id: 'AssessmentGrowNextList' });
export type GrowNextList = z.infer<typeof GrowNextListSchema>;

const ResultsSubjectSchema = PersonRefSchema.extend({ isSelf: z.boolean() });

export const ResultsSchema = z
  .discriminatedUnion('status', [
    z.object({
      status: z.literal('none').meta({ description: 'No submitted self-assessment yet' }),
      subject: ResultsSubjectSchema,
    }),
    z.object({
      status: z.literal('ready'),
      subject: ResultsSubjectSchema,
      submittedAt: z.string(),
      previousSubmittedAt: z.string().nullable(),
      bankVersion: z.number().int().meta({
        description:
          'The bank version this self-assessment was answered on (its texts: GET /assessment/versions/{n})',
      }),
      previousBankVersion: z.number().int().nullable().meta({
        description: 'The version the previous one was answered on; differs when the bank changed in between',
      }),
      submissions: z.number().int().meta({ description: 'Submitted self-assessments, this one included' }),
      competencies: z.array(CompetencyResultSchema).meta({ description: 'In the bank order' }),
      keySkills: z.array(z.string()).meta({ description: 'Competency ids of the top 3, strongest first' }),
      distribution: DistributionSchema,
      peers: z.object({
        raters: z
          .number()
          .int()
          .meta({ description: "Teammates the published peers' average covers (0 while none is published)" }),
        shown: z.boolean().meta({ description: "Whether the peers' averages are given" }),
        minimum: z
          .number()
          .int()
          .meta({ description: 'Raters (other than the viewer) needed before an average is published' }),
      }),
      growNextFor: z.array(z.string()).meta({
        description: 'Competency ids of the 3 weakest, weakest first: what GET /assessment/grow-next takes',
      }),
    }),
  ])
  .meta({ id: 'AssessmentResults' });
export type Results = z.infer<typeof ResultsSchema>;
export type ReadyResults = Extract<Results, { status: 'ready' }>;

export const TeamRefSchema = z.object({ id: z.uuid(), name: z.string() });

export const TeamCompetencySchema = z
  .object({
    competencyId: z.string(),
    competencyName: z.string(),
    category: CategorySchema,
    avgLevel: z.number(),
    avgMeanScore: z.number(),
    nPeople: z.number().int(),
  })
  .meta({
    id: 'TeamCompetencyResult',
    // No percentile: an average of several people, ranked among individuals, always looks middling.
    description: "A competency's team averages: level and mean score over nPeople teammates",
  });
export type TeamCompetency = z.infer<typeof TeamCompetencySchema>;

export const TeamResultsSchema = z
  .discriminatedUnion('status', [
    z.object({ status: z.literal('no_team'), message: z.string() }),
    z.object({ status: z.literal('none'), team: TeamRefSchema, nPeople: z.literal(0), message: z.string() }),
    z.object({
      status: z.literal('withheld'),
      team: TeamRefSchema,
      nPeople: z.number().int(),
      minimum: z.number().int(),
      message: z.string().meta({ description: 'Why: fewer submitters would reveal individual answers' }),
    }),
    z.object({
      status: z.literal('ready'),
      team: TeamRefSchema,
      nPeople: z.number().int().meta({ description: 'Teammates whose latest self-assessment is averaged' }),
      competencies: z.array(TeamCompetencySchema),
      keySkills: z
        .array(z.string())
        .meta({ description: 'Competency ids: top 3 by average level, then mean' }),
    }),
  ])
  .meta({ id: 'TeamResults' });
export type TeamResults = z.infer<typeof TeamResultsSchema>;

// ---- My Team ----------------------------------------------------------------------------------

export const MyRatingRequestSchema = z
  .object({
    status: z.enum(['requested', 'rated']).meta({
      description: 'rated once they submitted a rating of me after the request (never its answers)',
    }),
    requestedAt: z.string(),
    ratedAt: z.string().nullable(),
    remindFrom: z
      .string()
      .nullable()
      .meta({ description: 'When I may remind them (a week after the last mail); null once rated' }),
  })
  .meta({ id: 'MyRatingRequest' });
export type MyRatingRequest = z.infer<typeof MyRatingRequestSchema>;

// ---- rating requests --------------------------------------------------------------------------

/**
 *   POST /api/assessment/rating-requests                    ask teammates for a rating
 *   POST /api/assessment/rating-requests/{raterId}/remind   remind one (at most weekly)
 *   GET|PUT /api/assessment/rating-requests/emails          my "Rating requests" mail switch
 *   POST /api/assessment/rating-requests/unsubscribe        one-click unsubscribe (RFC 8058)
 */
export const AskForRatingsSchema = z
  .object({
    raterIds: z
      .array(z.uuid({ error: 'Each teammate must be named by their member id (UUID)' }))
      .min(1, 'Choose at least one teammate')
      .max(RATING_REQUEST_MAX, `At most ${RATING_REQUEST_MAX} teammates at once`)
      .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))])
      .meta({ description: `Teammates to ask (1–${RATING_REQUEST_MAX}; repeats count once)` }),
  })
  .meta({ id: 'AskForRatings' });
export type AskForRatings = z.input<typeof AskForRatingsSchema>;

export const RatingsAskedSchema = z
  .object({
    asked: z.array(z.uuid()).meta({ description: 'Asked now (mailed unless they turned the mails off)' }),
    alreadyAsked: z
      .array(z.uuid())
      .meta({ description: 'Already asked and not rated since: nothing changed, no mail' }),
  })
  .meta({ id: 'RatingsAsked' });
export type RatingsAsked = z.infer<typeof RatingsAskedSchema>;

export const RemindedSchema = z
  .object({ remindedAt: z.string(), remindFrom: z.string().meta({ description: 'The next reminder, from' }) })
  .meta({ id: 'RatingReminded' });
export type Reminded = z.infer<typeof RemindedSchema>;

export const RatingRequestEmailsSchema = z
  .object({
    ratingRequestEmails: z.boolean().meta({ description: 'Mail me when a teammate asks me for a rating' }),
  })
  .meta({ id: 'RatingRequestEmails' });
export type RatingRequestEmails = z.infer<typeof RatingRequestEmailsSchema>;
