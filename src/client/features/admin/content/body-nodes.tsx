import { BLOCK_LABELS, blockProblem } from '@shared/domain/content-editing';
import { Node } from '@tiptap/core';
import { type NodeViewProps, NodeViewWrapper, ReactNodeViewRenderer } from '@tiptap/react';
import { Trash2 } from 'lucide-react';
import { createContext, useContext, useId } from 'react';
import type { MediaKind } from './body-doc';
import { ImageUpload } from '../../../components/form/image-upload';
import { CONTENT_IMAGE_ACCEPT, useImageUpload } from './use-image-upload';

/** What the media nodes need from the page: storing an uploaded image, and whether to show problems. */
export interface BodyEnvironment {
  onUpload: (file: File) => Promise<string>;
  showProblems: boolean;
}
export const BodyEnvironmentContext = createContext<BodyEnvironment>({
  onUpload: () => Promise.reject(new Error('Uploads are not available here')),
  showProblems: false,
});

const str = (v: unknown) => (typeof v === 'string' ? v : '');

function Field({
  label,
  value,
  hint,
  onChange,
  autoFocus,
}: {
  label: string;
  value: string;
  hint?: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        className="input"
        value={value}
        // biome-ignore lint/a11y/noAutofocus: a block inserted from the keyboard takes the focus at its first field.
        autoFocus={autoFocus}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value)}
        // Enter in a block's field does not save the whole item.
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.preventDefault();
        }}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function ImageFields({
  data,
  set,
}: {
  data: Record<string, unknown>;
  set: (patch: Record<string, unknown>) => void;
}) {
  const env = useContext(BodyEnvironmentContext);
  const url = str(data.url);
  const { pending, error, onFile } = useImageUpload(env.onUpload, (next) => set({ url: next }));
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        {url ? (
          <img src={url} alt="" className="h-20 w-32 rounded border border-border object-cover" />
        ) : null}
        {/* A new image block starts at its upload button. */}
        <ImageUpload
          label={url ? 'Replace image' : 'Upload image'}
          accept={CONTENT_IMAGE_ACCEPT}
          onFile={onFile}
          pending={pending}
          error={error}
          autoFocus={url === ''}
        />
      </div>
      <Field
        label="Alt text"
        hint="What the image shows, for people who cannot see it."
        value={str(data.alt)}
        onChange={(alt) => set({ alt })}
      />
      <Field label="Caption (optional)" value={str(data.caption)} onChange={(caption) => set({ caption })} />
    </>
  );
}

function MediaView({ node, updateAttributes, deleteNode }: NodeViewProps) {
  const env = useContext(BodyEnvironmentContext);
  const kind = node.attrs.kind as MediaKind;
  const data = (node.attrs.data ?? {}) as Record<string, unknown>;
  const set = (patch: Record<string, unknown>) => updateAttributes({ data: { ...data, ...patch } });
  const problem = env.showProblems ? blockProblem({ type: kind, data }) : null;
  return (
    <NodeViewWrapper
      as="fieldset"
      className="my-3 flex flex-col gap-3 rounded-lg border border-border bg-subtle p-3"
      data-media-kind={kind}
      contentEditable={false}
    >
      <legend className="sr-only">{BLOCK_LABELS[kind]}</legend>
      <div className="flex items-center justify-between gap-2">
        <p aria-hidden="true" className="text-sm font-semibold text-ink">
          {BLOCK_LABELS[kind]}
        </p>
        <button type="button" className="btn-ghost px-2 py-1 text-sm" onClick={() => deleteNode()}>
          <Trash2 className="size-4" aria-hidden="true" />
          Remove {BLOCK_LABELS[kind].toLowerCase()}
        </button>
      </div>
      {kind === 'image' ? <ImageFields data={data} set={set} /> : null}
      {kind === 'video' ? (
        <>
          <Field
            label="Video link"
            hint="YouTube, Vimeo or Loom link, or a video file address."
            value={str(data.url)}
            autoFocus={str(data.url) === ''}
            onChange={(url) => set({ url })}
          />
          <Field
            label="Caption (optional)"
            value={str(data.caption)}
            onChange={(caption) => set({ caption })}
          />
        </>
      ) : null}
      {kind === 'pdf' ? (
        <>
          <Field
            label="PDF address"
            hint="A web address (https://…) or a path on this site (/files/…)."
            value={str(data.url)}
            autoFocus={str(data.url) === ''}
            onChange={(url) => set({ url })}
          />
          <Field label="Button text" value={str(data.title)} onChange={(title) => set({ title })} />
        </>
      ) : null}
      {problem ? <p className="text-sm text-danger">{problem}</p> : null}
    </NodeViewWrapper>
  );
}

/** An image, video or PDF download in the body: its fields are edited in place. */
export const MediaBlock = Node.create({
  name: 'mediaBlock',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: false,
  addAttributes() {
    return { kind: { default: 'image' }, data: { default: {} } };
  },
  // Never made from pasted HTML: media blocks come from the menu and the toolbar only.
  parseHTML() {
    return [];
  },
  renderHTML() {
    return ['div', { 'data-media-block': '' }];
  },
  addNodeView() {
    return ReactNodeViewRenderer(MediaView);
  },
});

const KEPT_LABELS: Record<string, string> = {
  url: 'Link card',
  link: 'Link card',
  linktool: 'Link card',
  embed: 'Embedded link',
  document: 'Attachment',
  attachment: 'Attachment',
  list: 'Nested list',
};

function KeptView({ node, deleteNode }: NodeViewProps) {
  const data = (node.attrs.data ?? {}) as Record<string, unknown>;
  const type = String(node.attrs.type);
  const words = str(data.title) || str(data.text) || str(data.url);
  return (
    <NodeViewWrapper
      className="my-3 flex items-center justify-between gap-3 rounded-lg border border-dashed border-border p-3 text-sm"
      contentEditable={false}
    >
      <p className="min-w-0 text-muted">
        <span className="font-medium text-ink">{KEPT_LABELS[type] ?? type}</span> from the earlier editor,
        kept as it is{words ? `: ${words}` : ''}
      </p>
      <button type="button" className="btn-ghost px-2 py-1" onClick={() => deleteNode()}>
        <Trash2 className="size-4" aria-hidden="true" />
        Remove
      </button>
    </NodeViewWrapper>
  );
}

/** A block of a kind the editor does not write, kept unchanged (it can be removed). */
export const KeptBlock = Node.create({
  name: 'keptBlock',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: false,
  addAttributes() {
    return { type: { default: 'url' }, data: { default: {} } };
  },
  parseHTML() {
    return [];
  },
  renderHTML() {
    return ['div', { 'data-kept-block': '' }];
  },
  addNodeView() {
    return ReactNodeViewRenderer(KeptView);
  },
});
