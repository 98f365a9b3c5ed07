import type { TextRun } from '@shared/domain/text-runs';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { EXTERNAL_LINK_PROPS, isExternalHref, safeHref } from './links';
import { SrHint } from './sr-hint';

/** One piece of formatted text: bold, italic and a link become elements; the text stays text. */
function Run({ run }: { run: TextRun }) {
  let node: ReactNode = run.text;
  if (run.italic) node = <em>{node}</em>;
  if (run.bold) node = <strong className="font-semibold">{node}</strong>;
  // A link that is not http(s) or a path of this site is shown as its words only.
  const href = safeHref(run.link);
  if (!href) return <>{node}</>;
  const external = isExternalHref(href);
  return (
    <a href={href} className={clsx('link')} {...(external ? EXTERNAL_LINK_PROPS : {})}>
      {node}
      {external ? <SrHint>(opens in a new tab)</SrHint> : null}
    </a>
  );
}

/** Formatted text as React elements (never HTML). */
export function RichText({ runs }: { runs: readonly TextRun[] }) {
  return (
    <>
      {runs.map((run, i) => (
        <Run key={i} run={run} />
      ))}
    </>
  );
}
