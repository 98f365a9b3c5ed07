import type {
  AnswerFeedback,
  AnswerFeedbackState,
  Ask,
  AssistantFeedbackOverview,
  AskEvent,
  Cleared,
  Conversation,
  ConversationList,
  Suggest,
  Suggestion,
} from '@shared/contract/assistant';
import { ApiError, apiDelete, apiGet, apiPost, apiPut, UNEXPECTED_ERROR_MESSAGE } from '../../lib/api';

/** The assistant's calls. The answer to a question arrives as server-sent events, read as they come. */

export const suggestResource = (body: Suggest) => apiPost<Suggestion>('/api/assistant/suggest', body);
export const listConversations = () => apiGet<ConversationList>('/api/assistant/conversations');
export const getConversation = (id: string) =>
  apiGet<Conversation>(`/api/assistant/conversations/${encodeURIComponent(id)}`);
export const clearHistory = () => apiDelete<Cleared>('/api/assistant/conversations');
export const deleteConversation = (id: string) =>
  apiDelete<Cleared>(`/api/assistant/conversations/${encodeURIComponent(id)}`);
export const giveFeedback = (messageId: string, body: AnswerFeedback) =>
  apiPut<AnswerFeedbackState>(`/api/assistant/messages/${encodeURIComponent(messageId)}/feedback`, body);
export const assistantFeedbackOverview = () =>
  apiGet<AssistantFeedbackOverview>('/api/admin/assistant-feedback');

/** One event of a server-sent-events block, or null for a comment or keep-alive. */
export function parseEventBlock(block: string): AskEvent | null {
  let event = '';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
  }
  if (event === '' || data.length === 0) return null;
  try {
    return { event, data: JSON.parse(data.join('\n')) } as AskEvent;
  } catch {
    return null;
  }
}

/**
 * Asks the assistant and calls `onEvent` for each event as it arrives. A refusal before the stream
 * (a message too long, a full conversation, too many questions) throws an ApiError with its message.
 */
export async function askAssistant(body: Ask, onEvent: (event: AskEvent) => void, signal?: AbortSignal) {
  let response: Response;
  try {
    response = await fetch('/api/assistant/ask', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', UNEXPECTED_ERROR_MESSAGE);
  }
  if (!response.ok || !response.body) {
    const parsed = (await response.json().catch(() => null)) as {
      error?: { code?: string; message?: string };
    } | null;
    throw new ApiError(
      response.status,
      parsed?.error?.code ?? `http_${response.status}`,
      parsed?.error?.message ?? UNEXPECTED_ERROR_MESSAGE,
    );
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n/g, '\n');
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const event = parseEventBlock(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (event) onEvent(event);
      end = buffer.indexOf('\n\n');
    }
  }
  const last = parseEventBlock(buffer);
  if (last) onEvent(last);
}
