import type { AdminBank, BankDocument, BankItem } from '@shared/contract/assessment-bank';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { AdminPageHeader } from '../admin-page-header';
import { LoadError } from '../load-error';
import { formatDateTime } from '../format';
import { adminBankApi, adminBankKey, adminBankQuery, useBankMutation, workingBank } from './api';
import { BankCompetencyCard } from './bank-competency';
import { BankContents } from './bank-contents';
import { type CompetencyTexts, CompetencyTextsDialog, ItemDialog } from './bank-dialogs';
import { DraftBar, ExportImport } from './bank-toolbar';

/**
 * The console's Assessment section: the competency bank members answer. Every edit is saved at
 * once into a draft (kept across visits); members see nothing of it until it is published as the
 * next version. Export and import move the published bank as a JSON file.
 */
export default function AssessmentBankPage() {
  const query = useQuery(adminBankQuery);
  return (
    <>
      <AdminPageHeader
        title="Assessment"
        description={
          query.data
            ? `The competency bank members answer: version ${query.data.assessment.version}, published ${formatDateTime(query.data.versions[0]?.publishedAt)}.`
            : 'The competency bank members answer.'
        }
        actions={<ExportImport />}
      />
      {query.isPending ? (
        <BankSkeleton />
      ) : query.isError ? (
        <LoadError
          message="The competency bank could not be loaded."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <BankEditor bank={query.data} />
      )}
    </>
  );
}

function BankSkeleton() {
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="sr-only">Loading the competency bank…</span>
      {[0, 1, 2].map((i) => (
        <div key={i} aria-hidden="true" className="rounded-xl border border-border bg-surface p-5">
          <div className="skeleton h-6 w-56" />
          <div className="skeleton mt-3 h-4 w-full" />
          <div className="skeleton mt-2 h-24 w-full" />
        </div>
      ))}
    </div>
  );
}

type Editing =
  | { kind: 'texts'; competency: number }
  | { kind: 'item'; competency: number; item: number | null };

function BankEditor({ bank }: { bank: AdminBank }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing | null>(null);
  const save = useBankMutation((doc: BankDocument) => adminBankApi.saveDraft(doc, bank.draftUpdatedAt));
  const working = workingBank(bank);
  const published = new Map(bank.published.competencies.map((c) => [c.id, c]));

  /** Applies a change to a copy of the draft and saves it; `done` runs once it is kept. */
  const edit = (change: (doc: BankDocument) => void, done: string) => {
    const doc = structuredClone(working);
    change(doc);
    save.mutate(doc, {
      onSuccess: () => {
        setEditing(null);
        toast.success(done);
      },
      onError: (e) => {
        // Another window saved first: read the draft again (the message says so).
        if (isApiError(e) && e.status === 409) void queryClient.invalidateQueries({ queryKey: adminBankKey });
        if (!editing) toast.error('Nothing changed', { description: e.message });
      },
    });
  };
  const open = (next: Editing) => {
    save.reset();
    setEditing(next);
  };
  const dialogProps = {
    saving: save.isPending,
    error: save.isError ? save.error.message : null,
    onClose: () => setEditing(null),
  };
  const current = editing ? working.competencies[editing.competency] : undefined;

  return (
    <>
      <DraftBar bank={bank} />
      <BankContents competencies={working.competencies} published={published} />
      <div className="space-y-6">
        {working.competencies.map((competency, ci) => (
          <BankCompetencyCard
            key={competency.id}
            competency={competency}
            published={published.get(competency.id)}
            busy={save.isPending}
            actions={{
              editTexts: () => open({ kind: 'texts', competency: ci }),
              editItem: (item) => open({ kind: 'item', competency: ci, item }),
              addItem: () => open({ kind: 'item', competency: ci, item: null }),
              retireItem: (item) =>
                edit(
                  (doc) => doc.competencies[ci]!.items.splice(item, 1),
                  competency.items[item]?.id ? 'Item retired in the draft' : 'Item removed from the draft',
                ),
              restoreItem: (item: BankItem) =>
                edit((doc) => doc.competencies[ci]!.items.push(item), 'Item restored in the draft'),
            }}
          />
        ))}
      </div>
      <VersionList bank={bank} />
      {editing?.kind === 'texts' && current ? (
        <CompetencyTextsDialog
          competency={current}
          {...dialogProps}
          onSave={(texts: CompetencyTexts) =>
            edit((doc) => Object.assign(doc.competencies[editing.competency]!, texts), 'Saved to the draft')
          }
        />
      ) : null}
      {editing?.kind === 'item' && current ? (
        <ItemDialog
          competency={current}
          item={editing.item === null ? null : (current.items[editing.item] ?? null)}
          {...dialogProps}
          onSave={(item) =>
            edit((doc) => {
              const items = doc.competencies[editing.competency]!.items;
              if (editing.item === null) items.push(item);
              else items[editing.item] = item;
            }, 'Saved to the draft')
          }
        />
      ) : null}
    </>
  );
}

function VersionList({ bank }: { bank: AdminBank }) {
  return (
    <section aria-labelledby="bank-versions" className="mt-8">
      <h2 id="bank-versions" className="text-lg font-semibold text-ink">
        Published versions
      </h2>
      <ol className="mt-2 space-y-1 text-sm text-ink">
        {bank.versions.map((v) => (
          <li key={v.version}>
            <span className="font-medium">Version {v.version}</span>: {formatDateTime(v.publishedAt)}
            {v.publishedBy ? `, by ${v.publishedBy}` : ', as installed'}
          </li>
        ))}
      </ol>
    </section>
  );
}
