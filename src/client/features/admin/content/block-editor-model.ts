import {
  blockProblems,
  type EditableBlockType,
  type EditorBlock,
  emptyBlock,
  moveItem,
} from '@shared/domain/content-editing';

/** A block in the editor: the stored block plus a key that follows it when it moves. */
export interface KeyedBlock extends EditorBlock {
  key: string;
}

let next = 0;
const newKey = () => `b${++next}`;

export const withKeys = (blocks: readonly EditorBlock[]): KeyedBlock[] =>
  blocks.map((b) => ({ key: newKey(), type: b.type, data: { ...b.data } }));

export const withoutKeys = (blocks: readonly KeyedBlock[]): EditorBlock[] =>
  blocks.map(({ type, data }) => ({ type, data }));

export function addBlock(blocks: readonly KeyedBlock[], type: EditableBlockType): KeyedBlock[] {
  return [...blocks, { key: newKey(), ...emptyBlock(type) }];
}

export function removeBlock(blocks: readonly KeyedBlock[], index: number): KeyedBlock[] {
  return blocks.filter((_, i) => i !== index);
}

export function updateBlockData(
  blocks: readonly KeyedBlock[],
  index: number,
  patch: Record<string, unknown>,
): KeyedBlock[] {
  return blocks.map((b, i) => (i === index ? { ...b, data: { ...b.data, ...patch } } : b));
}

export const moveBlock = (blocks: readonly KeyedBlock[], from: number, to: number): KeyedBlock[] =>
  moveItem(blocks, from, to);

/** The problems of the body, by block key (so a message stays with its block when blocks move). */
export function problemsByKey(blocks: readonly KeyedBlock[]): Map<string, string> {
  const byIndex = blockProblems(blocks);
  return new Map([...byIndex].map(([i, p]) => [blocks[i]!.key, p]));
}

/** List points as the textarea shows them (one a line) and back. */
export const pointsToText = (items: unknown): string =>
  Array.isArray(items) ? items.filter((i) => typeof i === 'string').join('\n') : '';
export const textToPoints = (text: string): string[] => text.split('\n');
