import { AdminContentInputSchema, type AdminContentItem } from '@shared/contract/admin-content';
import { RESOURCE_TYPES, type ResourceType } from '@shared/domain/content';
import { type EditorBlock, MEDIA_TYPES } from '@shared/domain/content-editing';
import { ArrowLeft, Eye, Loader2, Trash2, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PendingButton } from '../../../components/pending-button';
import { isApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { AdminPageHeader } from '../admin-page-header';
import {
  uploadContentImage,
  useContentItem,
  useContentTopics,
  useCreateItem,
  useDeleteItem,
  useRestoreVersion,
  useSchedule,
  useSetStatus,
  useUpdateItem,
} from './api';
import { StatusBadge } from './content-page';
import {
  emptyFormValues,
  FIELDS_BY_TYPE,
  formValuesOf,
  type ItemFormValues,
  inputOf,
  type MetaField,
} from './item-form';
import { ImageUploadButton } from './image-upload-button';
import { formatDateTime, TYPE_LABELS } from './labels';
import { PreviewDialog } from './preview-dialog';
import { ScheduleControl } from './schedule-control';
import { TopicsField } from './topics-field';
import { UnsavedChangesGuard } from './unsaved-changes';
import { type AutosaveState, useAutosave } from './use-autosave';
import { VersionsPanel } from './versions-panel';

/** The body editor (Tiptap) is a chunk of its own, loaded when an item is opened in the console. */
const RichBodyEditor = lazy(() => import('./rich-body-editor'));

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
  description:
    'A longer introduction. Search finds its words; cards and the page show it only when the summary is empty.',
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
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium text-ink">{label}</p>
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
        <ImageUploadButton
          text={value ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
          upload={async (file) => (await uploadContentImage(file, kind)).url}
          onUploaded={onChange}
        />
        {value ? (
          <button type="button" className="btn-ghost px-3 py-1.5" onClick={() => onChange('')}>
            <X className="size-4" aria-hidden="true" />
            Remove {label.toLowerCase()}
          </button>
        ) : null}
      </div>
    </div>
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

const AUTOSAVE_TEXT = (state: AutosaveState, dirty: boolean, invalid: boolean): string | null => {
  if (state.status === 'saving') return 'Saving…';
  if (state.status === 'error') return `Not saved: ${state.message}`;
  if (dirty && invalid) return 'Not saved yet: fix the marked problems';
  if (dirty) return 'Unsaved changes';
  if (state.status === 'saved') return 'All changes saved';
  return null;
};

/** The media type select: the list, plus a value written before the list existed. */
function MediaTypeField({
  registration,
  value,
  error,
}: {
  registration: UseFormRegisterReturn;
  value: string;
  error?: string;
}) {
  const id = useId();
  const known = MEDIA_TYPES.some((m) => m.toLowerCase() === value.trim().toLowerCase());
  const options = known || value.trim() === '' ? [...MEDIA_TYPES] : [value, ...MEDIA_TYPES];
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Media type
      </label>
      <select
        id={id}
        className="input"
        aria-describedby={`${id}-hint`}
        {...registration}
        value={MEDIA_TYPES.find((m) => m.toLowerCase() === value.trim().toLowerCase()) ?? value}
      >
        <option value="">Not set</option>
        {options.map((m) => (
          <option key={m} value={m}>
            {m}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-xs text-muted">
        Video, podcast and webinar items are listed with the video and audio resources.
      </p>
      {error ? <p className="text-sm text-danger">{error}</p> : null}
    </div>
  );
}

function Editor({ item }: { item: AdminContentItem | null }) {
  const navigate = useNavigate();
  const create = useCreateItem();
  const update = useUpdateItem();
  const setStatus = useSetStatus();
  const schedule = useSchedule();
  const restore = useRestoreVersion();
  const remove = useDeleteItem();
  const topics = useContentTopics();
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
  const [blocks, setBlocks] = useState<EditorBlock[]>(
    () => item?.blocks.map(({ type, data }) => ({ type, data })) ?? [],
  );
  // The body the editor opens with; a new one (a restored version) remounts the editor.
  const [body, setBody] = useState(() => ({ key: 0, blocks: item?.blocks ?? [] }));
  const [showProblems, setShowProblems] = useState(false);
  const [formError, setFormError] = useState<{ message: string; stale: boolean } | null>(null);
  const [preview, setPreview] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const leaving = useRef(false);
  const errorRef = useRef<HTMLDivElement>(null);
  const bodyLabel = useId();

  const values = form.watch();
  const type = values.type;
  const shown = new Set<MetaField>(FIELDS_BY_TYPE[type]);
  const input = inputOf(values, blocks);
  const snapshot = JSON.stringify(input);
  // What was last saved (or loaded), as the same JSON: the editor is dirty when they differ.
  const [savedSnapshot, setSavedSnapshot] = useState(() => snapshot);
  const dirty = !leaving.current && snapshot !== savedSnapshot;
  const parsed = AdminContentInputSchema.safeParse(input);
  const saving = create.isPending || update.isPending;
  const busy = saving || setStatus.isPending || schedule.isPending || restore.isPending;

  useEffect(() => {
    if (formError) errorRef.current?.focus();
  }, [formError]);

  const afterSave = (next: AdminContentItem, sent: string) => {
    setSaved(next);
    savedRef.current = next;
    setSavedSnapshot(sent);
    setShowProblems(false);
    setFormError(null);
  };

  /** After a restore the fields and the body are the restored version's. */
  const reload = (next: AdminContentItem) => {
    const values = formValuesOf(next);
    form.reset(values);
    const nextBlocks = next.blocks.map(({ type, data }) => ({ type, data }));
    setBlocks(nextBlocks);
    setBody((b) => ({ key: b.key + 1, blocks: next.blocks }));
    afterSave(next, JSON.stringify(inputOf(values, nextBlocks)));
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

  // A draft saves itself once the admin pauses, when it meets the rules (a published item is
  // saved only by pressing Save: members would see every pause).
  const autosave = useAutosave({
    snapshot,
    enabled: saved?.status === 'draft' && dirty && parsed.success && !busy && formError?.stale !== true,
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
    setFormError(null);
    form.clearErrors();
    const sentInput = inputOf(v, blocks);
    const sent = JSON.stringify(sentInput);
    const checked = AdminContentInputSchema.safeParse(sentInput);
    if (!checked.success) {
      let first: string | null = null;
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        first ??= issue.message;
        if (field !== 'blocks' && typeof field === 'string' && field in v)
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
  const status = saved ? AUTOSAVE_TEXT(autosave, dirty, !parsed.success) : null;
  const topicList = values.topics
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '');
  const bodyProblems =
    showProblems && !parsed.success
      ? parsed.error.issues.filter((i) => i.path[0] === 'blocks').map((i) => i.message)
      : [];

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
              <span role="status" className="font-medium text-ink">
                {status ? `· ${status}` : ''}
              </span>
            </span>
          ) : (
            'A new item is a draft until you publish it. Once saved, a draft saves itself as you write.'
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
                  Publish now
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
      {saved && dirty && saved.status === 'published' ? (
        <p className="-mt-3 mb-4 text-sm text-muted">
          This item is published: members see your changes when you save them.
        </p>
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
              hint="One or two sentences: shown on cards, in search results and under the title of the page."
            />
            <TopicsField
              topics={topicList}
              all={topics.data?.topics ?? []}
              error={err('topics')}
              onChange={(next) => form.setValue('topics', next.join(', '), { shouldDirty: true })}
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
                ) : f === 'mediaType' ? (
                  <MediaTypeField
                    key={f}
                    registration={form.register('mediaType')}
                    value={values.mediaType}
                    error={err('mediaType')}
                  />
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
          aria-labelledby={bodyLabel}
          className="rounded-lg border border-border bg-surface p-4 sm:p-5"
        >
          <h2 id={bodyLabel} className="mb-1 text-lg font-semibold text-ink">
            Body
          </h2>
          <p className="mb-4 text-sm text-muted">
            The text of the page, as members read it below the summary.
          </p>
          <Suspense
            fallback={<div role="status" aria-label="Loading the editor" className="skeleton h-48 w-full" />}
          >
            <RichBodyEditor
              key={body.key}
              blocks={body.blocks}
              onChange={setBlocks}
              showProblems={showProblems}
              labelledBy={bodyLabel}
              onUpload={async (file) => (await uploadContentImage(file, 'block')).url}
            />
          </Suspense>
          {bodyProblems.length > 0 ? (
            <ul className="mt-3 list-disc pl-5 text-sm text-danger">
              {bodyProblems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          ) : null}
        </section>

        {saved && saved.status === 'draft' ? (
          <section
            aria-labelledby="schedule-heading"
            className="rounded-lg border border-border bg-surface p-4 sm:p-5"
          >
            <h2 id="schedule-heading" className="mb-1 text-lg font-semibold text-ink">
              Schedule
            </h2>
            <p className="mb-4 text-sm text-muted">Publish this draft on its own at a time you choose.</p>
            <ScheduleControl
              item={saved}
              blocked={dirty ? 'Save your changes first' : null}
              pending={schedule.isPending}
              onSchedule={async (publishAt) => {
                try {
                  const next = await schedule.mutateAsync({
                    id: saved.id,
                    revision: saved.revision,
                    publishAt,
                  });
                  setSaved(next);
                  setFormError(null);
                  toast.success(publishAt ? 'Publishing scheduled' : 'Schedule cancelled');
                } catch (error) {
                  failed(error);
                }
              }}
            />
          </section>
        ) : null}

        {saved ? (
          <VersionsPanel
            id={saved.id}
            restoring={restore.isPending}
            canRestore={!dirty && !busy}
            onRestore={async (versionId) => {
              try {
                reload(await restore.mutateAsync({ id: saved.id, revision: saved.revision, versionId }));
                toast.success('Version restored');
              } catch (error) {
                failed(error);
              }
            }}
          />
        ) : null}

        {saved ? (
          <section
            aria-labelledby="danger-heading"
            className="rounded-lg border border-danger/30 bg-surface p-4 sm:p-5"
          >
            <h2 id="danger-heading" className="mb-2 text-lg font-semibold text-ink">
              Delete
            </h2>
            <p className="mb-3 text-sm text-muted">
              Deleting removes the item, its blocks, its versions and every member's save of it.
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

      <PreviewDialog open={preview} onOpenChange={setPreview} id={saved?.id} input={input} />
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
