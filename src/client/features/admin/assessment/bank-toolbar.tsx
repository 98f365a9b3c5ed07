import type { AdminBank } from '@shared/contract/assessment-bank';
import { bankChanges, describeBankChanges } from '@shared/domain/assessment-bank';
import { Download, FileUp, Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PendingFileInput } from '../../../components/pending-file-input';
import { toast } from '../../../lib/toast';
import { formatDateTime } from '../format';
import { adminBankApi, BANK_EXPORT_URL, useBankMutation } from './api';

/** Export the published bank as a file; import a file into the draft (it replaces the draft). */
export function ExportImport() {
  const id = useId();
  const [fileError, setFileError] = useState<string | null>(null);
  const importing = useBankMutation(adminBankApi.import);
  const error = fileError ?? (importing.isError ? importing.error.message : null);

  const read = async (file: File) => {
    setFileError(null);
    importing.reset();
    let document: unknown;
    try {
      document = JSON.parse(await file.text());
    } catch {
      setFileError(`${file.name} is not a JSON file: export the bank to see the format.`);
      return;
    }
    importing.mutate(document, {
      onSuccess: (bank) =>
        toast.success('Imported into the draft', {
          description: `${describeBankChanges(bankChanges(bank.published, bank.draft ?? bank.published))}. Publish to make it live.`,
        }),
    });
  };

  return (
    <div className="flex flex-col items-end gap-2">
      <div className="flex flex-wrap gap-2">
        <a href={BANK_EXPORT_URL} download className="btn-outline">
          <Download className="size-4" aria-hidden="true" />
          Export JSON
        </a>
        <PendingFileInput
          id={id}
          accept="application/json,.json"
          className="peer sr-only"
          pending={importing.isPending}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void read(file);
          }}
        />
        <label
          htmlFor={id}
          className="btn-outline cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-ring"
        >
          {importing.isPending ? (
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <FileUp className="size-4" aria-hidden="true" />
          )}
          Import JSON
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="max-w-xl text-sm text-danger">
          The file was not imported: {error}
        </p>
      ) : null}
    </div>
  );
}

/** Where the draft stands, with Discard and Publish (each asked for first). */
export function DraftBar({ bank }: { bank: AdminBank }) {
  const [asking, setAsking] = useState<'publish' | 'discard' | null>(null);
  const next = bank.assessment.version + 1;
  const publish = useBankMutation(() => adminBankApi.publish(bank.draftUpdatedAt));
  const discard = useBankMutation(adminBankApi.discard);
  const failed = (e: Error) => toast.error('Nothing changed', { description: e.message });
  const changes = bank.draft ? describeBankChanges(bankChanges(bank.published, bank.draft)) : null;

  return (
    <section aria-label="Draft" className="mb-6 rounded-xl border border-border bg-surface p-4 shadow-sm">
      {bank.draft ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-ink">
            <span className="font-semibold">Draft of version {next}</span>, saved{' '}
            {formatDateTime(bank.draftUpdatedAt)}: {changes}. Members still answer version{' '}
            {bank.assessment.version} until it is published.
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-outline" onClick={() => setAsking('discard')}>
              Discard draft
            </button>
            <button type="button" className="btn-primary" onClick={() => setAsking('publish')}>
              Publish version {next}
            </button>
          </div>
        </div>
      ) : (
        <p className="text-sm text-muted">
          No unpublished changes. Edits are kept in a draft, across visits, until you publish or discard them.
        </p>
      )}
      {asking === 'publish' ? (
        <ConfirmDialog
          title={`Publish version ${next}?`}
          action={`Publish version ${next}`}
          running={publish.isPending}
          onClose={() => setAsking(null)}
          onConfirm={() =>
            publish.mutate(undefined, {
              onSuccess: () => {
                setAsking(null);
                toast.success(`Version ${next} published`);
              },
              onError: failed,
            })
          }
        >
          <p>{changes}.</p>
          <p>
            Members answer version {next} from now on. Results already submitted keep the texts of the version
            they were answered on; retired items stay stored with their answers.
          </p>
        </ConfirmDialog>
      ) : null}
      {asking === 'discard' ? (
        <ConfirmDialog
          title="Discard the draft?"
          action="Discard draft"
          danger
          running={discard.isPending}
          onClose={() => setAsking(null)}
          onConfirm={() =>
            discard.mutate(undefined, {
              onSuccess: () => {
                setAsking(null);
                toast.success('Draft discarded');
              },
              onError: failed,
            })
          }
        >
          <p>
            {changes}: all of it is forgotten, and the bank stays at version {bank.assessment.version}.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
