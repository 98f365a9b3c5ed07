import {
  ACTION_TYPES,
  ACTIONS,
  ASSISTANT_GREETING,
  CLARIFY_PLACEHOLDER,
  DEFAULT_PLACEHOLDER,
  MESSAGE_MAX_LENGTH,
  PRIVACY_BANNER,
  THINKING,
} from '@shared/domain/assistant';
import { Send, ShieldCheck } from 'lucide-react';
import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { type ChatStore, useChat } from '../chat-store';
import { Bubble, MessageView } from './message-view';

/** The conversation: the greeting and its actions, the messages as they stream in, and the input. */
export function ChatView({
  store,
  inputRef,
  onNavigate,
}: {
  store: ChatStore;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  onNavigate: () => void;
}) {
  const chat = useChat(store);
  const [draft, setDraft] = useState('');
  const endRef = useRef<HTMLDivElement>(null);
  const last = chat.messages.at(-1);
  const thinking = chat.loading && (!last || last.role === 'user' || (last.streaming && last.content === ''));

  // Keep the newest words in view as they arrive.
  const newest = `${chat.messages.length}:${last?.content.length ?? 0}:${thinking}`;
  useEffect(() => {
    if (newest) endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [newest]);

  const send = (text: string) => {
    if (text.trim() === '' || chat.loading) return;
    setDraft('');
    void store.send(text);
    // The message box keeps (or takes) focus: a follow-up button that sent the question goes away,
    // and Send is disabled once the box is empty, which would leave focus nowhere.
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter (and Enter while composing an accented letter) adds a line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send(draft);
    }
  };

  const placeholder = chat.loading ? THINKING : chat.awaiting ? CLARIFY_PLACEHOLDER : DEFAULT_PLACEHOLDER;
  const lastAssistant = [...chat.messages].reverse().find((m) => m.role === 'assistant');

  return (
    <>
      <div role="log" aria-label="Conversation" className="flex-1 space-y-4 overflow-y-auto px-4 py-4">
        {chat.messages.length === 0 && chat.restoring && (
          <div aria-busy="true" className="space-y-3" data-testid="conversation-loading">
            <span className="sr-only">Opening your last conversation…</span>
            <div className="skeleton ml-auto h-9 w-2/3" />
            <div className="skeleton h-24 w-11/12" />
          </div>
        )}
        {chat.messages.length === 0 && !chat.restoring && (
          <div className="space-y-3">
            <Bubble from="assistant">{ASSISTANT_GREETING}</Bubble>
            <div className="flex flex-wrap gap-2">
              {ACTION_TYPES.map((action) => (
                <button
                  key={action}
                  type="button"
                  onClick={() => {
                    store.chooseAction(action);
                    inputRef.current?.focus();
                  }}
                  className="rounded-full border border-primary px-3 py-1.5 text-sm font-medium text-primary hover:bg-primary hover:text-primary-foreground"
                >
                  {ACTIONS[action].label}
                </button>
              ))}
            </div>
          </div>
        )}
        {chat.messages.map((message) =>
          message.streaming && message.content === '' && message.citations.length === 0 ? null : (
            <MessageView
              key={message.id}
              message={message}
              showFollowUps={message === lastAssistant && !chat.loading}
              onFollowUp={send}
              onNavigate={onNavigate}
              store={store}
            />
          ),
        )}
        {thinking && (
          <p role="status" className="text-sm text-muted">
            {THINKING}
          </p>
        )}
        <div ref={endRef} />
      </div>
      <p className="flex items-center justify-center gap-1.5 border-t border-border bg-subtle px-4 py-1.5 text-xs text-muted">
        <ShieldCheck className="size-3.5" aria-hidden="true" />
        {PRIVACY_BANNER}
      </p>
      <form
        className="flex items-end gap-2 border-t border-border p-3"
        onSubmit={(event) => {
          event.preventDefault();
          send(draft);
        }}
      >
        {/* While the answer streams in, the box takes no typing but stays enabled: a disabled box
            would drop keyboard focus to the page, far from the answer and its cited items. */}
        <textarea
          ref={inputRef}
          aria-label="Message"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          readOnly={chat.loading}
          aria-disabled={chat.loading || undefined}
          maxLength={MESSAGE_MAX_LENGTH}
          rows={2}
          className="max-h-40 min-h-11 flex-1 resize-none rounded-md border border-border bg-surface px-3 py-2 text-sm outline-none focus:border-primary aria-disabled:opacity-60"
        />
        <button
          type="submit"
          aria-label="Send"
          disabled={chat.loading || draft.trim() === ''}
          className="inline-flex size-11 items-center justify-center rounded-md bg-primary text-primary-foreground disabled:opacity-50"
        >
          <Send className="size-4" aria-hidden="true" />
        </button>
      </form>
    </>
  );
}
