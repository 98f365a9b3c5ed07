import type { AdminVersionRow } from '@shared/contract/admin-content';
import { KEPT_VERSIONS, versionChanges } from '@shared/domain/content-versions';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useVersion, useVersions } from './api';
import { formatDateTime } from './labels';

const KIND_LABELS: Record<AdminVersionRow['kind'], string> = {
  create: 'Created',
  save: 'Saved',
  autosave: 'Autosaved',
  restore: 'Restored',
};

const versionLabel = (v: AdminVersionRow) =>
  `${formatDateTime(v.createdAt)} · ${KIND_LABELS[v.kind]} by ${v.authorEmail}`;

/** What changed between two versions, in words: fields before → after, blocks removed and added. */
function Comparison({ id, from, to }: { id: string; from: string; to: string }) {
  const a = useVersion(id, from);
  const b = useVersion(id, to);
  if (a.isPending || b.isPending) return <p className="text-sm text-muted">Loading the versions…</p>;
  if (a.isError || b.isError) return <p className="text-sm text-danger">The versions could not be loaded.</p>;
  const changes = versionChanges(a.data.item, b.data.item);
  if (changes.fields.length === 0 && changes.blocks.length === 0) {
    return <p className="text-sm text-muted">These two versions are the same.</p>;
  }
  return (
    <div className="flex flex-col gap-3 text-sm">
      {changes.fields.length > 0 ? (
        <table className="w-full text-left">
          <caption className="sr-only">Fields that changed</caption>
          <thead>
            <tr className="text-muted">
              <th scope="col" className="py-1 pr-3 font-medium">
                Field
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Before
              </th>
              <th scope="col" className="py-1 font-medium">
                After
              </th>
            </tr>
          </thead>
          <tbody>
            {changes.fields.map((f) => (
              <tr key={f.field} className="border-t border-border align-top">
                <th scope="row" className="py-1 pr-3 font-medium text-ink">
                  {f.field}
                </th>
                <td className="py-1 pr-3 break-words text-muted">{f.before}</td>
                <td className="py-1 break-words text-ink">{f.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {changes.blocks.length > 0 ? (
        <ul aria-label="Body changes" className="flex flex-col gap-1">
          {changes.blocks.map((c, i) => (
            <li
              key={i}
              className={
                c.change === 'added' ? 'rounded bg-accent px-2 py-1' : 'rounded bg-danger-soft px-2 py-1'
              }
            >
              <span className="font-medium">{c.change === 'added' ? 'Added' : 'Removed'}</span> (block{' '}
              {c.position}): {c.summary}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The item's kept versions (the newest 20): any two compared in words, and any one restored as a
 * new save (the current one stays in the list).
 */
export function VersionsPanel({
  id,
  restoring,
  canRestore,
  onRestore,
}: {
  id: string;
  restoring: boolean;
  /** False while there are unsaved changes (restoring would drop them). */
  canRestore: boolean;
  onRestore: (versionId: string) => Promise<void>;
}) {
  const versions = useVersions(id);
  const fromId = useId();
  const toId = useId();
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<AdminVersionRow | null>(null);
  const list = versions.data?.versions ?? [];
  const latest = list[0]?.id ?? null;
  const chosenFrom = from ?? list[1]?.id ?? null;
  const chosenTo = to ?? latest;

  return (
    <section
      aria-labelledby="versions-heading"
      className="rounded-lg border border-border bg-surface p-4 sm:p-5"
    >
      <h2 id="versions-heading" className="mb-1 text-lg font-semibold text-ink">
        Versions
      </h2>
      <p className="mb-4 text-sm text-muted">
        The last {KEPT_VERSIONS} saves of this item. Compare two, or restore one: restoring saves it as the
        newest version and keeps the current one in this list.
      </p>
      {versions.isPending ? <p className="text-sm text-muted">Loading versions…</p> : null}
      {versions.isError ? <p className="text-sm text-danger">The versions could not be loaded.</p> : null}
      {list.length > 0 ? (
        <ol className="mb-4 flex flex-col divide-y divide-border">
          {list.map((v, i) => (
            <li key={v.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span className="min-w-0">
                <span className="font-medium text-ink">{v.title}</span>
                <span className="block text-muted">
                  {versionLabel(v)}
                  {i === 0 ? ' · current' : ''}
                </span>
              </span>
              {i > 0 ? (
                <button
                  type="button"
                  className="btn-outline px-3 py-1"
                  disabled={!canRestore || restoring}
                  title={canRestore ? undefined : 'Save or undo your changes first'}
                  onClick={() => setConfirm(v)}
                >
                  Restore<span className="sr-only"> the version of {versionLabel(v)}</span>
                </button>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      {list.length > 1 && chosenFrom && chosenTo ? (
        <div className="flex flex-col gap-3">
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="flex flex-col gap-1">
              <label htmlFor={fromId} className="text-sm font-medium text-ink">
                Compare from
              </label>
              <select
                id={fromId}
                className="input"
                value={chosenFrom}
                onChange={(e) => setFrom(e.target.value)}
              >
                {list.map((v) => (
                  <option key={v.id} value={v.id}>
                    {versionLabel(v)}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={toId} className="text-sm font-medium text-ink">
                to
              </label>
              <select id={toId} className="input" value={chosenTo} onChange={(e) => setTo(e.target.value)}>
                {list.map((v) => (
                  <option key={v.id} value={v.id}>
                    {versionLabel(v)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div aria-live="polite">
            <Comparison id={id} from={chosenFrom} to={chosenTo} />
          </div>
        </div>
      ) : null}
      {confirm ? (
        <ConfirmDialog
          title="Restore this version?"
          action="Restore"
          running={restoring}
          onConfirm={async () => {
            await onRestore(confirm.id);
            setConfirm(null);
          }}
          onClose={() => setConfirm(null)}
        >
          <p>{`"${confirm.title}" (${versionLabel(confirm)}) becomes the newest version. The current version stays in the list.`}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
