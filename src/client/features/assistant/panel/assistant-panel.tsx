import { ASSISTANT_NAME } from '@shared/domain/assistant';
import { clsx } from 'clsx';
import { History, Maximize2, MessageSquarePlus, Minimize2, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useIsMobile } from '../../../components/content/use-media-query';
import { type ChatStore, chatStore } from '../chat-store';
import { IconButton } from '../icon-button';
import { ChatView } from './chat-view';
import { HistoryView } from './history-view';

/**
 * The assistant's panel: a dialog at the right (400 × 650, expandable to 70 % × 85vh, full screen
 * below 768 px) holding the greeting and its two actions, the messages with their cited items and
 * follow-ups, the privacy banner and the input. Its own chunk: loaded when the member opens it.
 */

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
