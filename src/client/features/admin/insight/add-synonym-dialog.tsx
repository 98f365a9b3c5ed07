import type { VocabularyGroup, VocabularyList } from '@shared/contract/vocabulary';
import { normalizeTerm } from '@shared/contract/vocabulary';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { type FormEvent, useId, useState } from 'react';
import { FilterSelect } from '../../../components/content/filter-select';
import { DialogHeader } from '../../../components/dialog-header';
import { dialogContentClass, dialogOverlayClass } from '../../../components/dialog-classes';
import { PendingButton } from '../../../components/pending-button';
import { apiGet, apiPost, apiPut } from '../../../lib/api';
import { toast } from '../../../lib/toast';

/**
 * A search that found nothing, taught to the library: the words join a vocabulary group whose
 * terms the library does use ("tna" beside "training needs analysis"), or start a new group with
 * the words they mean. Search and the assistant look for every term of a group from then on.
 */
export function AddSynonymDialog({ query, onClose }: { query: string; onClose: () => void }) {
  const ids = { mode: useId(), label: useId(), others: useId(), hint: useId() };
  const term = normalizeTerm(query);
  const queryClient = useQueryClient();
  const groups = useQuery({
    queryKey: ['admin', 'vocabulary'],
    queryFn: () => apiGet<VocabularyList>('/api/admin/vocabulary'),
  });
  const [mode, setMode] = useState<'existing' | 'new'>('existing');
  const [groupId, setGroupId] = useState('');
  const [label, setLabel] = useState('');
  const [others, setOthers] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (): Promise<VocabularyGroup> => {
      if (mode === 'existing') {
        const group = groups.data?.items.find((g) => g.id === groupId);
        if (!group) throw new Error('Choose the group the words belong to.');
        return apiPut(`/api/admin/vocabulary/${group.id}`, {
          label: group.label,
          terms: [...group.terms, term],
        });
      }
      const terms = [
        term,
        ...others
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
      ];
      return apiPost('/api/admin/vocabulary', { label: label.trim() || query, terms });
    },
    onSuccess: (group) => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'vocabulary'] });
      toast.success(`“${term}” is in the group ${group.label}: search finds its items from now on.`);
      onClose();
    },
    onError: (e) => setProblem(e.message),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    save.mutate();
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={dialogContentClass('max-w-lg')}>
          <DialogHeader
            title={`Add “${term}” to the vocabulary`}
            description="Members searched for these words and found nothing. Put them beside words the library uses, and search and the assistant find those items for them."
          />
          <form onSubmit={submit} className="mt-4 flex flex-col gap-4">
            <fieldset className="flex flex-wrap gap-4">
              <legend className="mb-1 text-sm font-medium text-ink">Where</legend>
              {(['existing', 'new'] as const).map((m) => (
                <label key={m} className="inline-flex items-center gap-2 text-sm">
                  <input type="radio" name={ids.mode} checked={mode === m} onChange={() => setMode(m)} />
                  {m === 'existing' ? 'In an existing group' : 'In a new group'}
                </label>
              ))}
            </fieldset>
            {mode === 'existing' ? (
              <FilterSelect
                label="Group"
                value={groupId}
                onChange={setGroupId}
                disabled={groups.isPending}
                options={[
                  { value: '', label: groups.isPending ? 'Loading groups…' : 'Choose a group' },
                  ...(groups.data?.items ?? []).map((g) => ({
                    value: g.id,
                    label: `${g.label} (${g.terms.slice(0, 3).join(', ')}${g.terms.length > 3 ? ', …' : ''})`,
                  })),
                ]}
              />
            ) : (
              <>
                <div className="flex flex-col gap-1">
                  <label htmlFor={ids.label} className="text-sm font-medium text-ink">
                    Label
                  </label>
                  <input
                    id={ids.label}
                    className="input"
                    value={label}
                    placeholder={query}
                    onChange={(e) => setLabel(e.target.value)}
                  />
                </div>
                <div className="flex flex-col gap-1">
                  <label htmlFor={ids.others} className="text-sm font-medium text-ink">
                    Words that mean the same
                  </label>
                  <input
                    id={ids.others}
                    className="input"
                    value={others}
                    aria-describedby={ids.hint}
                    onChange={(e) => setOthers(e.target.value)}
                  />
                  <p id={ids.hint} className="text-xs text-muted">
                    Separated by commas, as the library writes them (“training needs analysis, needs
                    assessment”).
                  </p>
                </div>
              </>
            )}
            {problem ? (
              <p role="alert" className="text-sm text-danger">
                {problem}
              </p>
            ) : null}
            <div className="flex justify-end gap-2">
              <Dialog.Close className="btn-outline" disabled={save.isPending}>
                Cancel
              </Dialog.Close>
              <PendingButton type="submit" className="btn-primary" pending={save.isPending}>
                Add to the vocabulary
              </PendingButton>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
