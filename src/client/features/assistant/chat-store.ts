import type { ContentCard } from '@shared/content-card';
import type { AnswerFeedbackState, Conversation } from '@shared/contract/assistant';
import {
  ACTIONS,
  type ActionType,
  ASSISTANT_FAILED,
  followUpsOf,
  isNegativeReply,
  messageProblem,
  SUGGESTION_FAILED,
  withActionPrefix,
} from '@shared/domain/assistant';
import { useSyncExternalStore } from 'react';
import { isApiError } from '../../lib/api';
import { askAssistant, getConversation, listConversations, suggestResource } from './api';

/**
 * The chat's state, kept for the page's life (closing and reopening the panel keeps the
 * conversation): messages, the action waiting for clarification, the suggestion session.
 */

export interface ChatEntry {
  id: string;
  /** The stored message's id (feedback is given on it); null until the server has stored it. */
  messageId: string | null;
  role: 'user' | 'assistant';
  content: string;
  followUps: string[];
  citations: ContentCard[];
  notice: string | null;
  /** An error the member should read as such (a refused message, a failure). */
  failed: boolean;
  /** Still arriving. */
  streaming: boolean;
  /** The member's thumbs up or down, as stored. */
  feedback: AnswerFeedbackState | null;
}

export interface SuggestionSession {
  isActive: boolean;
  originalQuery: string;
  excludedResourceIds: string[];
}

export interface ChatState {
  messages: ChatEntry[];
  /** The action picked, waiting for the member's details. */
  awaiting: ActionType | null;
  session: SuggestionSession;
  conversationId: string | null;
  loading: boolean;
  /** The last conversation is being reopened. */
  restoring: boolean;
}

const NO_SESSION: SuggestionSession = { isActive: false, originalQuery: '', excludedResourceIds: [] };
const initial = (): ChatState => ({
  messages: [],
  awaiting: null,
  session: NO_SESSION,
  conversationId: null,
  loading: false,
  restoring: false,
});

let seq = 0;
const nextId = () => {
  seq += 1;
  return `local-${Date.now().toString(36)}-${seq}`;
};

const entry = (role: ChatEntry['role'], content: string, more: Partial<ChatEntry> = {}): ChatEntry => ({
  id: nextId(),
  messageId: null,
  role,
  content,
  followUps: [],
  citations: [],
  notice: null,
  failed: false,
  streaming: false,
  feedback: null,
  ...more,
});

export function createChatStore() {
  let state = initial();
  /** The last conversation is reopened once per page: after that the member decides. */
  let restored = false;
  /** Moves on whenever the member acts: a reopening that arrives after that is dropped. */
  let epoch = 0;
  const listeners = new Set<() => void>();
  const set = (next: Partial<ChatState>) => {
    state = { ...state, ...next };
    for (const l of listeners) l();
  };
  const update = (id: string, change: (m: ChatEntry) => ChatEntry) =>
    set({ messages: state.messages.map((m) => (m.id === id ? change(m) : m)) });
  const push = (...messages: ChatEntry[]) => set({ messages: [...state.messages, ...messages] });

  async function requestSuggestion(query: string, reply: string | null) {
    set({ loading: true });
    try {
      const result = await suggestResource({
        query,
        excludeIds: state.session.excludedResourceIds,
        reply,
        conversationId: state.conversationId,
      });
      set({ conversationId: result.conversationId });
      if (result.found && result.card) {
        push(entry('assistant', result.message, { citations: [result.card] }));
        set({
          session: {
            ...state.session,
            excludedResourceIds: [...state.session.excludedResourceIds, result.card.id],
          },
        });
      } else {
        push(entry('assistant', result.message));
        set({ session: NO_SESSION });
      }
    } catch (error) {
      const refused = isApiError(error) && error.status >= 400 && error.status < 500;
      push(entry('assistant', refused ? error.message : SUGGESTION_FAILED, { failed: true }));
      set({ session: NO_SESSION });
    } finally {
      set({ loading: false });
    }
  }

  async function ask(message: string, actionType: ActionType | null) {
    const answer = entry('assistant', '', { streaming: true });
    push(answer);
    set({ loading: true });
    try {
      await askAssistant({ message, conversationId: state.conversationId, actionType }, (event) => {
        switch (event.event) {
          case 'start':
            set({ conversationId: event.data.conversationId });
            break;
          // The cards come with the end of the answer, numbered as its markers: until then the
          // text's numbers would point at cards in another order.
          case 'citations':
            break;
          case 'delta':
            update(answer.id, (m) => ({ ...m, content: m.content + event.data.text }));
            break;
          case 'notice':
            update(answer.id, (m) => ({ ...m, notice: event.data.message }));
            break;
          case 'done':
            update(answer.id, (m) => ({
              ...m,
              messageId: event.data.messageId,
              content: event.data.content,
              followUps: followUpsOf(event.data.followUps),
              citations: event.data.citations,
              streaming: false,
            }));
            break;
          case 'error':
            update(answer.id, (m) => ({ ...m, content: event.data.message, failed: true, streaming: false }));
            break;
        }
      });
      update(answer.id, (m) =>
        m.streaming
          ? { ...m, content: m.content || ASSISTANT_FAILED, failed: !m.content, streaming: false }
          : m,
      );
    } catch (error) {
      const refused = isApiError(error) && error.status >= 400 && error.status < 500;
      update(answer.id, (m) => ({
        ...m,
        content: refused ? error.message : ASSISTANT_FAILED,
        citations: [],
        failed: true,
        streaming: false,
      }));
    } finally {
      set({ loading: false });
    }
  }

  /** A conversation from the history, shown as it was stored. */
  function load(conversation: Conversation) {
    restored = true;
    epoch += 1;
    set({
      ...initial(),
      conversationId: conversation.id,
      messages: conversation.messages.map((m) =>
        entry(m.role, m.content, {
          id: m.id,
          messageId: m.id,
          followUps: followUpsOf(m.followUps),
          citations: m.citations,
          notice: m.notice,
          feedback: m.feedback,
        }),
      ),
    });
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** 'Get strategic advice' or 'Suggest a resource': the assistant asks for details. */
    chooseAction(action: ActionType) {
      if (state.loading) return;
      epoch += 1;
      push(entry('assistant', ACTIONS[action].prompt));
      set({ awaiting: action, session: NO_SESSION });
    },

    /** The member sends a message; what happens depends on the action waiting and the session. */
    async send(raw: string) {
      const text = raw.trim();
      if (state.loading || messageProblem(text) !== null) return;
      epoch += 1;
      push(entry('user', text));
      const { awaiting, session } = state;
      if (awaiting === 'suggest_a_resource') {
        set({ awaiting: null, session: { isActive: true, originalQuery: text, excludedResourceIds: [] } });
        await requestSuggestion(text, null);
      } else if (awaiting === 'get_strategic_advice') {
        set({ awaiting: null });
        await ask(withActionPrefix('get_strategic_advice', text), 'get_strategic_advice');
      } else if (session.isActive && isNegativeReply(text)) {
        await requestSuggestion(session.originalQuery, text);
      } else {
        set({ session: NO_SESSION });
        await ask(text, null);
      }
    },

    load,

    /**
     * Opening the panel again reopens the member's last conversation (the newest in the history),
     * once per page and only while nothing else has been started. A failure leaves the greeting.
     */
    async restoreLast() {
      if (restored || state.messages.length > 0 || state.conversationId) return;
      restored = true;
      const started = epoch;
      set({ restoring: true });
      try {
        const last = (await listConversations()).items[0];
        if (!last || epoch !== started) return;
        const conversation = await getConversation(last.id);
        if (epoch === started) load(conversation);
      } catch {
        // The greeting stays: the member can still open the history.
      } finally {
        set({ restoring: false });
      }
    },

    /** The member's feedback on an answer, as stored. */
    setFeedback(messageId: string, feedback: AnswerFeedbackState) {
      set({ messages: state.messages.map((m) => (m.messageId === messageId ? { ...m, feedback } : m)) });
    },

    /** A conversation was deleted: if it is the one shown, a fresh one starts. */
    forget(conversationId: string) {
      if (state.conversationId === conversationId) set(initial());
    },

    /** A fresh conversation (after "Clear history" or "New conversation"). */
    reset() {
      restored = true;
      epoch += 1;
      set(initial());
    },
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;

/** The page's one chat. */
export const chatStore = createChatStore();

export function useChat(store: ChatStore = chatStore): ChatState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
