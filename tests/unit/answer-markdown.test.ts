import { describe, expect, it } from 'vitest';
import {
  type Block,
  escapeMarkdown,
  type Inline,
  isSafeHref,
  parseAnswer,
  parseInline,
} from '../../src/shared/domain/answer-markdown';

const text = (t: string): Inline => ({ type: 'text', text: t });

/** Every link target anywhere in the blocks. */
const hrefs = (blocks: Block[]): string[] => {
  const walk = (inlines: Inline[]): string[] =>
    inlines.flatMap((i) =>
      i.type === 'link' ? [i.href, ...walk(i.children)] : 'children' in i ? walk(i.children) : [],
    );
  return blocks.flatMap((b) => (b.type === 'paragraph' ? walk(b.children) : b.items.flatMap(walk)));
};

describe('the answers’ Markdown subset', () => {
  it('reads paragraphs, bullet lists and numbered lists', () => {
    const blocks = parseAnswer(
      'Intro line\ncontinues.\n\n**What worked:**\n- one [1]\n- two\n\n3. third\n4. fourth',
      1,
    );
    expect(blocks).toEqual([
      { type: 'paragraph', children: [text('Intro line continues.')] },
      { type: 'paragraph', children: [{ type: 'strong', children: [text('What worked:')] }] },
      {
        type: 'list',
        ordered: false,
        start: 1,
        items: [[text('one '), { type: 'cite', n: 1 }], [text('two')]],
      },
      { type: 'list', ordered: true, start: 3, items: [[text('third')], [text('fourth')]] },
    ]);
  });

  it('reads bold, emphasis and safe links', () => {
    expect(parseInline('**Bold** and *soft* and _also_ [the guide](/resources/res_1).', 0)).toEqual([
      { type: 'strong', children: [text('Bold')] },
      text(' and '),
      { type: 'em', children: [text('soft')] },
      text(' and '),
      { type: 'em', children: [text('also')] },
      text(' '),
      { type: 'link', href: '/resources/res_1', children: [text('the guide')] },
      text('.'),
    ]);
    expect(parseInline('See [CIPD](https://www.cipd.org/uk/).', 0)[1]).toEqual({
      type: 'link',
      href: 'https://www.cipd.org/uk/',
      children: [text('CIPD')],
    });
  });

  it('keeps HTML, scripts and unsafe links as text', () => {
    const hostile =
      '<script>alert(1)</script> <img src=x onerror=alert(2)> [click](javascript:alert(3)) ' +
      '[data](data:text/html;base64,PHNjcmlwdD4=) [proto](//evil.example/x) <b>bold</b>';
    const blocks = parseAnswer(hostile, 3);
    expect(hrefs(blocks)).toEqual([]);
    expect(blocks).toEqual([{ type: 'paragraph', children: [text(hostile)] }]);
    for (const bad of ['javascript:alert(1)', 'JavaScript:x', 'data:x', '//evil', 'vbscript:x', '/\\evil']) {
      expect(isSafeHref(bad)).toBe(false);
    }
  });

  it('keeps markers that name a card and drops the others with the space before them', () => {
    expect(parseInline('Buddies help [1, 4]. Checklists too [2]. Not this [7].', 2)).toEqual([
      text('Buddies help '),
      { type: 'cite', n: 1 },
      text('. Checklists too '),
      { type: 'cite', n: 2 },
      text('. Not this.'),
    ]);
  });

  it('leaves lone stars, snake_case and escaped text alone', () => {
    expect(parseInline('2 * 3 * 4 and snake_case_name', 0)).toEqual([text('2 * 3 * 4 and snake_case_name')]);
    const title = 'A *starred* [1] title_with_underscores';
    expect(parseInline(escapeMarkdown(title), 3)).toEqual([text(title)]);
  });
});
