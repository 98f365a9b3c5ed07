import type { ContentCard } from '@shared/content-card';
import type { ConversationList } from '@shared/contract/assistant';
import {
  ACTION_TYPES,
  ACTIONS,
  ASSISTANT_GREETING,
  ASSISTANT_NAME,
  CLARIFY_PLACEHOLDER,
  DEFAULT_PLACEHOLDER,
  MESSAGE_MAX_LENGTH,
  PRIVACY_BANNER,
  THINKING,
} from '@shared/domain/assistant';
import { contentPath } from '@shared/domain/content-path';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { format } from 'date-fns';
import { History, Maximize2, MessageSquarePlus, Minimize2, Send, ShieldCheck, Trash2, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useIsMobile } from '../../components/content/use-media-query';
import { PendingButton } from '../../components/pending-button';
import { toast } from '../../lib/toast';
import { IconButton } from './icon-button';
import { SaveMenu } from '../library/save-menu';
import { AnswerFeedbackBar } from './answer-feedback';
import { AnswerText, CitationMark } from './answer-text';
import { clearHistory, deleteConversation, getConversation, listConversations } from './api';
import { type ChatEntry, type ChatStore, chatStore, useChat } from './chat-store';

/**
 * The assistant's panel: a dialog at the right (400 × 650, expandable to 70 % × 85vh, full screen
 * below 768 px) holding the greeting and its two actions, the messages with their cited items and
 * follow-ups, the privacy banner and the input. Its own chunk: loaded when the member opens it.
 */

const HISTORY_KEY = ['assistant', 'conversations'] as const;

export interface AssistantPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back when the panel closes (the floating button). */
  returnFocusTo?: RefObject<HTMLElement | null>;
  store?: ChatStore;
}

export default function AssistantPanel({
  open,
  onOpenChange,
  returnFocusTo,
  store = chatStore,
}: AssistantPanelProps) {
  const isMobile = useIsMobile();
  const [expanded, setExpanded] = useState(false);
  const [view, setView] = useState<'chat' | 'history'>('chat');
  const inputRef = useRef<HTMLTextAreaElement>(null);

  // Opening the panel again brings back the member's last conversation.
  useEffect(() => {
    if (open) void store.restoreLast();
  }, [open, store]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={isMobile}>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            inputRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.current) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
          // The page stays usable beside the panel on desktop: a click there does not close it.
          onInteractOutside={(event) => {
            if (!isMobile) event.preventDefault();
          }}
          className={clsx(
            'fixed z-50 flex flex-col overflow-hidden bg-surface text-ink shadow-2xl outline-none',
            'inset-0 h-dvh w-full',
            'md:inset-auto md:right-6 md:bottom-6 md:max-h-[calc(100dvh-3rem)] md:max-w-[calc(100vw-3rem)] md:rounded-xl md:border md:border-border',
            expanded ? 'md:h-[85vh] md:w-[70%]' : 'md:h-[650px] md:w-[400px]',
          )}
          data-testid="assistant-panel"
        >
          <div className="flex items-center gap-1 border-b border-border px-4 py-3">
            <Dialog.Title className="min-w-0 flex-1 truncate text-base font-semibold">
              {ASSISTANT_NAME}
            </Dialog.Title>
            <IconButton
              label={view === 'history' ? 'Back to chat' : 'History'}
              pressed={view === 'history'}
              onClick={() => setView(view === 'history' ? 'chat' : 'history')}
            >
              <History className="size-4" aria-hidden="true" />
            </IconButton>
            <IconButton
              label="New conversation"
              onClick={() => {
                store.reset();
                setView('chat');
                inputRef.current?.focus();
              }}
            >
              <MessageSquarePlus className="size-4" aria-hidden="true" />
            </IconButton>
            {!isMobile && (
              <IconButton
                label={expanded ? 'Shrink panel' : 'Expand panel'}
                pressed={expanded}
                onClick={() => setExpanded(!expanded)}
              >
                {expanded ? (
                  <Minimize2 className="size-4" aria-hidden="true" />
                ) : (
                  <Maximize2 className="size-4" aria-hidden="true" />
                )}
              </IconButton>
            )}
            <Dialog.Close className="icon-btn" aria-label="Close assistant">
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          {view === 'history' ? (
            <HistoryView store={store} onOpened={() => setView('chat')} />
          ) : (
            <ChatView store={store} inputRef={inputRef} onNavigate={() => isMobile && onOpenChange(false)} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ChatView({
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

function Bubble({
  from,
  failed,
  rich,
  children,
}: {
  from: ChatEntry['role'];
  failed?: boolean;
  /** Drawn as paragraphs and lists: its own line breaks are not kept. */
  rich?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div
      className={clsx(
        'max-w-[90%] rounded-lg px-3 py-2 text-sm break-words',
        !rich && 'whitespace-pre-wrap',
        from === 'user' ? 'ml-auto bg-primary text-primary-foreground' : 'bg-subtle text-ink',
        failed && 'border border-danger',
      )}
    >
      {children}
    </div>
  );
}

function MessageView({
  message,
  showFollowUps,
  onFollowUp,
  onNavigate,
  store,
}: {
  message: ChatEntry;
  showFollowUps: boolean;
  onFollowUp: (text: string) => void;
  onNavigate: () => void;
  store: ChatStore;
}) {
  const who = message.role === 'user' ? 'You' : 'Assistant';
  const answer = message.role === 'assistant' && !message.failed;
  return (
    <article aria-label={`${who} said`} className="space-y-2">
      {message.notice && (
        <p role="note" className="rounded-md bg-accent px-3 py-1.5 text-xs text-accent-foreground">
          {message.notice}
        </p>
      )}
      {message.content !== '' && (
        <Bubble from={message.role} failed={message.failed} rich={answer}>
          {answer ? (
            <AnswerText text={message.content} citations={message.citations.length} />
          ) : (
            message.content
          )}
        </Bubble>
      )}
      {message.citations.length > 0 && (
        <ol aria-label="Cited items" className="space-y-2">
          {message.citations.map((card, i) => (
            <li key={card.id}>
              <CitedCard card={card} n={i + 1} onNavigate={onNavigate} />
            </li>
          ))}
        </ol>
      )}
      {answer && message.messageId && !message.streaming && (
        <AnswerFeedbackBar
          messageId={message.messageId}
          feedback={message.feedback}
          onSaved={(feedback) => store.setFeedback(message.messageId!, feedback)}
        />
      )}
      {showFollowUps && message.followUps.length > 0 && (
        <ul aria-label="Follow-up questions" className="flex flex-wrap gap-2">
          {message.followUps.map((text) => (
            <li key={text}>
              <button
                type="button"
                onClick={() => onFollowUp(text)}
                className="rounded-full border border-border px-3 py-1 text-left text-xs hover:bg-subtle"
              >
                {text}
              </button>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

const TYPE_LABEL: Record<ContentCard['presentedType'], string> = {
  resource: 'Resource',
  'case-study': 'Case study',
  event: 'Event',
  canvas: 'Canvas',
  research: 'Research',
  active_research: 'Research',
};

function CitedCard({ card, n, onNavigate }: { card: ContentCard; n: number; onNavigate: () => void }) {
  return (
    <div className="flex items-center gap-3 rounded-lg border border-border bg-surface p-3">
      <CitationMark n={n} />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium text-muted">{TYPE_LABEL[card.presentedType]}</p>
        <Link
          to={contentPath(card)}
          onClick={onNavigate}
          className="line-clamp-2 text-sm font-semibold text-ink hover:underline"
          aria-label={`Open “${card.title}”`}
        >
          {card.title}
        </Link>
      </div>
      <SaveMenu resourceId={card.id} isSaved={card.isSaved} title={card.title} card={card} />
    </div>
  );
}

function HistoryView({ store, onOpened }: { store: ChatStore; onOpened: () => void }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const history = useQuery({ queryKey: HISTORY_KEY, queryFn: listConversations });
  const open = useMutation({
    mutationFn: getConversation,
    onSuccess: (conversation) => {
      store.load(conversation);
      onOpened();
    },
    onError: () =>
      toast.error('Error', { description: 'Failed to open the conversation. Please try again.' }),
  });
  const remove = useMutation({
    mutationFn: deleteConversation,
    onSuccess: (_done, id) => {
      store.forget(id);
      queryClient.setQueryData<ConversationList>(HISTORY_KEY, (list) =>
        list ? { items: list.items.filter((c) => c.id !== id) } : list,
      );
      toast.success('Conversation deleted');
    },
    onError: () =>
      toast.error('Error', { description: 'Failed to delete the conversation. Please try again.' }),
  });
  const clear = useMutation({
    mutationFn: clearHistory,
    onSuccess: () => {
      store.reset();
      setConfirming(false);
      queryClient.setQueryData(HISTORY_KEY, { items: [] });
      toast.success('History cleared', { description: 'Your conversations have been deleted.' });
    },
    onError: () => toast.error('Error', { description: 'Failed to clear history. Please try again.' }),
  });
  const items = history.data?.items ?? [];
  const busy = open.isPending || remove.isPending;
  return (
    <div className="flex flex-1 flex-col overflow-hidden">
      <div className="flex-1 overflow-y-auto px-4 py-3">
        <h3 className="mb-2 text-sm font-semibold">History</h3>
        {history.isPending ? (
          <div aria-busy="true" className="space-y-2" data-testid="history-loading">
            <span className="sr-only">Loading your conversations…</span>
            {Array.from({ length: 4 }, (_, i) => (
              <div key={i} className="skeleton h-12" />
            ))}
          </div>
        ) : history.isError ? (
          <p className="text-sm text-muted">Failed to load your conversations. Please try again.</p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted">No conversations yet.</p>
        ) : (
          <ul aria-label="Conversations" className="space-y-1">
            {items.map((c) => (
              <li key={c.id} className="flex items-center gap-1 rounded-md hover:bg-subtle">
                <PendingButton
                  type="button"
                  onClick={() => open.mutate(c.id)}
                  // The conversation being opened waits; the others are unavailable until it opens.
                  pending={open.isPending && open.variables === c.id}
                  disabled={busy && open.variables !== c.id}
                  className="min-w-0 flex-1 px-2 py-2 text-left text-sm"
                >
                  <span className="line-clamp-1">{c.title}</span>
                  <span className="block text-xs text-muted">
                    <time dateTime={c.updatedAt}>{format(new Date(c.updatedAt), 'd MMM yyyy, HH:mm')}</time>
                  </span>
                </PendingButton>
                <PendingButton
                  type="button"
                  aria-label={`Delete “${c.title}”`}
                  title="Delete this conversation"
                  onClick={() => remove.mutate(c.id)}
                  pending={remove.isPending && remove.variables === c.id}
                  disabled={busy && remove.variables !== c.id}
                  className="icon-btn shrink-0"
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </PendingButton>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="border-t border-border p-3">
        <button
          type="button"
          onClick={() => setConfirming(true)}
          disabled={items.length === 0}
          className="inline-flex items-center gap-2 rounded-md border border-border px-3 py-2 text-sm hover:bg-subtle disabled:opacity-50"
        >
          <Trash2 className="size-4" aria-hidden="true" />
          Clear history
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          title="Clear your history?"
          action="Delete all conversations"
          danger
          running={clear.isPending}
          onConfirm={() => clear.mutate()}
          onClose={() => setConfirming(false)}
        >
          <p>
            {items.length === 1
              ? 'Your conversation with the assistant will be deleted, with its messages.'
              : `All ${items.length} of your conversations with the assistant will be deleted, with their messages.`}{' '}
            This cannot be undone.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
