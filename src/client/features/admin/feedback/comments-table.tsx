import type { FeedbackComment } from '@shared/contract/admin-feedback';
import { useMediaQuery } from '../../../components/content/use-media-query';
import { BAND_COLOR, BAND_LABEL, formatDate } from './format';

const th = 'border-b border-border px-3 py-2 text-left font-semibold text-ink';
const td = 'border-b border-border px-3 py-3 align-top text-ink';

const SOURCE_LABEL = { nps: 'Survey', manual: 'Feedback form' } as const;

function Score({ c }: { c: FeedbackComment }) {
  return c.score === null || c.band === null ? (
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
  );
}

/**
 * The comments, newest first: when and who, the score with its band and source, and the text. A
 * table on a wide screen; narrower, one card per comment (a table would squeeze the text).
 */
export function CommentsTable({ comments }: { comments: FeedbackComment[] }) {
  const narrow = useMediaQuery('(max-width: 1023.98px)');
  if (narrow) {
    return (
      <ul aria-label="Comments, newest first" className="space-y-3">
        {comments.map((c) => (
          <li key={c.id} className="rounded-lg border border-border bg-surface p-4 text-sm">
            <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
              <div className="min-w-0">
                <p className="font-medium break-words text-ink">{c.member.name ?? c.member.email}</p>
                {c.member.name ? <p className="break-all text-muted">{c.member.email}</p> : null}
              </div>
              <time dateTime={c.createdAt} className="text-muted">
                {formatDate(c.createdAt)}
              </time>
            </div>
            <p className="mt-2 flex flex-wrap items-center gap-x-2">
              <Score c={c} />
              <span className="text-muted">· {SOURCE_LABEL[c.source]}</span>
            </p>
            <p className="mt-2 whitespace-pre-line break-words text-ink">{c.comment}</p>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="rounded-lg border border-border bg-surface">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Comments, newest first</caption>
        <thead>
          <tr>
            <th scope="col" className={`${th} w-64`}>
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
                <Score c={c} />
                <div className="mt-1 text-muted">{SOURCE_LABEL[c.source]}</div>
              </td>
              <td className={`${td} whitespace-pre-line break-words`}>{c.comment}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
