import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { onAskAssistant } from '../../lib/ask-assistant';

// The panel (and its chat code and rules) is its own chunk, loaded when a member first reaches for
// it; the button names the assistant itself so that the member frame imports none of that.
const NAME = 'Your L&D assistant';
const loadPanel = () => import('../../features/assistant/panel/assistant-panel');
const AssistantPanel = lazy(loadPanel);

/** The floating button at the bottom right of every member page that opens the assistant. */
export function AssistantButton() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const warm = () => void loadPanel();
  // A question handed over by a page: open the panel and ask it there.
  useEffect(
    () =>
      onAskAssistant((question) => {
        setWanted(true);
        setOpen(true);
        void import('../../features/assistant/chat-store').then(({ chatStore }) => chatStore.send(question));
      }),
    [],
  );
  return (
    <>
      {!open && (
        <button
          ref={buttonRef}
          type="button"
          aria-label={`Open ${NAME}`}
          aria-haspopup="dialog"
          title={NAME}
          onPointerEnter={warm}
          onFocus={warm}
          onClick={() => {
            setWanted(true);
            setOpen(true);
          }}
          className="fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-colors hover:bg-primary-hover md:right-6 md:bottom-6"
        >
          <MessageCircle className="size-6" aria-hidden="true" />
        </button>
      )}
      {wanted && (
        <Suspense fallback={null}>
          <AssistantPanel open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
