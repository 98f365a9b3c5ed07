import crypto from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { ContentCard } from '../../../shared/content-card';
import type {
  AnswerFeedback as AnswerFeedbackInput,
  AnswerFeedbackState,
  Ask,
  AskEvent,
  AssistantFeedbackOverview,
  ChatMessage,
  Conversation,
  ConversationList,
  Suggest,
  Suggestion,
} from '../../../shared/contract/assistant';
import { weakest } from '../../../shared/domain/assessment';
import {
  ACTIONS,
  ASSISTANT_FAILED,
  ASSISTANT_MESSAGES,
  CONVERSATION_MAX_MESSAGES,
  HISTORY_LIMIT,
  HISTORY_TURNS_SENT,
  MAX_CITATIONS,
  MAX_EXCLUDED,
  messageProblem,
  nothingFoundAnswer,
} from '../../../shared/domain/assistant';
import { contentPath } from '../../../shared/domain/content-path';
import { CitationNumberer } from '../../assistant/citations';
import { libraryEngine, streamText } from '../../assistant/library-engine';
import { modelEngine, withLibraryFallback } from '../../assistant/model-engine';
import type { Engine, EngineInput, Passage, Personal } from '../../assistant/types';
import type { Db } from '../../db/client';
import {
  assistantAnswerFeedback,
  assistantConversations,
  assistantMessages,
  resources,
} from '../../db/schema';
import type { Env } from '../../env';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { consumeRateLimit, type RateRule, rateLimitsEnabled } from '../../lib/rate-limit';
import type { SessionMember } from '../../request-env';
import { ownResults } from '../assessment/results';
import { viewerTeam } from '../assessment/service';
import { cardColumns, isSavedColumn, toCard } from '../content/card';
import { isPublished } from '../content/where';
import type { SearchCache } from '../search/cache';
import type { Slots } from '../../lib/slots';
import {
  type CachedRanking,
  isVague,
  rankForQuery,
  retrievePassages,
  searchQueryOf,
  subjectWords,
} from './retrieval';

/**
 * The assistant's service: a question answered by an engine over retrieved passages and streamed,
 * a suggestion of one resource, and the member's own history. Conversations are read and deleted
 * only through their owner; nothing here logs their text.
 */

export interface AssistantDeps {
  db: Db;
  env: Env;
  logger: Logger;
  /** The app's engine (built once per app, see createAssistantEngine). */
  assistantEngine: Engine;
  /** The app's ranking of the library by question (retrieval.ts), per content version. */
  rankingCache: SearchCache<CachedRanking> | null;
  /** How many rankings the app runs at once (retrieval.ts). */
  retrievalSlots: Slots;
}

/** The app's ranking cache and retrieval slots, as the retrieval takes them. */
const appRanking = (deps: AssistantDeps) => ({ cache: deps.rankingCache, slots: deps.retrievalSlots });

/** Questions and suggestions per member: enough for a conversation, not for a script. */
export const ASSISTANT_RATE: RateRule = { window: 10 * 60, max: 40 };

const conversationNotFound = () => notFound(ASSISTANT_MESSAGES.conversationNotFound);
const conversationFull = () => new AppError(409, 'conversation_full', ASSISTANT_MESSAGES.conversationFull);

async function throttle(deps: AssistantDeps, userId: string) {
  if (!rateLimitsEnabled(deps.env)) return;
  if (!(await consumeRateLimit(deps.db, `assistant:member:${userId}`, ASSISTANT_RATE))) {
    throw new AppError(429, 'rate_limited', ASSISTANT_MESSAGES.rateLimited);
  }
}

function checkMessage(text: string) {
  const problem = messageProblem(text);
  if (problem) throw badRequest(problem);
}

const titleOf = (text: string) => {
  const one = text.replace(/\s+/g, ' ').trim();
  return one.length <= 80 ? one : `${one.slice(0, 79)}…`;
};

/** The member's own conversation with room for `adding` more messages (another member's is "not found"). */
async function ownedConversation(db: Db, userId: string, id: string, adding: number): Promise<string> {
  const [row] = await db
    .select({ id: assistantConversations.id, n: count(assistantMessages.id) })
    .from(assistantConversations)
    .leftJoin(assistantMessages, eq(assistantMessages.conversationId, assistantConversations.id))
    .where(and(eq(assistantConversations.id, id), eq(assistantConversations.userId, userId)))
    .groupBy(assistantConversations.id);
  if (!row) throw conversationNotFound();
  if (row.n + adding > CONVERSATION_MAX_MESSAGES) throw conversationFull();
  return row.id;
}

async function createConversation(
  db: Db,
  userId: string,
  firstMessage: string,
  id?: string,
): Promise<string> {
  const [created] = await db
    .insert(assistantConversations)
    .values({ ...(id ? { id } : {}), userId, title: titleOf(firstMessage) })
    .returning({ id: assistantConversations.id });
  return created!.id;
}

/** The conversation to add `adding` messages to: the member's own, or a new one. */
async function openConversation(
  db: Db,
  userId: string,
  id: string | null | undefined,
  firstMessage: string,
  adding: number,
): Promise<string> {
  return id ? ownedConversation(db, userId, id, adding) : createConversation(db, userId, firstMessage);
}

async function addMessage(
  db: Db,
  conversationId: string,
  message: {
    role: 'user' | 'assistant';
    content: string;
    followUps?: string | null;
    citations?: string[];
    notice?: string | null;
  },
) {
  const [row] = await db
    .insert(assistantMessages)
    .values({ conversationId, ...message })
    .returning({ id: assistantMessages.id, createdAt: assistantMessages.createdAt });
  await db
    .update(assistantConversations)
    .set({ updatedAt: sql`now()` })
    .where(eq(assistantConversations.id, conversationId));
  return row!;
}

// ---- personalisation -------------------------------------------------------------------------------

/** Title and team always; the weakest competencies only when asked (they cost a results read). */
export async function personalFor(
  db: Db,
  member: SessionMember,
  withGrowthAreas: boolean,
): Promise<Omit<Personal, 'usedGrowthArea'>> {
  const team = await viewerTeam(db, member.user.id);
  let growthAreas: string[] = [];
  if (withGrowthAreas) {
    try {
      const results = await ownResults(db, { userId: member.user.id, role: member.profile.role });
      if (results.status === 'ready')
        growthAreas = weakest(results.competencies).map((c) => c.competencyName);
    } catch {
      // No active assessment: nothing to personalise with.
    }
  }
  return { title: member.profile.title?.trim() || null, team: team?.name ?? null, growthAreas };
}

/** The query to search for: the question's own subject, or the member's weakest competency. */
async function queryFor(db: Db, member: SessionMember, question: string) {
  const vague = isVague(question);
  const base = await personalFor(db, member, vague);
  const area = vague ? (base.growthAreas[0] ?? null) : null;
  const personal: Personal = { ...base, usedGrowthArea: area };
  return { query: area ?? searchQueryOf(question), personal };
}

// ---- engines ---------------------------------------------------------------------------------------

/**
 * The model when one is configured (falling back to the library), otherwise the library assistant.
 * Built once per app (createApp), carried in its deps.
 */
export function createAssistantEngine(deps: { env: Env; logger: Logger }): Engine {
  const { OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL, ASSISTANT_MODEL_TIMEOUT_MS } = deps.env;
  return OPENAI_API_KEY || OPENAI_BASE_URL
    ? withLibraryFallback(
        modelEngine({
          // A local server (Ollama, vLLM…) needs no key, but the SDK wants one.
          apiKey: OPENAI_API_KEY ?? 'not-needed',
          baseURL: OPENAI_BASE_URL,
          model: OPENAI_MODEL,
          timeoutMs: ASSISTANT_MODEL_TIMEOUT_MS,
        }),
        // What failed, never what was asked.
        (err) =>
          deps.logger.warn(
            {
              failure: err instanceof Error ? err.name : typeof err,
              status: (err as { status?: unknown })?.status ?? null,
            },
            'assistant model failed; the library answered',
          ),
      )
    : libraryEngine;
}

// ---- ask -------------------------------------------------------------------------------------------

/** The question behind an advice request: the member's words without the action's name. */
const questionOf = (message: string) => {
  for (const { label } of Object.values(ACTIONS)) {
    if (message.startsWith(`${label}:`)) return message.slice(label.length + 1).trim();
  }
  return message.trim();
};

export interface AskStream {
  conversationId: string;
  events: AsyncIterable<AskEvent>;
}

/**
 * Checks everything that can be refused (rate, size, ownership, room) before anything streams,
 * then returns the events of the answer. The first event goes out before anything is written: a
 * new conversation's id is chosen here, and the conversation, the question and the answer are
 * stored as the stream runs.
 */
export async function ask(
  deps: AssistantDeps,
  member: SessionMember,
  input: Ask,
  signal: AbortSignal,
): Promise<AskStream> {
  const userId = member.user.id;
  checkMessage(input.message);
  await throttle(deps, userId);
  const existing = input.conversationId
    ? await ownedConversation(deps.db, userId, input.conversationId, 2)
    : null;
  const conversationId = existing ?? crypto.randomUUID();
  const engine = deps.assistantEngine;

  async function* events(): AsyncIterable<AskEvent> {
    yield { event: 'start', data: { conversationId, engine: engine.name } };
    let stored = false;
    try {
      const earlier = existing
        ? await deps.db
            .select({ role: assistantMessages.role, content: assistantMessages.content })
            .from(assistantMessages)
            .where(eq(assistantMessages.conversationId, conversationId))
            .orderBy(desc(assistantMessages.createdAt))
            .limit(HISTORY_TURNS_SENT)
        : [];
      if (!existing) await createConversation(deps.db, userId, input.message, conversationId);
      await addMessage(deps.db, conversationId, { role: 'user', content: input.message });
      stored = true;
      const question = questionOf(input.message);
      const { query, personal } = await queryFor(deps.db, member, question);
      const passages = await retrievePassages(deps.db, {
        query,
        userId,
        advice: true,
        ...appRanking(deps),
      });
      const shown = engine.name === 'library' ? passages.slice(0, MAX_CITATIONS) : passages;
      yield { event: 'citations', data: { items: shown.map((p) => p.item) } };
      const engineInput: EngineInput = { question, history: earlier.reverse(), passages, personal };
      // Nothing retrieved: both engines say so the same way, rather than answer from nowhere; the
      // search it offers carries the question's subject words, not its wrapping.
      const chunks =
        passages.length === 0
          ? streamText(nothingFoundAnswer(subjectWords(query).join(' ') || question), null, signal)
          : engine.answer(engineInput, signal);
      const numberer = new CitationNumberer(shown.map((p) => p.n));
      let content = '';
      let notice: string | null = null;
      let followUps: string | null = null;
      const deltaOf = (text: string): AskEvent | null => {
        content += text;
        return text === '' ? null : { event: 'delta', data: { text } };
      };
      for await (const chunk of chunks) {
        if (chunk.type === 'text') {
          const delta = deltaOf(numberer.push(chunk.text));
          if (delta) yield delta;
        } else if (chunk.type === 'notice') {
          notice = chunk.message;
          yield { event: 'notice', data: { message: chunk.message } };
        } else {
          followUps = chunk.followUps;
        }
      }
      const last = deltaOf(numberer.finish());
      if (last) yield last;
      const cited = numberer.cited;
      const citations = citedItems(passages, cited);
      const saved = await addMessage(deps.db, conversationId, {
        role: 'assistant',
        content,
        followUps,
        notice,
        citations: citations.map((c) => c.id),
      });
      yield { event: 'done', data: { messageId: saved.id, content, followUps, citations } };
    } catch (err) {
      if (signal.aborted) return;
      deps.logger.error({ failure: err instanceof Error ? err.name : typeof err }, 'assistant answer failed');
      if (stored) {
        await addMessage(deps.db, conversationId, { role: 'assistant', content: ASSISTANT_FAILED }).catch(
          () => {},
        );
      }
      yield { event: 'error', data: { message: ASSISTANT_FAILED } };
    }
  }
  return { conversationId, events: events() };
}

/** The items behind the cited numbers, in citation order: only passages that were retrieved. */
export function citedItems(passages: readonly Passage[], cited: readonly number[]): ContentCard[] {
  const byN = new Map(passages.map((p) => [p.n, p.item]));
  return cited.flatMap((n) => byN.get(n) ?? []).slice(0, MAX_CITATIONS);
}

// ---- suggest ---------------------------------------------------------------------------------------

function whyItMatches(card: ContentCard, query: string, personal: Personal): string {
  if (personal.usedGrowthArea) {
    return `I picked it because ${personal.usedGrowthArea} is one of your growth areas.`;
  }
  const words = new Set(subjectWords(query).map((w) => w.slice(0, 5)));
  const topics = card.topics.filter((t) =>
    t
      .toLowerCase()
      .split(/\s+/)
      .some((w) => words.has(w.slice(0, 5))),
  );
  const shown = (topics.length > 0 ? topics : card.topics).slice(0, 2);
  return shown.length > 0
    ? `It matches what you asked for and covers ${shown.join(' and ')}.`
    : 'It matches what you asked for.';
}

/** One resource for the session's query, never one already shown in it. */
export async function suggest(
  deps: AssistantDeps,
  member: SessionMember,
  input: Suggest,
): Promise<Suggestion> {
  const userId = member.user.id;
  checkMessage(input.query);
  if (input.reply) checkMessage(input.reply);
  await throttle(deps, userId);
  const said = input.reply ?? input.query;
  const conversationId = await openConversation(deps.db, userId, input.conversationId, said, 2);
  await addMessage(deps.db, conversationId, { role: 'user', content: said });

  const { query, personal } = await queryFor(deps.db, member, input.query);
  const excluded = new Set((input.excludeIds ?? []).slice(0, MAX_EXCLUDED));
  // The assistant's own retrieval (above its relevance floor), so the suggestion understands the
  // question as the answers do.
  const found = query
    ? await rankForQuery(deps.db, {
        query,
        userId,
        limit: Math.min(50, 10 + excluded.size),
        ...appRanking(deps),
      })
    : [];
  const card = found.find((c) => !excluded.has(c.id));
  if (!card) {
    const message = ASSISTANT_MESSAGES.noSuggestion;
    await addMessage(deps.db, conversationId, { role: 'assistant', content: message });
    return { found: false, message, conversationId };
  }
  const source = card.source ?? card.publisher ?? 'Praxis library';
  const message = [
    `I suggest “${card.title}” (${source}).`,
    whyItMatches(card, query, personal),
    "If it's not quite right, tell me and I'll find another.",
  ].join(' ');
  await addMessage(deps.db, conversationId, { role: 'assistant', content: message, citations: [card.id] });
  return {
    found: true,
    resource: {
      id: card.id,
      title: card.title,
      description: card.shortDescription ?? '',
      link: card.url ?? contentPath(card),
      source,
    },
    message,
    card,
    conversationId,
  };
}

// ---- history ---------------------------------------------------------------------------------------

export async function listConversations(db: Db, userId: string): Promise<ConversationList> {
  const rows = await db
    .select({
      id: assistantConversations.id,
      title: assistantConversations.title,
      createdAt: assistantConversations.createdAt,
      updatedAt: assistantConversations.updatedAt,
      messageCount: count(assistantMessages.id),
    })
    .from(assistantConversations)
    .leftJoin(assistantMessages, eq(assistantMessages.conversationId, assistantConversations.id))
    .where(eq(assistantConversations.userId, userId))
    .groupBy(assistantConversations.id)
    .orderBy(desc(assistantConversations.updatedAt), desc(assistantConversations.id))
    .limit(HISTORY_LIMIT);
  return {
    items: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    })),
  };
}

export async function getConversation(db: Db, userId: string, id: string): Promise<Conversation> {
  const [conversation] = await db
    .select({ id: assistantConversations.id, title: assistantConversations.title })
    .from(assistantConversations)
    .where(and(eq(assistantConversations.id, id), eq(assistantConversations.userId, userId)));
  if (!conversation) throw conversationNotFound();
  const rows = await db
    .select({
      message: assistantMessages,
      rating: assistantAnswerFeedback.rating,
      note: assistantAnswerFeedback.note,
      sharedQuestion: assistantAnswerFeedback.sharedQuestion,
    })
    .from(assistantMessages)
    .leftJoin(assistantAnswerFeedback, eq(assistantAnswerFeedback.messageId, assistantMessages.id))
    .where(eq(assistantMessages.conversationId, id))
    .orderBy(asc(assistantMessages.createdAt), asc(assistantMessages.id));
  const ids = [...new Set(rows.flatMap((r) => r.message.citations))];
  const cards =
    ids.length === 0
      ? []
      : await db
          .select({ ...cardColumns, isSaved: isSavedColumn(userId) })
          .from(resources)
          .where(and(inArray(resources.id, ids), isPublished));
  const now = new Date();
  const byId = new Map(cards.map((c) => [c.id, toCard(c, now)]));
  const messages: ChatMessage[] = rows.map(({ message: m, ...feedback }) => ({
    id: m.id,
    role: m.role,
    content: m.content,
    followUps: m.followUps,
    citations: m.citations.flatMap((c) => byId.get(c) ?? []),
    notice: m.notice,
    timestamp: m.createdAt.toISOString(),
    feedback: feedback.rating
      ? { rating: feedback.rating, note: feedback.note, shared: feedback.sharedQuestion !== null }
      : null,
  }));
  return { ...conversation, messages };
}

/** "Clear history": every conversation of the member goes, with its messages. */
export async function clearHistory(db: Db, userId: string): Promise<number> {
  const deleted = await db
    .delete(assistantConversations)
    .where(eq(assistantConversations.userId, userId))
    .returning({ id: assistantConversations.id });
  return deleted.length;
}

/** One conversation of the member goes, with its messages and their feedback (another's is "not found"). */
export async function deleteConversation(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(assistantConversations)
    .where(and(eq(assistantConversations.id, id), eq(assistantConversations.userId, userId)))
    .returning({ id: assistantConversations.id });
  if (deleted.length === 0) throw conversationNotFound();
}

// ---- feedback on answers ---------------------------------------------------------------------------

const answerNotFound = () => notFound(ASSISTANT_MESSAGES.answerNotFound);

/**
 * Thumbs up or down on one of the member's own answers, with an optional note; given again, it
 * replaces the earlier one. The question is copied for administrators only when the member shares
 * it, and un-sharing removes the copy.
 */
export async function giveFeedback(
  db: Db,
  userId: string,
  messageId: string,
  input: AnswerFeedbackInput,
): Promise<AnswerFeedbackState> {
  const [answer] = await db
    .select({ conversationId: assistantMessages.conversationId, createdAt: assistantMessages.createdAt })
    .from(assistantMessages)
    .innerJoin(assistantConversations, eq(assistantConversations.id, assistantMessages.conversationId))
    .where(
      and(
        eq(assistantMessages.id, messageId),
        eq(assistantMessages.role, 'assistant'),
        eq(assistantConversations.userId, userId),
      ),
    );
  if (!answer) throw answerNotFound();
  let question: string | null = null;
  if (input.shareQuestion) {
    const [asked] = await db
      .select({ content: assistantMessages.content })
      .from(assistantMessages)
      .where(
        and(
          eq(assistantMessages.conversationId, answer.conversationId),
          eq(assistantMessages.role, 'user'),
          lte(assistantMessages.createdAt, answer.createdAt),
        ),
      )
      .orderBy(desc(assistantMessages.createdAt), desc(assistantMessages.id))
      .limit(1);
    question = asked?.content ?? null;
  }
  const note = input.note ? input.note : null;
  const values = { rating: input.rating, note, sharedQuestion: question };
  await db
    .insert(assistantAnswerFeedback)
    .values({ messageId, ...values })
    .onConflictDoUpdate({
      target: assistantAnswerFeedback.messageId,
      set: { ...values, updatedAt: sql`now()` },
    });
  return { rating: input.rating, note, shared: question !== null };
}

/** Shared questions administrators see at most (newest first). */
export const SHARED_FEEDBACK_SHOWN = 50;

/** What administrators see: how many answers got each thumb, and what members chose to share. */
export async function feedbackOverview(db: Db): Promise<AssistantFeedbackOverview> {
  const [counts] = await db
    .select({
      up: sql<number>`(count(*) filter (where ${assistantAnswerFeedback.rating} = 'up'))::int`,
      down: sql<number>`(count(*) filter (where ${assistantAnswerFeedback.rating} = 'down'))::int`,
    })
    .from(assistantAnswerFeedback);
  const shared = await db
    .select({
      rating: assistantAnswerFeedback.rating,
      question: assistantAnswerFeedback.sharedQuestion,
      note: assistantAnswerFeedback.note,
      at: assistantAnswerFeedback.updatedAt,
    })
    .from(assistantAnswerFeedback)
    .where(isNotNull(assistantAnswerFeedback.sharedQuestion))
    .orderBy(desc(assistantAnswerFeedback.updatedAt))
    .limit(SHARED_FEEDBACK_SHOWN);
  return {
    up: counts?.up ?? 0,
    down: counts?.down ?? 0,
    shared: shared.map((r) => ({ ...r, question: r.question ?? '', at: r.at.toISOString() })),
  };
}
