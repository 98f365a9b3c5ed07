import { createRoute, z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import {
  AnswerFeedbackSchema,
  AnswerFeedbackStateSchema,
  AskSchema,
  AssistantFeedbackOverviewSchema,
  ClearedSchema,
  ConversationListSchema,
  ConversationSchema,
  SuggestionSchema,
  SuggestSchema,
} from '../../../shared/contract/assistant';
import type { AppDeps } from '../../context';
import { access } from '../../http/access';
import { createRouter, errorResponse, json, jsonBody } from '../../http/openapi';
import {
  ask,
  clearHistory,
  deleteConversation,
  feedbackOverview,
  getConversation,
  giveFeedback,
  listConversations,
  suggest,
} from './service';

/** The assistant (docs/decisions/0019-assistant.md): full members only, each with their own history. */

const tags = ['Assistant'];

const ConversationParam = z.object({
  id: z.uuid('Conversation not found').openapi({ param: { name: 'id', in: 'path' } }),
});

const askRoute = createRoute({
  method: 'post',
  path: '/ask',
  tags,
  summary: 'Ask the assistant: the answer streams as server-sent events, grounded on and citing the library',
  ...access('member'),
  request: jsonBody(AskSchema),
  responses: {
    200: {
      description:
        'text/event-stream: start, citations, delta…, notice?, done (or error). See AskEventSchemas in the contract.',
      content: { 'text/event-stream': { schema: z.string() } },
    },
    400: errorResponse('Blank or over-long message'),
    404: errorResponse('Conversation not found (or not mine)'),
    409: errorResponse('The conversation is full'),
    429: errorResponse('Too many questions in a short time'),
  },
});

const suggestRoute = createRoute({
  method: 'post',
  path: '/suggest',
  tags,
  summary: 'Suggest one resource for a query, never one of excludeIds',
  ...access('member'),
  request: jsonBody(SuggestSchema),
  responses: {
    200: json(SuggestionSchema, '{found, resource} or {found: false} with the assistant’s message'),
    400: errorResponse('Blank or over-long query'),
    404: errorResponse('Conversation not found (or not mine)'),
    409: errorResponse('The conversation is full'),
    429: errorResponse('Too many questions in a short time'),
  },
});

const listRoute = createRoute({
  method: 'get',
  path: '/conversations',
  tags,
  summary: 'My conversations with the assistant, newest first',
  ...access('member'),
  responses: { 200: json(ConversationListSchema, 'My conversations') },
});

const getRoute = createRoute({
  method: 'get',
  path: '/conversations/{id}',
  tags,
  summary: 'One of my conversations with its messages and cited items',
  ...access('member'),
  request: { params: ConversationParam },
  responses: {
    200: json(ConversationSchema, 'The conversation'),
    400: errorResponse('Not a conversation id'),
    404: errorResponse('Conversation not found (or not mine)'),
  },
});

const clearRoute = createRoute({
  method: 'delete',
  path: '/conversations',
  tags,
  summary: 'Clear history: delete all my conversations',
  ...access('member'),
  responses: { 200: json(ClearedSchema, 'How many conversations were deleted') },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/conversations/{id}',
  tags,
  summary: 'Delete one of my conversations, with its messages and the feedback on them',
  ...access('member'),
  request: { params: ConversationParam },
  responses: {
    200: json(ClearedSchema, 'Deleted (1)'),
    400: errorResponse('Not a conversation id'),
    404: errorResponse('Conversation not found (or not mine)'),
  },
});

const feedbackRoute = createRoute({
  method: 'put',
  path: '/messages/{id}/feedback',
  tags,
  summary:
    'Thumbs up or down on one of my answers, with an optional note; sharing lets administrators read the question with the note',
  ...access('member'),
  request: {
    params: z.object({ id: z.uuid('Answer not found').openapi({ param: { name: 'id', in: 'path' } }) }),
    ...jsonBody(AnswerFeedbackSchema),
  },
  responses: {
    200: json(AnswerFeedbackStateSchema, 'My feedback as stored'),
    400: errorResponse('Not an answer id, or an invalid rating or note'),
    404: errorResponse('Answer not found (or not mine)'),
  },
});

const adminFeedbackRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Admin'],
  summary:
    'How many answers got a thumbs up or down, and the questions and notes members chose to share (never their conversations)',
  ...access('admin'),
  responses: {
    200: json(AssistantFeedbackOverviewSchema, 'Counts and shared feedback, newest first'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not an administrator'),
  },
});

export function assistantRoutes(deps: AppDeps) {
  const app = createRouter();

  app.openapi(askRoute, async (c) => {
    const aborted = new AbortController();
    const { events } = await ask(deps, c.get('member'), c.req.valid('json'), aborted.signal);
    c.header('Cache-Control', 'no-store, no-transform');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      stream.onAbort(() => aborted.abort());
      for await (const { event, data } of events) {
        if (stream.aborted) break;
        await stream.writeSSE({ event, data: JSON.stringify(data) });
      }
    }) as never;
  });

  app.openapi(suggestRoute, async (c) =>
    c.json(await suggest(deps, c.get('member'), c.req.valid('json')), 200),
  );

  app.openapi(listRoute, async (c) => c.json(await listConversations(deps.db, c.get('member').user.id), 200));

  app.openapi(getRoute, async (c) =>
    c.json(await getConversation(deps.db, c.get('member').user.id, c.req.valid('param').id), 200),
  );

  app.openapi(clearRoute, async (c) =>
    c.json({ deleted: await clearHistory(deps.db, c.get('member').user.id) }, 200),
  );

  app.openapi(deleteRoute, async (c) => {
    await deleteConversation(deps.db, c.get('member').user.id, c.req.valid('param').id);
    return c.json({ deleted: 1 }, 200);
  });

  app.openapi(feedbackRoute, async (c) =>
    c.json(
      await giveFeedback(deps.db, c.get('member').user.id, c.req.valid('param').id, c.req.valid('json')),
      200,
    ),
  );

  return app;
}

/** The console's view of the assistant's answers (thumbs and shared notes), at /admin/assistant-feedback. */
export function adminAssistantFeedbackRoutes(deps: AppDeps) {
  const app = createRouter();
  app.openapi(adminFeedbackRoute, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await feedbackOverview(deps.db), 200);
  });
  return app;
}
