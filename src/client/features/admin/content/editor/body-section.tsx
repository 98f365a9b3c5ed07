import type { Block } from '@shared/domain/canvas';
import type { EditorBlock } from '@shared/domain/content-editing';
import { lazy, Suspense, useId } from 'react';
import { uploadContentImage } from '../api';

/** The body editor (Tiptap) is a chunk of its own, loaded when an item is opened in the console. */
const RichBodyEditor = lazy(() => import('../rich-body-editor'));

/** The body the editor opens with; a new key (after a restore) opens it again on the new blocks. */
export interface OpenedBody {
  key: number;
  blocks: readonly Block[];
}

/** The item's body, and its blocks' problems once a save was tried. */
export function BodySection({
  body,
  onChange,
  showProblems,
  problems,
}: {
  body: OpenedBody;
  onChange: (blocks: EditorBlock[]) => void;
  showProblems: boolean;
  problems: readonly string[];
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border bg-surface p-4 sm:p-5">
      <h2 id={headingId} className="mb-1 text-lg font-semibold text-ink">
        Body
      </h2>
      <p className="mb-4 text-sm text-muted">The text of the page, as members read it below the summary.</p>
      <Suspense
        fallback={<div role="status" aria-label="Loading the editor" className="skeleton h-48 w-full" />}
      >
        <RichBodyEditor
          key={body.key}
          blocks={body.blocks}
          onChange={onChange}
          showProblems={showProblems}
          labelledBy={headingId}
          onUpload={async (file) => (await uploadContentImage(file, 'block')).url}
        />
      </Suspense>
      {problems.length > 0 ? (
        <ul className="mt-3 list-disc pl-5 text-sm text-danger">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
