import {
  type VocabularyGroup,
  type VocabularyGroupInput,
  type VocabularyList,
  VOCABULARY_LIMITS,
} from '@shared/contract/vocabulary';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { dialogContentClass, dialogOverlayClass } from '../../../components/dialog-classes';
import { DialogHeader } from '../../../components/dialog-header';
import { Field } from '../../../components/form/field';
import { TextField } from '../../../components/form/text-field';
import { PendingButton } from '../../../components/pending-button';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { AdminPageHeader } from '../admin-page-header';
import { type AdminColumn, AdminTable } from '../admin-table';

/**
 * The console's Vocabulary: groups of words L&D practitioners use for one idea. A search or a
 * question to the assistant that uses one term of a group also finds items with the others.
 */

const PATH = '/api/admin/vocabulary';
const vocabularyKey = ['admin', 'vocabulary'] as const;
const vocabularyQuery = queryOptions({
  queryKey: vocabularyKey,
  queryFn: ({ signal }) => apiGet<VocabularyList>(PATH, { signal }),
});

/** The terms as typed in the form: one per line or separated by commas. */
export const termsOf = (text: string) =>
  text
    .split(/[\n,]/)
    .map((t) => t.trim())
    .filter((t) => t !== '');

type Editing = { group: VocabularyGroup | null } | null;

export default function VocabularyPage() {
  const groups = useQuery(vocabularyQuery);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<VocabularyGroup | null>(null);
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: vocabularyKey });
  const remove = useMutation({
    mutationFn: (group: VocabularyGroup) => apiDelete(`${PATH}/${group.id}`),
    onSuccess: (_, group) => {
      setDeleting(null);
      void refresh();
      toast.success(`Group “${group.label}” deleted.`);
    },
    onError: (error) => toast.error('The group was not deleted', { description: error.message }),
  });
  const columns: AdminColumn<VocabularyGroup>[] = [
    // The terms under the group's name rather than in a column of their own: a row reads the
    // same at any width, and on a phone the table fits without scrolling sideways (a term with no
    // space to break at wraps anywhere).
    {
      header: 'Group',
      cell: (g) => (
        <div className="flex flex-col gap-1 wrap-anywhere">
          <span className="font-medium text-ink">{g.label}</span>
          <span className="text-muted">{g.terms.join(', ')}</span>
        </div>
      ),
    },
    {
      header: 'Actions',
      headerClassName: 'w-0',
      cell: (g) => (
        <div className="flex flex-col gap-2 sm:flex-row">
          <button
            type="button"
            className="btn-outline"
            aria-label={`Edit ${g.label}`}
            onClick={() => setEditing({ group: g })}
          >
            Edit
          </button>
          <button
            type="button"
            className="btn-outline"
            aria-label={`Delete ${g.label}`}
            onClick={() => setDeleting(g)}
          >
            Delete
          </button>
        </div>
      ),
    },
  ];
  return (
    <>
      <AdminPageHeader
        title="Vocabulary"
        description="Words practitioners use for the same idea: acronyms, synonyms, a model and its authors. A search or a question that uses one term of a group also finds items with the others."
      />
      <div className="mb-6">
        <button type="button" className="btn-primary" onClick={() => setEditing({ group: null })}>
          Add a group
        </button>
      </div>
      <AdminTable
        caption="Vocabulary groups"
        columns={columns}
        query={groups}
        emptyText="No vocabulary groups yet."
        errorText="The vocabulary could not be loaded."
      />
      {editing ? (
        <GroupDialog
          group={editing.group}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            void refresh();
            toast.success(`Group “${saved.label}” saved.`);
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={`Delete the group “${deleting.label}”?`}
          action="Delete group"
          danger
          running={remove.isPending}
          onConfirm={() => remove.mutate(deleting)}
          onClose={() => setDeleting(null)}
        >
          <p>Search and the assistant will no longer treat its terms as the same idea.</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

function GroupDialog({
  group,
  onClose,
  onSaved,
}: {
  group: VocabularyGroup | null;
  onClose: () => void;
  onSaved: (group: VocabularyGroup) => void;
}) {
  const errorId = useId();
  // The terms are typed as text; the server checks the group (its answer is shown below).
  const form = useForm({
    defaultValues: { label: group?.label ?? '', terms: group?.terms.join('\n') ?? '' },
  });
  const save = useMutation({
    mutationFn: (input: VocabularyGroupInput) =>
      group ? apiPut<VocabularyGroup>(`${PATH}/${group.id}`, input) : apiPost<VocabularyGroup>(PATH, input),
    onSuccess: onSaved,
  });
  const submit = form.handleSubmit(({ label, terms }) =>
    save.mutate({ label: label.trim(), terms: termsOf(terms) }),
  );
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={dialogContentClass('max-w-lg')}>
          <form onSubmit={submit} className="space-y-4" noValidate>
            <DialogHeader
              title={group ? 'Edit vocabulary group' : 'Add a vocabulary group'}
              description="At least two terms, one per line (or separated by commas)."
            />
            <TextField label="Label" maxLength={VOCABULARY_LIMITS.label} {...form.register('label')} />
            <Field label="Terms">
              {(control) => (
                <textarea
                  {...control}
                  className="input min-h-40 py-2"
                  aria-describedby={save.isError ? errorId : undefined}
                  {...form.register('terms')}
                />
              )}
            </Field>
            {save.isError ? (
              <p id={errorId} role="alert" className="text-sm text-red-700">
                {save.error.message}
              </p>
            ) : null}
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close className="btn-outline" disabled={save.isPending}>
                Cancel
              </Dialog.Close>
              <PendingButton type="submit" className="btn-primary" pending={save.isPending}>
                Save group
              </PendingButton>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
