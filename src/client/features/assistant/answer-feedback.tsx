import { zodResolver } from '@hookform/resolvers/zod';
import {
  AnswerFeedbackSchema,
  type AnswerFeedbackState,
  type AnswerRating,
  FEEDBACK_NOTE_MAX,
} from '@shared/contract/assistant';
import { useMutation } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PendingButton } from '../../components/pending-button';
import { isApiError } from '../../lib/api';
import { giveFeedback } from './api';
import { IconButton } from './icon-button';

/** The note and the opt-in, checked by the same rule as the server's. */
const NoteSchema = AnswerFeedbackSchema.pick({ note: true, shareQuestion: true });
type NoteInput = z.input<typeof NoteSchema>;
type NoteOutput = z.output<typeof NoteSchema>;

/**
 * Thumbs up or down on an answer. A thumb is saved at once; then the member may add a note and
 * choose to share their question with it (administrators see only counts otherwise).
 */
export function AnswerFeedbackBar({
  messageId,
  feedback,
  onSaved,
}: {
  messageId: string;
  feedback: AnswerFeedbackState | null;
  onSaved: (feedback: AnswerFeedbackState) => void;
}) {
  const [noteOpen, setNoteOpen] = useState(false);
  const form = useForm<NoteInput, unknown, NoteOutput>({
    resolver: zodResolver(NoteSchema),
    defaultValues: { note: feedback?.note ?? '', shareQuestion: feedback?.shared ?? false },
  });
  const [thanked, setThanked] = useState(false);
  const noteId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // The form opens under the answer: it is brought into view, not left below the fold.
  useEffect(() => {
    if (noteOpen) formRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [noteOpen]);
  const save = useMutation({
    mutationFn: (body: { rating: AnswerRating; note: string | null; shareQuestion: boolean }) =>
      giveFeedback(messageId, body),
    onSuccess: (saved, body) => {
      onSaved(saved);
      if (body.note !== null || body.shareQuestion) {
        setNoteOpen(false);
        setThanked(true);
      }
    },
  });

  const rate = (rating: AnswerRating) => {
    setThanked(false);
    setNoteOpen(true);
    save.mutate({ rating, note: feedback?.note ?? null, shareQuestion: feedback?.shared ?? false });
  };

  const rating = feedback?.rating ?? null;
  return (
    <div className="space-y-2">
      <div className="flex items-center gap-1 text-xs text-muted">
        <span>Was this helpful?</span>
        <IconButton
          className={thumbClass(rating === 'up')}
          label="Helpful"
          pressed={rating === 'up'}
          onClick={() => rate('up')}
        >
          <ThumbsUp className="size-4" aria-hidden="true" />
        </IconButton>
        <IconButton
          className={thumbClass(rating === 'down')}
          label="Not helpful"
          pressed={rating === 'down'}
          onClick={() => rate('down')}
        >
          <ThumbsDown className="size-4" aria-hidden="true" />
        </IconButton>
        {thanked && <span role="status">Thanks for your feedback.</span>}
      </div>
      {save.isError && (
        <p role="alert" className="text-xs text-danger">
          {isApiError(save.error) && save.error.status < 500
            ? save.error.message
            : 'Your feedback could not be saved. Please try again.'}
        </p>
      )}
      {noteOpen && rating && (
        <form
          ref={formRef}
          className="space-y-2 rounded-md border border-border p-3"
          aria-label="Feedback on this answer"
          onSubmit={form.handleSubmit(({ note, shareQuestion }) =>
            save.mutate({ rating, note: note ? note : null, shareQuestion }),
          )}
        >
          <label htmlFor={noteId} className="block text-xs font-medium text-ink">
            {rating === 'down' ? 'What was missing or wrong? (optional)' : 'What helped? (optional)'}
          </label>
          <textarea
            id={noteId}
            maxLength={FEEDBACK_NOTE_MAX}
            {...form.register('note')}
            rows={2}
            className="w-full resize-none rounded-md border border-border bg-surface px-2 py-1.5 text-sm outline-none focus:border-primary"
          />
          <label className="flex items-start gap-2 text-xs text-ink">
            <input
              type="checkbox"
              {...form.register('shareQuestion')}
              className="mt-0.5 size-4 accent-primary"
            />
            <span>Share my question with this note, so the team can improve the answers</span>
          </label>
          <div className="flex justify-end gap-2">
            <button type="button" className="btn-outline text-xs" onClick={() => setNoteOpen(false)}>
              Not now
            </button>
            <PendingButton type="submit" pending={save.isPending} className="btn-primary text-xs">
              Send feedback
            </PendingButton>
          </div>
        </form>
      )}
    </div>
  );
}

/** A thumb looks pressed when it is the member's rating. */
const thumbClass = (pressed: boolean) =>
  clsx('size-8', pressed && 'bg-primary text-primary-foreground hover:bg-primary');
