import {
  BLOCK_LABELS,
  EDITABLE_BLOCK_TYPES,
  isEditableBlockType,
  videoLinkProblem,
} from '@shared/domain/content-editing';
import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, GripVertical, ImagePlus, Loader2, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { PendingFileInput } from '../../../components/pending-file-input';
import {
  addBlock,
  type KeyedBlock,
  moveBlock,
  pointsToText,
  removeBlock,
  textToPoints,
  updateBlockData,
} from './block-editor-model';

export interface BlockEditorProps {
  blocks: KeyedBlock[];
  onChange: (blocks: KeyedBlock[]) => void;
  /** Problems by block key, shown once the admin tried to save. */
  problems: ReadonlyMap<string, string>;
  /** Stores an image and answers its address. */
  onUpload: (file: File) => Promise<string>;
  /** Canvases: a heading starts a section (with a Download PDF button when a PDF follows). */
  canvas?: boolean;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * The body of an item as an ordered list of blocks. Blocks move by dragging their handle, or with
 * the Move up / Move down buttons from the keyboard (focus stays on the moved block's button and
 * the new position is announced).
 */
export function BlockEditor({ blocks, onChange, problems, onUpload, canvas = false }: BlockEditorProps) {
  const [announcement, setAnnouncement] = useState('');
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const focusAfterMove = useRef<{ key: string; button: 'up' | 'down' } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // An upload finishes after other edits: its change applies to the blocks as they are then, to
  // the block it was made for, wherever that block has moved.
  const latest = useRef(blocks);
  latest.current = blocks;
  const changeData = (key: string, patch: Record<string, unknown>) => {
    const index = latest.current.findIndex((b) => b.key === key);
    if (index >= 0) onChange(updateBlockData(latest.current, index, patch));
  };

  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target) return;
    focusAfterMove.current = null;
    const own = buttons.current.get(`${target.key}:${target.button}`);
    // At the top or bottom edge that button is disabled: the other one keeps the focus.
    const other = buttons.current.get(`${target.key}:${target.button === 'up' ? 'down' : 'up'}`);
    (own && !own.disabled ? own : other)?.focus();
  });

  const move = (from: number, to: number, button?: 'up' | 'down') => {
    if (to < 0 || to >= blocks.length || from === to) return;
    const block = blocks[from]!;
    if (button) focusAfterMove.current = { key: block.key, button };
    onChange(moveBlock(blocks, from, to));
    setAnnouncement(`Block moved to position ${to + 1} of ${blocks.length}`);
  };

  return (
    <div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {blocks.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted">
          No blocks yet. Add a heading, a paragraph, a list, an image, a video link or a PDF below.
        </p>
      ) : (
        <ol className="flex flex-col gap-3">
          {blocks.map((block, index) => (
            <li
              key={block.key}
              onDragOver={(e) => {
                if (dragFrom === null) return;
                e.preventDefault();
                setDropAt(index);
              }}
              onDrop={(e) => {
                e.preventDefault();
                if (dragFrom !== null) move(dragFrom, index);
                setDragFrom(null);
                setDropAt(null);
              }}
              className={clsx(
                'rounded-lg border bg-surface p-3 sm:p-4',
                problems.has(block.key) ? 'border-danger' : 'border-border',
                dropAt === index && dragFrom !== index ? 'ring-2 ring-ring' : '',
                dragFrom === index ? 'opacity-60' : '',
              )}
            >
              <div className="mb-3 flex items-center gap-1">
                {/* biome-ignore lint/a11y/noStaticElementInteractions: dragging is for pointers; the Move buttons are the keyboard's way */}
                <span
                  draggable
                  onDragStart={(e) => {
                    e.dataTransfer.effectAllowed = 'move';
                    e.dataTransfer.setData('text/plain', String(index));
                    setDragFrom(index);
                  }}
                  onDragEnd={() => {
                    setDragFrom(null);
                    setDropAt(null);
                  }}
                  title="Drag to reorder"
                  className="inline-flex size-8 cursor-grab items-center justify-center rounded-md text-muted hover:bg-subtle"
                >
                  <GripVertical className="size-4" aria-hidden="true" />
                </span>
                <p className="min-w-0 flex-1 truncate text-sm font-medium text-ink">
                  {isEditableBlockType(block.type) ? BLOCK_LABELS[block.type] : `Kept block (${block.type})`}
                  <span className="ml-2 font-normal text-muted">
                    {index + 1} of {blocks.length}
                  </span>
                </p>
                <button
                  type="button"
                  className="icon-btn size-9 disabled:opacity-40"
                  aria-label={`Move block ${index + 1} up`}
                  disabled={index === 0}
                  ref={(el) => {
                    if (el) buttons.current.set(`${block.key}:up`, el);
                    else buttons.current.delete(`${block.key}:up`);
                  }}
                  onClick={() => move(index, index - 1, 'up')}
                >
                  <ArrowUp className="size-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="icon-btn size-9 disabled:opacity-40"
                  aria-label={`Move block ${index + 1} down`}
                  disabled={index === blocks.length - 1}
                  ref={(el) => {
                    if (el) buttons.current.set(`${block.key}:down`, el);
                    else buttons.current.delete(`${block.key}:down`);
                  }}
                  onClick={() => move(index, index + 1, 'down')}
                >
                  <ArrowDown className="size-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="icon-btn size-9 text-danger"
                  aria-label={`Remove block ${index + 1}`}
                  onClick={() => {
                    onChange(removeBlock(blocks, index));
                    setAnnouncement(`Block ${index + 1} removed`);
                  }}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </button>
              </div>
              <BlockFields
                block={block}
                index={index}
                canvas={canvas}
                onData={(patch) => changeData(block.key, patch)}
                onUpload={onUpload}
              />
              {problems.has(block.key) ? (
                <p className="mt-2 text-sm text-danger" id={`problem-${block.key}`}>
                  {problems.get(block.key)}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <fieldset className="mt-3">
        <legend className="mb-2 text-sm font-medium text-ink">Add a block</legend>
        <div className="flex flex-wrap gap-2">
          {EDITABLE_BLOCK_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              className="btn-outline px-3 py-1.5"
              onClick={() => {
                onChange(addBlock(blocks, type));
                setAnnouncement(`${BLOCK_LABELS[type]} block added at position ${blocks.length + 1}`);
              }}
            >
              <Plus className="size-4" aria-hidden="true" />
              {BLOCK_LABELS[type]}
            </button>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

function Field({
  label,
  children,
  hint,
}: {
  label: string;
  hint?: string;
  children: (id: string, describedBy?: string) => React.ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children(id, hint ? `${id}-hint` : undefined)}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function BlockFields({
  block,
  index,
  canvas,
  onData,
  onUpload,
}: {
  block: KeyedBlock;
  index: number;
  canvas: boolean;
  onData: (patch: Record<string, unknown>) => void;
  onUpload: (file: File) => Promise<string>;
}) {
  const d = block.data;
  const n = index + 1;
  switch (block.type) {
    case 'heading':
      return (
        <div className="grid gap-3 sm:grid-cols-[1fr_11rem]">
          <Field
            label={`Heading ${n}`}
            hint={canvas ? 'Starts a section; a PDF block after it adds a Download PDF button.' : undefined}
          >
            {(id, hint) => (
              <input
                id={id}
                aria-describedby={hint}
                className="input"
                value={str(d.title)}
                onChange={(e) => onData({ title: e.target.value })}
              />
            )}
          </Field>
          <Field label={`Level of heading ${n}`}>
            {(id) => (
              <select
                id={id}
                className="input"
                value={String(typeof d.level === 'number' ? d.level : 2)}
                onChange={(e) => onData({ level: Number(e.target.value) })}
              >
                <option value="1">Level 1</option>
                <option value="2">Level 2</option>
                <option value="3">Level 3</option>
              </select>
            )}
          </Field>
        </div>
      );
    case 'paragraph':
      return (
        <Field label={`Paragraph ${n}`}>
          {(id) => (
            <textarea
              id={id}
              rows={4}
              className="input"
              value={str(d.text)}
              onChange={(e) => onData({ text: e.target.value })}
            />
          )}
        </Field>
      );
    case 'list':
      return (
        <div className="grid gap-3 sm:grid-cols-[1fr_11rem]">
          <Field label={`List ${n} points`} hint="One point a line.">
            {(id, hint) => (
              <textarea
                id={id}
                rows={4}
                aria-describedby={hint}
                className="input"
                value={pointsToText(d.items)}
                onChange={(e) => onData({ items: textToPoints(e.target.value) })}
              />
            )}
          </Field>
          <Field label={`Style of list ${n}`}>
            {(id) => (
              <select
                id={id}
                className="input"
                value={d.style === 'ordered' ? 'ordered' : 'unordered'}
                onChange={(e) => onData({ style: e.target.value })}
              >
                <option value="unordered">Bulleted</option>
                <option value="ordered">Numbered</option>
              </select>
            )}
          </Field>
        </div>
      );
    case 'image':
      return <ImageFields n={n} data={d} onData={onData} onUpload={onUpload} />;
    case 'video': {
      const url = str(d.url);
      const problem = url.trim() === '' ? null : videoLinkProblem(url);
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={`Video link ${n}`} hint="YouTube, Vimeo or Loom link, or a video file address.">
            {(id, hint) => (
              <input
                id={id}
                type="url"
                inputMode="url"
                aria-describedby={hint}
                aria-invalid={problem ? true : undefined}
                className="input"
                value={url}
                onChange={(e) => onData({ url: e.target.value })}
              />
            )}
          </Field>
          <Field label={`Caption of video ${n}`}>
            {(id) => (
              <input
                id={id}
                className="input"
                value={str(d.caption)}
                onChange={(e) => onData({ caption: e.target.value })}
              />
            )}
          </Field>
          {problem ? <p className="text-sm text-danger sm:col-span-2">{problem}</p> : null}
        </div>
      );
    }
    case 'pdf':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={`PDF address ${n}`} hint="A web address or a path on this site.">
            {(id, hint) => (
              <input
                id={id}
                aria-describedby={hint}
                className="input"
                value={str(d.url)}
                onChange={(e) => onData({ url: e.target.value })}
              />
            )}
          </Field>
          <Field label={`Link text of PDF ${n}`}>
            {(id) => (
              <input
                id={id}
                className="input"
                value={str(d.title)}
                onChange={(e) => onData({ title: e.target.value })}
              />
            )}
          </Field>
        </div>
      );
    default:
      return (
        <p className="text-sm text-muted">
          A block from an earlier editor. It is kept as it is; move or remove it here.
        </p>
      );
  }
}

function ImageFields({
  n,
  data,
  onData,
  onUpload,
}: {
  n: number;
  data: Record<string, unknown>;
  onData: (patch: Record<string, unknown>) => void;
  onUpload: (file: File) => Promise<string>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fileId = useId();
  const url = str(data.url);
  return (
    <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
      <div className="flex flex-col gap-2">
        {url ? (
          <img
            src={url}
            alt=""
            className="aspect-video w-full rounded-md border border-border object-cover"
          />
        ) : (
          <div className="flex aspect-video w-full items-center justify-center rounded-md border border-dashed border-border text-muted">
            <ImagePlus className="size-6" aria-hidden="true" />
          </div>
        )}
        <label
          htmlFor={fileId}
          className="btn-outline cursor-pointer px-3 py-1.5 focus-within:outline-2 focus-within:outline-ring"
        >
          {busy ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
          {url ? `Replace image ${n}` : `Upload image ${n}`}
        </label>
        <PendingFileInput
          id={fileId}
          accept="image/jpeg,image/png,image/gif,image/webp"
          className="sr-only"
          pending={busy}
          onChange={async (e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (!file) return;
            setBusy(true);
            setError(null);
            try {
              onData({ url: await onUpload(file) });
            } catch (err) {
              setError(err instanceof Error ? err.message : 'The image could not be uploaded');
            } finally {
              setBusy(false);
            }
          }}
        />
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-3">
        <Field label={`Alt text of image ${n}`} hint="What the image shows, for people who cannot see it.">
          {(id, hint) => (
            <input
              id={id}
              aria-describedby={hint}
              className="input"
              value={str(data.alt)}
              onChange={(e) => onData({ alt: e.target.value })}
            />
          )}
        </Field>
        <Field label={`Caption of image ${n}`}>
          {(id) => (
            <input
              id={id}
              className="input"
              value={str(data.caption)}
              onChange={(e) => onData({ caption: e.target.value })}
            />
          )}
        </Field>
      </div>
    </div>
  );
}
