import { AdminContentInputSchema, type AdminContentItem } from '@shared/contract/admin-content';
import { RESOURCE_TYPES, type ResourceType } from '@shared/domain/content';
import { ArrowLeft, Eye, ImagePlus, Loader2, Trash2, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { BlockRenderer } from '../../../components/content/block-renderer';
import { PendingButton } from '../../../components/pending-button';
import { PendingFileInput } from '../../../components/pending-file-input';
import { isApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { AdminPageHeader } from '../admin-page-header';
import {
  uploadContentImage,
  useContentItem,
  useCreateItem,
  useDeleteItem,
  useSetStatus,
  useUpdateItem,
} from './api';
import { BlockEditor } from './block-editor';
import { type KeyedBlock, problemsByKey, withKeys, withoutKeys } from './block-editor-model';
import { StatusBadge } from './content-page';
import {
  emptyFormValues,
  FIELDS_BY_TYPE,
  formValuesOf,
  type ItemFormValues,
  inputOf,
  type MetaField,
} from './item-form';
import { formatDateTime, TYPE_LABELS } from './labels';
import { UnsavedChangesGuard } from './unsaved-changes';

const FIELD_LABELS: Record<MetaField, string> = {
  description: 'Description',
  industry: 'Industry',
  headcount: 'Company size',
  source: 'Source (company or publisher)',
  publisher: 'Publisher',
  mediaType: 'Media type',
  url: 'Link',
  recordingUrl: 'Recording link',
  pdfUrl: 'PDF address',
  speaker: 'Speaker',
  speakerPhotoUrl: 'Speaker photo',
  date: 'Date and time',
  timeZone: 'Time zone',
  year: 'Year',
  isPraxisCase: 'Praxis case (listed with the case studies)',
  purpose: 'Purpose',
  challenge: 'Challenge',
  solution: 'Solution',
  results: 'Results',
};

const LONG_FIELDS = new Set<MetaField>(['description', 'purpose', 'challenge', 'solution', 'results']);
const HINTS: Partial<Record<MetaField, string>> = {
  mediaType: 'e.g. Article, Video, Podcast, Framework: video and audio set the content type.',
  recordingUrl: 'YouTube, Vimeo or Loom link, or a video file address.',
  url: 'A web address (https://…) or a path on this site.',
  headcount: 'e.g. 201-1000',
};

const timeZones = (() => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC'];
  }
})();

function TextField({
  label,
  error,
  hint,
  long,
  registration,
  type = 'text',
}: {
  label: string;
  error?: string;
  hint?: string;
  long?: boolean;
  registration: UseFormRegisterReturn;
  type?: string;
}) {
  const id = useId();
  const described =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const props = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    className: 'input',
    ...registration,
  };
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${long ? 'sm:col-span-2' : ''}`}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {long ? <textarea rows={4} {...props} /> : <input type={type} {...props} />}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function ImageUpload({
  label,
  value,
  onChange,
  kind,
}: {
  label: string;
  value: string;
  onChange: (url: string) => void;
  kind: 'cover' | 'block';
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium text-ink" id={`${id}-label`}>
        {label}
      </p>
      {value ? (
        <img
          src={value}
          alt={`${label} preview`}
          className="aspect-video w-full max-w-sm rounded-md border border-border object-cover"
        />
      ) : (
        <div className="flex aspect-video w-full max-w-sm items-center justify-center rounded-md border border-dashed border-border text-sm text-muted">
          No image
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <PendingFileInput
          id={id}
          accept="image/jpeg,image/png,image/gif,image/webp"
          className="peer sr-only"
          pending={busy}
          onChange={async (e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (!file) return;
            setBusy(true);
            setError(null);
            try {
              onChange((await uploadContentImage(file, kind)).url);
            } catch (err) {
              setError(err instanceof Error ? err.message : 'The image could not be uploaded');
            } finally {
              setBusy(false);
            }
          }}
        />
        <label
          htmlFor={id}
          className="btn-outline cursor-pointer px-3 py-1.5 peer-focus-visible:outline-2 peer-focus-visible:outline-ring"
        >
          {busy ? (
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <ImagePlus className="size-4" aria-hidden="true" />
          )}
          {value ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
        </label>
        {value ? (
          <button type="button" className="btn-ghost px-3 py-1.5" onClick={() => onChange('')}>
            <X className="size-4" aria-hidden="true" />
            Remove {label.toLowerCase()}
          </button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function PreviewDialog({
  open,
  onOpenChange,
  values,
  blocks,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  values: ItemFormValues;
  blocks: KeyedBlock[];
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60 motion-safe:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(52rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-canvas shadow-xl outline-none"
        >
          <div className="sticky top-0 z-10 flex items-center gap-3 border-b border-border bg-surface px-4 py-3">
            <Dialog.Title className="flex-1 text-sm font-medium text-muted">Preview as a member</Dialog.Title>
            <Dialog.Close className="icon-btn" aria-label="Close preview">
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <article className="px-4 py-6 md:px-8">
            <p className="text-sm text-muted">{TYPE_LABELS[values.type]}</p>
            <h2 className="mt-1 text-2xl font-semibold tracking-tight text-ink md:text-3xl">
              {values.title.trim() || 'Untitled Resource'}
            </h2>
            {values.blurb.trim() ? <p className="mt-3 text-muted">{values.blurb}</p> : null}
            {values.imageUrl ? (
              <img
                src={values.imageUrl}
                alt=""
                className="mt-5 aspect-video w-full rounded-lg object-cover"
              />
            ) : null}
            <BlockRenderer className="mt-6" blocks={withoutKeys(blocks)} />
          </article>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** New item (/admin/content/new) or an existing one (/admin/content/:id). */
export default function ContentEditorPage() {
  const { id } = useParams();
  const query = useContentItem(id);
  if (id === undefined) return <Editor key="new" item={null} />;
  if (query.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading the item" className="space-y-4">
        <div className="skeleton h-8 w-64" />
        <div className="skeleton h-40 w-full" />
        <div className="skeleton h-64 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <>
        <AdminPageHeader
          title={
            isApiError(query.error) && query.error.status === 404
              ? 'Item not found'
              : 'Could not load the item'
          }
        />
        <p className="text-sm text-muted">{query.error.message}</p>
        <Link to="/admin/content" className="link mt-4 inline-block">
          Back to content
        </Link>
      </>
    );
  }
  return <Editor key={query.data.id} item={query.data} />;
}

function Editor({ item }: { item: AdminContentItem | null }) {
  const navigate = useNavigate();
  const create = useCreateItem();
  const update = useUpdateItem();
  const setStatus = useSetStatus();
  const remove = useDeleteItem();
  const [saved, setSaved] = useState<AdminContentItem | null>(item);
  // A new item may start from a title (Insight's "Start a draft" for a search that found nothing).
  const [params] = useSearchParams();
  const startTitle = params.get('title') ?? '';
  const initialValues = useMemo(
    () => (item ? formValuesOf(item) : { ...emptyFormValues(), title: startTitle }),
    [item, startTitle],
  );
  const form = useForm<ItemFormValues>({ defaultValues: initialValues });
  const [blocks, setBlocks] = useState<KeyedBlock[]>(() => withKeys(item?.blocks ?? []));
  const [blocksBaseline, setBlocksBaseline] = useState(() =>
    JSON.stringify(withoutKeys(withKeys(item?.blocks ?? []))),
  );
  const [showProblems, setShowProblems] = useState(false);
  const [formError, setFormError] = useState<{ message: string; stale: boolean } | null>(null);
  const [preview, setPreview] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const leaving = useRef(false);
  const errorRef = useRef<HTMLDivElement>(null);

  const values = form.watch();
  const type = values.type;
  const shown = new Set<MetaField>(FIELDS_BY_TYPE[type]);
  const blocksDirty = JSON.stringify(withoutKeys(blocks)) !== blocksBaseline;
  const dirty = !leaving.current && (form.formState.isDirty || blocksDirty);
  const problems = useMemo(
    () => (showProblems ? problemsByKey(blocks) : new Map<string, string>()),
    [showProblems, blocks],
  );
  const saving = create.isPending || update.isPending;
  const busy = saving || setStatus.isPending;

  useEffect(() => {
    if (formError) errorRef.current?.focus();
  }, [formError]);

  const afterSave = (next: AdminContentItem) => {
    setSaved(next);
    form.reset(formValuesOf(next));
    const keyed = withKeys(next.blocks);
    setBlocks(keyed);
    setBlocksBaseline(JSON.stringify(withoutKeys(keyed)));
    setShowProblems(false);
    setFormError(null);
  };

  const failed = (error: unknown) => {
    const stale = isApiError(error) && error.status === 409;
    const message =
      isApiError(error) && error.status === 413
        ? 'The item is too long to save in one go. Shorten its text or split it into two items.'
        : error instanceof Error
          ? error.message
          : 'The item could not be saved';
    setFormError({ message, stale });
  };

  const submit = form.handleSubmit(async (v) => {
    setShowProblems(true);
    setFormError(null);
    form.clearErrors();
    const input = inputOf(v, withoutKeys(blocks));
    const parsed = AdminContentInputSchema.safeParse(input);
    if (!parsed.success) {
      let first: string | null = null;
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'blocks') {
          first ??= issue.message;
          continue;
        }
        first ??= issue.message;
        if (typeof field === 'string' && field in v)
          form.setError(field as keyof ItemFormValues, { message: issue.message });
      }
      setFormError({
        message: first ? `Please fix the marked fields: ${first}` : 'Please fix the marked fields',
        stale: false,
      });
      return;
    }
    try {
      if (saved) {
        afterSave(await update.mutateAsync({ id: saved.id, revision: saved.revision, item: parsed.data }));
        toast.success('Saved');
      } else {
        const created = await create.mutateAsync(parsed.data);
        afterSave(created);
        leaving.current = true;
        toast.success('Draft created');
        navigate(`/admin/content/${encodeURIComponent(created.id)}`, { replace: true });
      }
    } catch (error) {
      failed(error);
    }
  });

  const changeStatus = async (publish: boolean) => {
    if (!saved) return;
    try {
      const next = await setStatus.mutateAsync({ id: saved.id, revision: saved.revision, publish });
      setSaved(next);
      setFormError(null);
      toast.success(publish ? 'Published: members see it now' : 'Unpublished: it is a draft again');
    } catch (error) {
      failed(error);
    }
  };

  const coverField = form.register('imageUrl');
  const speakerField = form.register('speakerPhotoUrl');
  const err = (name: keyof ItemFormValues) => form.formState.errors[name]?.message;
  const typeId = useId();
  const zoneId = useId();
  const praxisId = useId();

  return (
    <>
      <Link
        to="/admin/content"
        className="mb-3 inline-flex items-center gap-1 text-sm text-muted hover:text-ink"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All content
      </Link>
      <AdminPageHeader
        title={saved ? 'Edit item' : 'New item'}
        description={
          saved ? (
            <span className="inline-flex flex-wrap items-center gap-2">
              <StatusBadge status={saved.status} />
              <span>Last saved {formatDateTime(saved.updatedAt)}</span>
              {dirty ? <span className="font-medium text-ink">· Unsaved changes</span> : null}
            </span>
          ) : (
            'A new item is a draft until you publish it.'
          )
        }
        actions={
          <>
            <button type="button" className="btn-outline" onClick={() => setPreview(true)}>
              <Eye className="size-4" aria-hidden="true" />
              Preview as a member
            </button>
            {saved ? (
              saved.status === 'draft' ? (
                // Waits for its own call; unavailable with unsaved changes or while a save runs.
                <PendingButton
                  type="button"
                  className="btn-outline"
                  pending={setStatus.isPending}
                  disabled={saving || dirty}
                  title={dirty ? 'Save your changes first' : undefined}
                  onClick={() => void changeStatus(true)}
                >
                  Publish
                </PendingButton>
              ) : (
                <PendingButton
                  type="button"
                  className="btn-outline"
                  pending={setStatus.isPending}
                  disabled={saving || dirty}
                  onClick={() => void changeStatus(false)}
                >
                  Unpublish
                </PendingButton>
              )
            ) : null}
            {/* Waits while a save runs; unavailable while publishing or unpublishing runs. */}
            <PendingButton
              type="submit"
              form="content-editor"
              className="btn-primary"
              pending={saving}
              disabled={setStatus.isPending}
            >
              {busy ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
              {saved ? 'Save' : 'Save draft'}
            </PendingButton>
          </>
        }
      />
      {saved && dirty ? (
        <p className="-mt-3 mb-4 text-sm text-muted">Save your changes before publishing or unpublishing.</p>
      ) : null}

      {formError ? (
        <div
          ref={errorRef}
          tabIndex={-1}
          role="alert"
          className="mb-4 rounded-lg border border-danger/30 bg-danger-soft p-4 text-sm text-danger"
        >
          {formError.message}
          {formError.stale ? (
            <button type="button" className="link ml-2" onClick={() => window.location.reload()}>
              Reload the item
            </button>
          ) : null}
        </div>
      ) : null}

      <form id="content-editor" noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-6">
        <section
          aria-labelledby="details-heading"
          className="rounded-lg border border-border bg-surface p-4 sm:p-5"
        >
          <h2 id="details-heading" className="mb-4 text-lg font-semibold text-ink">
            Details
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-1">
              <label htmlFor={typeId} className="text-sm font-medium text-ink">
                Type
              </label>
              <select id={typeId} className="input" {...form.register('type')}>
                {RESOURCE_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {TYPE_LABELS[t as ResourceType]}
                  </option>
                ))}
              </select>
            </div>
            <TextField label="Title" registration={form.register('title')} error={err('title')} />
            <TextField
              label="Summary"
              long
              registration={form.register('blurb')}
              error={err('blurb')}
              hint="Shown on cards and under the title."
            />
            <TextField
              label="Topics"
              registration={form.register('topics')}
              error={err('topics')}
              hint="Separated by commas, e.g. Onboarding, Coaching"
            />
            {[...shown]
              .filter((f) => f !== 'timeZone' && f !== 'isPraxisCase' && f !== 'speakerPhotoUrl')
              .map((f) =>
                f === 'date' ? (
                  <div key="date" className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
                    <TextField
                      label={FIELD_LABELS.date}
                      type="datetime-local"
                      registration={form.register('date')}
                      error={err('date')}
                    />
                    <div className="flex flex-col gap-1">
                      <label htmlFor={zoneId} className="text-sm font-medium text-ink">
                        {FIELD_LABELS.timeZone}
                      </label>
                      <select id={zoneId} className="input" {...form.register('timeZone')}>
                        {timeZones.map((z) => (
                          <option key={z} value={z}>
                            {z}
                          </option>
                        ))}
                      </select>
                      {err('timeZone') ? <p className="text-sm text-danger">{err('timeZone')}</p> : null}
                    </div>
                  </div>
                ) : (
                  <TextField
                    key={f}
                    label={FIELD_LABELS[f]}
                    long={LONG_FIELDS.has(f)}
                    type={f === 'year' ? 'number' : 'text'}
                    hint={HINTS[f]}
                    registration={form.register(f)}
                    error={err(f)}
                  />
                ),
              )}
            {shown.has('isPraxisCase') ? (
              <div className="flex items-center gap-2 sm:col-span-2">
                <input
                  id={praxisId}
                  type="checkbox"
                  className="size-4 accent-primary"
                  {...form.register('isPraxisCase')}
                />
                <label htmlFor={praxisId} className="text-sm text-ink">
                  {FIELD_LABELS.isPraxisCase}
                </label>
              </div>
            ) : null}
          </div>
        </section>

        <section
          aria-labelledby="images-heading"
          className="rounded-lg border border-border bg-surface p-4 sm:p-5"
        >
          <h2 id="images-heading" className="mb-4 text-lg font-semibold text-ink">
            Images
          </h2>
          <div className="grid gap-6 sm:grid-cols-2">
            <ImageUpload
              label="Cover image"
              kind="cover"
              value={values.imageUrl}
              onChange={(url) => form.setValue('imageUrl', url, { shouldDirty: true })}
            />
            {shown.has('speakerPhotoUrl') ? (
              <ImageUpload
                label="Speaker photo"
                kind="block"
                value={values.speakerPhotoUrl}
                onChange={(url) => form.setValue('speakerPhotoUrl', url, { shouldDirty: true })}
              />
            ) : null}
          </div>
          <input type="hidden" {...coverField} />
          <input type="hidden" {...speakerField} />
          {err('imageUrl') ? <p className="mt-2 text-sm text-danger">{err('imageUrl')}</p> : null}
        </section>

        <section
          aria-labelledby="blocks-heading"
          className="rounded-lg border border-border bg-surface p-4 sm:p-5"
        >
          <h2 id="blocks-heading" className="mb-1 text-lg font-semibold text-ink">
            Content blocks
          </h2>
          <p className="mb-4 text-sm text-muted">
            The body of the page, in order. Drag a block by its handle, or use its arrow buttons.
          </p>
          <BlockEditor
            blocks={blocks}
            onChange={setBlocks}
            problems={problems}
            canvas={type === 'canvas' || type === 'canvascollection'}
            onUpload={async (file) => (await uploadContentImage(file, 'block')).url}
          />
        </section>

        {saved ? (
          <section
            aria-labelledby="danger-heading"
            className="rounded-lg border border-danger/30 bg-surface p-4 sm:p-5"
          >
            <h2 id="danger-heading" className="mb-2 text-lg font-semibold text-ink">
              Delete
            </h2>
            <p className="mb-3 text-sm text-muted">
              Deleting removes the item, its blocks and every member's save of it.
            </p>
            <button
              type="button"
              className="btn border border-danger text-danger hover:bg-danger-soft"
              onClick={() => setConfirmDelete(true)}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              Delete this item
            </button>
          </section>
        ) : null}

        <div className="flex justify-end">
          <PendingButton
            type="submit"
            className="btn-primary"
            pending={saving}
            disabled={setStatus.isPending}
          >
            {saved ? 'Save' : 'Save draft'}
          </PendingButton>
        </div>
      </form>

      <PreviewDialog open={preview} onOpenChange={setPreview} values={values} blocks={blocks} />
      {confirmDelete ? (
        <ConfirmDialog
          title="Delete this item?"
          action="Delete"
          danger
          running={remove.isPending}
          onConfirm={async () => {
            if (!saved) return;
            try {
              await remove.mutateAsync({ id: saved.id, revision: saved.revision });
              leaving.current = true;
              setConfirmDelete(false);
              toast.success('Item deleted');
              navigate('/admin/content');
            } catch (error) {
              setConfirmDelete(false);
              failed(error);
            }
          }}
          onClose={() => setConfirmDelete(false)}
        >
          <p>{`"${saved?.title ?? ''}" is deleted for good, with its blocks and members' saves of it.`}</p>
        </ConfirmDialog>
      ) : null}
      <UnsavedChangesGuard dirty={dirty} skip={leaving} />
    </>
  );
}
