import { AdminContentInputSchema, type AdminContentItem } from '@shared/contract/admin-content';
import type { EditorBlock } from '@shared/domain/content-editing';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../../lib/toast';
import { useCreateItem, useUpdateItem } from '../api';
import {
  emptyFormValues,
  FIELDS_BY_TYPE,
  formValuesOf,
  type ItemFormValues,
  inputOf,
  type MetaField,
} from '../item-form';
import { useAutosave } from '../use-autosave';
import { autosaveStatus } from './autosave-status';
import type { OpenedBody } from './body-section';
import { type SaveError, saveErrorOf } from './save-error';
import { useItemActions } from './use-item-actions';

/** A field's own error message, if it has one. */
export type ErrorOf = (name: keyof ItemFormValues) => string | undefined;

const editableBlocks = (item: AdminContentItem): EditorBlock[] =>
  item.blocks.map(({ type, data }) => ({ type, data }));

/**
 * The editor of a new item (null) or a saved one: the form and the body, what was last saved, and
 * the save, by the Save button or, for a draft, on its own once the admin pauses.
 */
export function useContentEditor(item: AdminContentItem | null) {
  const navigate = useNavigate();
  const create = useCreateItem();
  const update = useUpdateItem();
  const [saved, setSaved] = useState<AdminContentItem | null>(item);
  const savedRef = useRef(saved);
  savedRef.current = saved;
  // A new item may start from a title (Insight's "Start a draft" for a search that found nothing).
  const [params] = useSearchParams();
  const startTitle = params.get('title') ?? '';
  const initialValues = useMemo(
    () => (item ? formValuesOf(item) : { ...emptyFormValues(), title: startTitle }),
    [item, startTitle],
  );
  const form = useForm<ItemFormValues>({ defaultValues: initialValues });
  const [blocks, setBlocks] = useState<EditorBlock[]>(() => (item ? editableBlocks(item) : []));
  const [body, setBody] = useState<OpenedBody>(() => ({ key: 0, blocks: item?.blocks ?? [] }));
  const [showProblems, setShowProblems] = useState(false);
  const [saveError, setSaveError] = useState<SaveError | null>(null);
  const leaving = useRef(false);

  const values = form.watch();
  const shown: ReadonlySet<MetaField> = new Set(FIELDS_BY_TYPE[values.type]);
  const input = inputOf(values, blocks);
  const snapshot = JSON.stringify(input);
  // What was last saved (or loaded), as the same JSON: the editor is dirty when they differ.
  const [savedSnapshot, setSavedSnapshot] = useState(() => snapshot);
  const dirty = !leaving.current && snapshot !== savedSnapshot;
  const parsed = AdminContentInputSchema.safeParse(input);

  const afterSave = (next: AdminContentItem, sent: string) => {
    setSaved(next);
    savedRef.current = next;
    setSavedSnapshot(sent);
    setShowProblems(false);
    setSaveError(null);
  };

  /** After a restore the fields and the body are the restored version's. */
  const reload = (next: AdminContentItem) => {
    const nextValues = formValuesOf(next);
    form.reset(nextValues);
    const nextBlocks = editableBlocks(next);
    setBlocks(nextBlocks);
    setBody((b) => ({ key: b.key + 1, blocks: next.blocks }));
    afterSave(next, JSON.stringify(inputOf(nextValues, nextBlocks)));
  };

  const failed = (error: unknown) => setSaveError(saveErrorOf(error));

  const actions = useItemActions({
    saved,
    changed: (next) => {
      setSaved(next);
      setSaveError(null);
    },
    reload,
    failed,
    leaving,
  });
  const saving = create.isPending || update.isPending;
  const busy = saving || actions.changingStatus || actions.scheduling || actions.restoring;

  // A draft saves itself once the admin pauses, when it meets the rules (a published item is
  // saved only by pressing Save: members would see every pause).
  const autosave = useAutosave({
    snapshot,
    enabled: saved?.status === 'draft' && dirty && parsed.success && !busy && saveError?.stale !== true,
    save: async () => {
      const current = savedRef.current;
      if (!current || !parsed.success) return;
      const sent = snapshot;
      try {
        afterSave(
          await update.mutateAsync({
            id: current.id,
            revision: current.revision,
            item: parsed.data,
            autosave: true,
          }),
          sent,
        );
      } catch (error) {
        failed(error);
        throw error;
      }
    },
  });

  const submit = form.handleSubmit(async (v) => {
    setShowProblems(true);
    setSaveError(null);
    form.clearErrors();
    const sentInput = inputOf(v, blocks);
    const sent = JSON.stringify(sentInput);
    const checked = AdminContentInputSchema.safeParse(sentInput);
    if (!checked.success) {
      // Each field marks its own problem; the message above the form names the first.
      let first: string | null = null;
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        first ??= issue.message;
        if (field !== 'blocks' && typeof field === 'string' && field in v)
          form.setError(field as keyof ItemFormValues, { message: issue.message });
      }
      setSaveError({
        message: first ? `Please fix the marked fields: ${first}` : 'Please fix the marked fields',
        stale: false,
      });
      return;
    }
    try {
      if (saved) {
        afterSave(
          await update.mutateAsync({ id: saved.id, revision: saved.revision, item: checked.data }),
          sent,
        );
        toast.success('Saved');
      } else {
        const created = await create.mutateAsync(checked.data);
        afterSave(created, sent);
        leaving.current = true;
        toast.success('Draft created');
        navigate(`/admin/content/${encodeURIComponent(created.id)}`, { replace: true });
      }
    } catch (error) {
      failed(error);
    }
  });

  // Read here, while the form's own component renders, so a new error renders the editor again.
  const errors = form.formState.errors;
  const err: ErrorOf = (name) => errors[name]?.message;
  const bodyProblems =
    showProblems && !parsed.success
      ? parsed.error.issues.filter((i) => i.path[0] === 'blocks').map((i) => i.message)
      : [];

  return {
    form,
    values,
    shown,
    input,
    err,
    body,
    setBlocks,
    showProblems,
    bodyProblems,
    saved,
    dirty,
    saving,
    busy,
    status: saved ? autosaveStatus(autosave, dirty, !parsed.success) : null,
    saveError,
    submit,
    leaving,
    actions,
  };
}
