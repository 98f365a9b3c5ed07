import type { Block } from '@shared/domain/canvas';
import type { EditorBlock } from '@shared/domain/content-editing';
import { isSafeAddress } from '@shared/domain/safe-address';
import type { Editor, JSONContent } from '@tiptap/core';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { clsx } from 'clsx';
import {
  Bold,
  FileText,
  Heading2,
  Heading3,
  Image,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
  Video,
} from 'lucide-react';
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { BODY_COMMANDS, type BodyCommand, matchingCommands, slashQuery } from './body-commands';
import { blocksToDoc, type DocNode, docToBlocks } from './body-doc';
import { BodyEnvironmentContext, KeptBlock, MediaBlock } from './body-nodes';

export interface RichBodyEditorProps {
  /** The body when the editor opens (a new body remounts the editor, see `key`). */
  blocks: readonly Block[];
  onChange: (blocks: EditorBlock[]) => void;
  onUpload: (file: File) => Promise<string>;
  /** Show each media block's problem (after a save was tried). */
  showProblems: boolean;
  labelledBy: string;
}

interface Slash {
  query: string;
  from: number;
  to: number;
  active: number;
}

const TOOLBAR: Array<{ id: string; label: string; icon: LucideIcon; keys?: string }> = [
  { id: 'bold', label: 'Bold', icon: Bold, keys: 'Ctrl+B' },
  { id: 'italic', label: 'Italic', icon: Italic, keys: 'Ctrl+I' },
  { id: 'link', label: 'Link', icon: Link2, keys: 'Ctrl+K' },
  { id: 'heading', label: 'Heading', icon: Heading2 },
  { id: 'subheading', label: 'Subheading', icon: Heading3 },
  { id: 'bullets', label: 'Bulleted list', icon: List },
  { id: 'numbers', label: 'Numbered list', icon: ListOrdered },
  { id: 'quote', label: 'Quote', icon: Quote },
  { id: 'image', label: 'Image', icon: Image },
  { id: 'video', label: 'Video', icon: Video },
  { id: 'pdf', label: 'PDF download', icon: FileText },
];

const isActive = (editor: Editor, id: string): boolean | undefined => {
  switch (id) {
    case 'bold':
    case 'italic':
    case 'link':
      return editor.isActive(id);
    case 'heading':
      return editor.isActive('heading', { level: 2 });
    case 'subheading':
      return editor.isActive('heading', { level: 3 });
    case 'bullets':
      return editor.isActive('bulletList');
    case 'numbers':
      return editor.isActive('orderedList');
    case 'quote':
      return editor.isActive('blockquote');
    default:
      return undefined;
  }
};

const LINK_PROBLEM = 'A link starts with https://, http:// or / (a page of this site).';

/**
 * The body of an item in one editor (Tiptap): paragraphs with bold, italic and links, headings,
 * lists and quotes typed in place, and images, videos and PDF downloads inserted from the toolbar
 * or by typing "/" at the start of an empty line. What it hands back are the item's blocks
 * (body-doc.ts): structured data checked by the shared rules, never HTML.
 */
export default function RichBodyEditor({
  blocks,
  onChange,
  onUpload,
  showProblems,
  labelledBy,
}: RichBodyEditorProps) {
  const hintId = useId();
  const menuId = useId();
  const linkInputId = useId();
  const [slash, setSlash] = useState<Slash | null>(null);
  const [link, setLink] = useState<{ href: string; problem: string | null } | null>(null);
  const slashRef = useRef(slash);
  slashRef.current = slash;
  const dismissed = useRef<number | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const editorRef = useRef<Editor | null>(null);
  const initial = useMemo(() => blocksToDoc(blocks) as JSONContent, [blocks]);

  const followSlash = (editor: Editor) => {
    const found = slashQuery(editor);
    if (!found) dismissed.current = null;
    if (!found || dismissed.current === found.from) {
      setSlash(null);
      return;
    }
    setSlash((prev) => ({ ...found, active: prev && prev.query === found.query ? prev.active : 0 }));
  };

  const choose = (command: BodyCommand) => {
    const editor = editorRef.current;
    const s = slashRef.current;
    if (!editor) return;
    if (s) editor.chain().focus().deleteRange({ from: s.from, to: s.to }).run();
    setSlash(null);
    command.run(editor);
  };

  const openLink = () => {
    const editor = editorRef.current;
    if (!editor) return;
    setLink({ href: (editor.getAttributes('link').href as string | undefined) ?? '', problem: null });
  };

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        code: false,
        codeBlock: false,
        strike: false,
        underline: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: false,
          linkOnPaste: false,
          // Only http(s) and paths of this site, as the shared rule says (pasted links included).
          isAllowedUri: (url) => isSafeAddress(url),
          HTMLAttributes: { rel: 'noopener noreferrer', target: null },
        },
      }),
      MediaBlock,
      KeptBlock,
    ],
    content: initial,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        'aria-describedby': hintId,
        class: 'rich-body min-h-48 px-3 py-3 outline-none',
      },
      handleKeyDown: (_view, event) => {
        const s = slashRef.current;
        if (s) {
          const items = matchingCommands(s.query);
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setSlash({ ...s, active: (s.active + step + items.length) % Math.max(items.length, 1) });
            return true;
          }
          if ((event.key === 'Enter' || event.key === 'Tab') && items[s.active]) {
            choose(items[s.active]!);
            return true;
          }
          if (event.key === 'Escape') {
            dismissed.current = s.from;
            setSlash(null);
            return true;
          }
        }
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
          openLink();
          return true;
        }
        return false;
      },
    },
    onCreate: ({ editor }) => {
      editorRef.current = editor;
    },
    onUpdate: ({ editor }) => {
      changed.current(docToBlocks(editor.getJSON() as DocNode));
      followSlash(editor);
    },
    onSelectionUpdate: ({ editor }) => followSlash(editor),
  });
  editorRef.current = editor;

  const linkOpen = link !== null;
  useLayoutEffect(() => {
    if (linkOpen) document.getElementById(linkInputId)?.focus();
  }, [linkOpen, linkInputId]);

  const press = (id: string) => {
    if (!editor) return;
    if (id === 'bold') editor.chain().focus().toggleBold().run();
    else if (id === 'italic') editor.chain().focus().toggleItalic().run();
    else if (id === 'link') openLink();
    else BODY_COMMANDS.find((c) => c.id === id)?.run(editor);
  };

  const applyLink = () => {
    if (!editor || !link) return;
    const href = link.href.trim();
    if (href === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      setLink(null);
      return;
    }
    if (!isSafeAddress(href)) {
      setLink({ ...link, problem: LINK_PROBLEM });
      return;
    }
    if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected: the address itself becomes the linked words.
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    setLink(null);
  };

  const items = slash ? matchingCommands(slash.query) : [];
  const caret = slash && editor ? editor.view.coordsAtPos(slash.to) : null;
  const box = editor?.view.dom.parentElement?.getBoundingClientRect();

  return (
    <BodyEnvironmentContext.Provider value={{ onUpload, showProblems }}>
      <div className="rounded-lg border border-border bg-surface">
        <div
          role="toolbar"
          aria-label="Formatting and blocks"
          className="flex flex-wrap gap-1 border-b border-border p-1.5"
        >
          {TOOLBAR.map(({ id, label, icon: Icon, keys }) => {
            const pressed = editor ? isActive(editor, id) : undefined;
            return (
              <button
                key={id}
                type="button"
                className={clsx('icon-btn size-9', pressed && 'bg-primary/10 text-primary')}
                aria-label={keys ? `${label} (${keys})` : `Insert ${label.toLowerCase()}`}
                title={keys ? `${label} (${keys})` : label}
                aria-pressed={pressed}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => press(id)}
              >
                <Icon className="size-4" aria-hidden="true" />
              </button>
            );
          })}
        </div>
        {link ? (
          // Not a <form>: the body sits inside the item's form, and forms do not nest.
          <fieldset aria-label="Link" className="flex flex-wrap items-end gap-2 border-b border-border p-2">
            <div className="flex min-w-48 flex-1 flex-col gap-1">
              <label htmlFor={linkInputId} className="text-sm font-medium text-ink">
                Link address
              </label>
              <input
                id={linkInputId}
                className="input"
                value={link.href}
                placeholder="https://… or /resources/…"
                aria-invalid={link.problem ? true : undefined}
                aria-describedby={link.problem ? `${linkInputId}-problem` : undefined}
                onChange={(e) => setLink({ href: e.target.value, problem: null })}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    applyLink();
                  }
                  if (e.key === 'Escape') {
                    e.preventDefault();
                    setLink(null);
                    editor?.commands.focus();
                  }
                }}
              />
            </div>
            <button type="button" className="btn-primary px-3 py-1.5" onClick={applyLink}>
              Apply link
            </button>
            <button
              type="button"
              className="btn-ghost px-3 py-1.5"
              onClick={() => {
                setLink(null);
                editor?.commands.focus();
              }}
            >
              Cancel
            </button>
            {link.problem ? (
              <p id={`${linkInputId}-problem`} role="alert" className="w-full text-sm text-danger">
                {link.problem}
              </p>
            ) : null}
          </fieldset>
        ) : null}
        <div className="relative">
          <EditorContent editor={editor} />
          {slash && caret && box ? (
            <div
              className="absolute z-20 w-64 rounded-lg border border-border bg-surface p-1 shadow-lg"
              style={{
                top: caret.bottom - box.top + 4,
                left: Math.max(0, Math.min(caret.left - box.left, box.width - 256)),
              }}
            >
              <p className="px-2 py-1 text-xs text-muted">Insert a block ({items.length} match)</p>
              <div id={menuId} role="listbox" aria-label="Blocks to insert">
                {items.map((c, i) => (
                  <div
                    key={c.id}
                    role="option"
                    tabIndex={-1}
                    aria-selected={i === slash.active}
                    className={clsx(
                      'cursor-pointer rounded px-2 py-1.5 text-sm text-ink',
                      i === slash.active && 'bg-primary/10 font-medium text-primary',
                    )}
                    onMouseDown={(e) => {
                      e.preventDefault();
                      choose(c);
                    }}
                  >
                    {c.label}
                  </div>
                ))}
              </div>
              {items.length === 0 ? <p className="px-2 py-1.5 text-sm text-muted">No block matches</p> : null}
            </div>
          ) : null}
          <p aria-live="polite" className="sr-only">
            {slash
              ? `${items.length} blocks match. ${items[slash.active]?.label ?? ''}. Up and down arrows to choose, Enter to insert, Escape to close.`
              : ''}
          </p>
        </div>
      </div>
      <p id={hintId} className="mt-2 text-xs text-muted">
        Type "/" at the start of an empty line for headings, lists, quotes, images, videos and PDF downloads.
        Ctrl+B bold, Ctrl+I italic, Ctrl+K link.
      </p>
    </BodyEnvironmentContext.Provider>
  );
}
