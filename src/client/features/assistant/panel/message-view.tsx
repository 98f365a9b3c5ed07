import type { ContentCard } from '@shared/content-card';
import { contentPath } from '@shared/domain/content-path';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SaveMenu } from '../../library/save-menu';
import { AnswerFeedbackBar } from '../answer-feedback';
import { AnswerText, CitationMark } from '../answer-text';
import type { ChatEntry, ChatStore } from '../chat-store';

/** One message's bubble: the member's on the right, the assistant's on the left. */
export function Bubble({
  from,
  failed,
  rich,
  children,
}: {
  from: ChatEntry['role'];
  failed?: boolean;
  /** Drawn as paragraphs and lists: its own line breaks are not kept. */
  rich?: boolean;
  children: ReactNode;
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

/** A message with its cited items, the feedback bar of an answer and the follow-up questions. */
export function MessageView({
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
