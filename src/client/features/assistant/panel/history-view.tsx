import type { ConversationList } from '@shared/contract/assistant';
import { formatShortDayTime } from '@shared/domain/dates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PendingButton } from '../../../components/pending-button';
import { toast } from '../../../lib/toast';
import { clearHistory, deleteConversation, getConversation, listConversations } from '../api';
import type { ChatStore } from '../chat-store';

const HISTORY_KEY = ['assistant', 'conversations'] as const;

/** The member's past conversations: open one, delete one, or clear them all. */
export function HistoryView({ store, onOpened }: { store: ChatStore; onOpened: () => void }) {
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
                    <time dateTime={c.updatedAt}>{formatShortDayTime(c.updatedAt)}</time>
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
