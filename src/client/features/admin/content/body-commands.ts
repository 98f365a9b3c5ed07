import type { Editor } from '@tiptap/core';
import { emptyBlock } from '@shared/domain/content-editing';
import type { MediaKind } from './body-doc';

/** A kind of block the admin can insert, from the "/" menu or the toolbar. */
export interface BodyCommand {
  id: string;
  label: string;
  /** Words the "/" menu matches besides the label. */
  keywords: string;
  run: (editor: Editor) => void;
}

const media = (kind: MediaKind) => (editor: Editor) =>
  editor
    .chain()
    .focus()
    .insertContent([{ type: 'mediaBlock', attrs: { kind, data: emptyBlock(kind).data } }])
    .run();

export const BODY_COMMANDS: readonly BodyCommand[] = [
  {
    id: 'paragraph',
    label: 'Paragraph',
    keywords: 'text normal',
    run: (e) => e.chain().focus().setParagraph().run(),
  },
  {
    id: 'heading',
    label: 'Heading',
    keywords: 'title section h2',
    run: (e) => e.chain().focus().setHeading({ level: 2 }).run(),
  },
  {
    id: 'subheading',
    label: 'Subheading',
    keywords: 'heading h3 subsection',
    run: (e) => e.chain().focus().setHeading({ level: 3 }).run(),
  },
  {
    id: 'bullets',
    label: 'Bulleted list',
    keywords: 'list points unordered',
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    id: 'numbers',
    label: 'Numbered list',
    keywords: 'list ordered steps',
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    id: 'quote',
    label: 'Quote',
    keywords: 'citation blockquote',
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  { id: 'image', label: 'Image', keywords: 'picture photo figure', run: media('image') },
  { id: 'video', label: 'Video', keywords: 'youtube vimeo loom recording', run: media('video') },
  { id: 'pdf', label: 'PDF download', keywords: 'file document attachment', run: media('pdf') },
];

/** The commands whose label or words start with what the admin typed after "/". */
export function matchingCommands(query: string): BodyCommand[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [...BODY_COMMANDS];
  return BODY_COMMANDS.filter(
    (c) =>
      `${c.label} ${c.keywords}`
        .toLowerCase()
        .split(/\s+/)
        .some((word) => word.startsWith(q)) || c.label.toLowerCase().startsWith(q),
  );
}

/**
 * The "/" typed at the start of an empty paragraph and the words after it, with where they
 * start, while the cursor is at their end; null otherwise.
 */
export function slashQuery(editor: Editor): { query: string; from: number; to: number } | null {
  const { selection } = editor.state;
  if (!selection.empty) return null;
  const { $from } = selection;
  if ($from.parent.type.name !== 'paragraph') return null;
  const text = $from.parent.textContent;
  if (!/^\/[a-z ]{0,20}$/i.test(text) || $from.parentOffset !== text.length) return null;
  return { query: text.slice(1), from: $from.start(), to: $from.end() };
}
