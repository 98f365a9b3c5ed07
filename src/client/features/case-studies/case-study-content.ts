import type { Block } from '@shared/domain/canvas';
import { orderedBlocks } from '../../components/content/block-renderer';
import type { ContentDetailItem } from '../../components/content/queries';

export const RELATED_CASE_STUDIES = 3;

/** Older case studies have only challenge / solution / results fields: present them as blocks. */
export function caseStudyBlocks(item: ContentDetailItem, blocks: Block[]): Block[] {
  if (blocks.length > 0) return orderedBlocks(blocks);
  const out: Block[] = [];
  for (const [title, text] of [
    ['Challenge', item.challenge],
    ['Solution', item.solution],
    ['Results', item.results],
  ] as const) {
    if (!text?.trim()) continue;
    out.push({ type: 'heading', data: { title, level: 1 } }, { type: 'paragraph', data: { text } });
  }
  return out;
}
