import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { getConfig } from '../../lib/config';
import { loginPathFor } from '../../lib/redirect';
import { SrHint } from './sr-hint';

/** For visitors of public pages: what the fellowship offers, and the way in. */
export function FellowshipPromo({ title, children }: { title?: string; children?: ReactNode }) {
  const { appName, marketingUrl } = getConfig();
  const location = useLocation();
  return (
    <aside
      aria-label="Fellowship"
      className="flex flex-col gap-4 rounded-xl border border-upcoming-border bg-upcoming p-6 sm:flex-row sm:items-center"
    >
      <div className="flex size-12 shrink-0 items-center justify-center rounded-full bg-surface">
        <Lock className="size-6 text-primary" aria-hidden="true" />
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-lg font-semibold text-ink">{title ?? `Become a ${appName} Fellow`}</p>
        <p className="mt-1 text-sm text-ink">
          {children ??
            `Join about 400 L&D practitioners: over 50 case studies, every session recording, canvases, research and a community of peers.`}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Link to={loginPathFor(location)} className="btn-outline">
          Log in
        </Link>
        <a href={marketingUrl} target="_blank" rel="noopener noreferrer" className="btn-primary">
          Become a fellow
          <SrHint>(opens in a new tab)</SrHint>
        </a>
      </div>
    </aside>
  );
}
