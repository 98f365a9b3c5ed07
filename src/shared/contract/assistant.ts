import { z } from 'zod';
import { ACTION_TYPES, MAX_EXCLUDED, MESSAGE_MAX_LENGTH } from '../domain/assistant';
import { ContentCardSchema } from './content';

/** The assistant's calls: ask (streamed answer), suggest (one resource), history. */

const messageText = z
  .string()
  .max(
    MESSAGE_MAX_LENGTH,
    `Messages are at most ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters. Please shorten yours.`,
  );

export const AskSchema = z.object({
  message: messageText.meta({
    description: 'What the member wrote (advice requests carry the action name first)',
  }),
  conversationId: z.uuid().nullish().meta({ description: 'Continue this conversation; absent: start one' }),
  actionType: z.enum(ACTION_TYPES).nullish(),
  originalAction: z.string().max(100).nullish(),
});
export type Ask = z.infer<typeof AskSchema>;

export const SuggestSchema = z.object({
  query: messageText.meta({ description: 'What the member is looking for (the session’s original query)' }),
  excludeIds: z
    .array(z.string().max(100))
    .max(MAX_EXCLUDED)
    .optional()
    .meta({ description: 'Items already suggested in this session' }),
  /** The member's latest words, when they differ from the query (a "no" asking for another). */
  reply: messageText.nullish(),
  conversationId: z.uuid().nullish(),
});
export type Suggest = z.infer<typeof SuggestSchema>;

/** The resource a suggestion names, in the shape the suggestor has always answered. */
export const SuggestedResourceSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  link: z.string(),
  source: z.string(),
});

export const SuggestionSchema = z
  .object({
    found: z.boolean(),
    resource: SuggestedResourceSchema.optional(),
    message: z
      .string()
      .meta({ description: 'The assistant’s words: why it matches, or why nothing was found' }),
    card: ContentCardSchema.optional().meta({
      description: 'The suggested item as lists show it (to open or save)',
    }),
    conversationId: z.uuid(),
  })
  .meta({ id: 'AssistantSuggestion' });
export type Suggestion = z.infer<typeof SuggestionSchema>;

export const ANSWER_RATINGS = ['up', 'down'] as const;
export type AnswerRating = (typeof ANSWER_RATINGS)[number];
/** A feedback note, at most this long. */
export const FEEDBACK_NOTE_MAX = 1000;

export const AnswerFeedbackSchema = z.object({
  rating: z.enum(ANSWER_RATINGS, 'rating must be up or down'),
  note: z
    .string()
    .trim()
    .max(FEEDBACK_NOTE_MAX, `Notes are at most ${FEEDBACK_NOTE_MAX.toLocaleString('en-US')} characters.`)
    .nullish()
    .meta({ description: 'What was good or missing (optional)' }),
  shareQuestion: z
    .boolean()
    .default(false)
    .meta({ description: 'Let administrators read the question with the note' }),
});
export type AnswerFeedback = z.infer<typeof AnswerFeedbackSchema>;

/** The member's own feedback on an answer, as they gave it. */
export const AnswerFeedbackStateSchema = z
  .object({ rating: z.enum(ANSWER_RATINGS), note: z.string().nullable(), shared: z.boolean() })
  .meta({ id: 'AssistantAnswerFeedback' });
export type AnswerFeedbackState = z.infer<typeof AnswerFeedbackStateSchema>;

/** What administrators see of the answers' feedback: counts, and only what members chose to share. */
export const AssistantFeedbackOverviewSchema = z
  .object({
    up: z.number().int(),
    down: z.number().int(),
    shared: z.array(
      z.object({
        rating: z.enum(ANSWER_RATINGS),
        question: z.string(),
        note: z.string().nullable(),
        at: z.string().meta({ description: 'When it was given (ISO 8601)' }),
      }),
    ),
  })
  .meta({ id: 'AssistantFeedbackOverview' });
export type AssistantFeedbackOverview = z.infer<typeof AssistantFeedbackOverviewSchema>;

export const ChatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  followUps: z.string().nullable().meta({ description: 'Follow-up lines (each begins with a dash)' }),
  citations: z.array(ContentCardSchema),
  notice: z.string().nullable(),
  timestamp: z.string(),
  feedback: AnswerFeedbackStateSchema.nullable().meta({ description: 'My feedback on this answer' }),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ConversationSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  messageCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;

export const ConversationListSchema = z
  .object({ items: z.array(ConversationSummarySchema) })
  .meta({ id: 'AssistantConversations' });
export type ConversationList = z.infer<typeof ConversationListSchema>;

export const ConversationSchema = z
  .object({ id: z.uuid(), title: z.string(), messages: z.array(ChatMessageSchema) })
  .meta({ id: 'AssistantConversation' });
export type Conversation = z.infer<typeof ConversationSchema>;

export const ClearedSchema = z.object({ deleted: z.number().int() }).meta({ id: 'AssistantCleared' });
export type Cleared = z.infer<typeof ClearedSchema>;

// ---- the answer stream (server-sent events) -------------------------------------------------------

/**
 * The events of POST /assistant/ask, in order: `start` (the conversation), `citations` (the items the
 * answer may cite, before any text), `delta` (pieces of the answer as they come), an optional
 * `notice` (e.g. the model failed and the library answered), then `done` — or `error` instead.
 */
export const AskEventSchemas = {
  start: z.object({ conversationId: z.uuid(), engine: z.enum(['library', 'model']) }),
  citations: z.object({ items: z.array(ContentCardSchema) }),
  delta: z.object({ text: z.string() }),
  notice: z.object({ message: z.string() }),
  done: z.object({
    messageId: z.string(),
    content: z.string(),
    followUps: z.string().nullable(),
    citations: z.array(ContentCardSchema),
  }),
  error: z.object({ message: z.string() }),
} as const;
export type AskEventName = keyof typeof AskEventSchemas;
export type AskEvent = {
  [K in AskEventName]: { event: K; data: z.infer<(typeof AskEventSchemas)[K]> };
}[AskEventName];
