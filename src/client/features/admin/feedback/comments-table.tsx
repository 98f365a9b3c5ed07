import type { FeedbackComment } from '@shared/contract/admin-feedback';
import { BAND_COLOR, BAND_LABEL, formatDate } from './format';

const th = 'border-b border-border px-3 py-2 text-left font-semibold text-ink';
const td = 'border-b border-border px-3 py-3 align-top text-ink';

const SOURCE_LABEL = { nps: 'Survey', manual: 'Feedback form' } as const;

/** The comments, newest first: when and who, the score with its band and source, and the text. */
export function CommentsTable({ comments }: { comments: FeedbackComment[] }) {
  // On a narrow screen the table scrolls sideways: the scrolling box takes focus, so keyboard users
  // can scroll it with the arrow keys, and is named so a screen reader says what it holds.
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      aria-label="Comments, newest first"
      className="overflow-x-auto rounded-lg border border-border bg-surface focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className="w-full min-w-[36rem] border-collapse text-sm">
        <caption className="sr-only">Comments, newest first</caption>
        <thead>
          <tr>
            <th scope="col" className={`${th} w-48`}>
              Member
            </th>
            <th scope="col" className={`${th} w-32`}>
              Score
            </th>
            <th scope="col" className={th}>
              Comment
            </th>
          </tr>
        </thead>
        <tbody>
          {comments.map((c) => (
            <tr key={c.id}>
              <td className={td}>
                <div className="font-medium break-words">{c.member.name ?? c.member.email}</div>
                {c.member.name ? <div className="text-muted break-all">{c.member.email}</div> : null}
                <div className="mt-1 text-muted">
                  <time dateTime={c.createdAt}>{formatDate(c.createdAt)}</time>
                </div>
              </td>
              <td className={td}>
                {c.score === null || c.band === null ? (
                  <span className="text-muted">No score</span>
                ) : (
                  <span className="inline-flex items-center gap-1.5">
                    <span
                      className="size-2.5 rounded-full"
                      style={{ backgroundColor: BAND_COLOR[c.band] }}
                      aria-hidden="true"
                    />
                    <span className="font-semibold tabular-nums">{c.score}</span>
                    <span className="text-muted">{BAND_LABEL[c.band]}</span>
                  </span>
                )}
                <div className="mt-1 text-muted">{SOURCE_LABEL[c.source]}</div>
              </td>
              <td className={`${td} whitespace-pre-line break-words`}>{c.comment}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
