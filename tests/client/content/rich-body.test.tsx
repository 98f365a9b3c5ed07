import { BlockRenderer } from '@client/components/content/block-renderer';
import { blocksToDoc, docToBlocks } from '@client/features/admin/content/body-doc';
import { DEMO_LIBRARY } from '@server/seed/index';
import type { Block } from '@shared/domain/canvas';
import { blockProblems, storedBlockData } from '@shared/domain/content-editing';
import { markupToText } from '@shared/domain/markup';
import { legacyMarkupToRuns, runsToText } from '@shared/domain/rich-text';
import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from '../../hostile/xss-payloads';
import { isSafeAddress } from '@shared/domain/safe-address';
import { TextRunsSchema } from '@shared/domain/rich-text';

const html = (blocks: Block[]) => renderToStaticMarkup(<BlockRenderer blocks={blocks} />);
/** Blocks through the editor and back, as the server then stores them. */
const throughEditor = (blocks: Block[]): Block[] =>
  docToBlocks(blocksToDoc(blocks)).map((b) => ({ type: b.type, data: storedBlockData(b.type, b.data) }));

describe('existing content in the editor', () => {
  it.each(DEMO_LIBRARY.map((item) => [item.id, item] as const))(
    '%s reads the same to members after opening and saving it in the editor',
    (_, item) => {
      const blocks = item.blocks ?? [];
      const saved = throughEditor(blocks);
      expect(html(saved)).toBe(html(blocks));
      // Saveable as it is, and a second pass changes nothing.
      expect([...blockProblems(saved)]).toEqual([]);
      expect(throughEditor(saved)).toEqual(saved);
    },
  );

  it('turns markup of the older editor into formatting, with the same words', () => {
    const value =
      '<b>Note</b>: see <a href="/resources/res_1">the <i>guide</i></a> &amp; <a href="javascript:x">this</a><br>next';
    const runs = legacyMarkupToRuns(value);
    expect(runsToText(runs)).toBe(markupToText(value));
    expect(runs).toEqual([
      { text: 'Note', bold: true },
      { text: ': see ' },
      { text: 'the ', link: '/resources/res_1' },
      { text: 'guide', italic: true, link: '/resources/res_1' },
      { text: ' & this\nnext' },
    ]);
  });
});

describe('formatted text on members pages', () => {
  it('renders bold, italic and safe links as elements', () => {
    render(
      <BlockRenderer
        blocks={[
          {
            type: 'paragraph',
            data: {
              text: 'Read the guide now',
              runs: [
                { text: 'Read ' },
                { text: 'the guide', bold: true, link: 'https://example.org/g' },
                { text: ' now', italic: true },
              ],
            },
          },
          {
            type: 'list',
            data: { items: ['One', 'Two'], itemRuns: [[{ text: 'One', bold: true }], [{ text: 'Two' }]] },
          },
        ]}
      />,
    );
    const link = screen.getByRole('link', { name: /the guide/ });
    expect(link).toHaveAttribute('href', 'https://example.org/g');
    expect(link.querySelector('strong')).toHaveTextContent('the guide');
    expect(screen.getByText('now').tagName).toBe('EM');
    expect(screen.getByText('One').tagName).toBe('STRONG');
  });

  it('shows hostile runs as words: no script, no handler, no javascript: or data: link', () => {
    const { container } = render(
      <BlockRenderer
        blocks={[
          {
            type: 'paragraph',
            data: {
              text: 'x',
              runs: [
                { text: '<script>__xss(1)</script>' },
                { text: 'click', link: 'javascript:__xss(2)' },
                { text: 'data', link: 'data:text/html,<script>__xss(3)</script>' },
                { text: '<img src=x onerror=__xss(4)>', bold: true },
              ],
            },
          },
          {
            type: 'paragraph',
            data: { text: 'y', runs: [{ text: 'handler', onclick: '__xss(5)', link: '/ok' }] },
          },
          { type: 'rawhtml', data: { text: 'Unknown kind <svg onload=__xss(6)>shown as text' } },
        ]}
      />,
    );
    expect(container.querySelector('script, img, svg, [onclick], [onerror], [onload]')).toBeNull();
    for (const a of container.querySelectorAll('a'))
      expect(a.getAttribute('href')).not.toMatch(/^(javascript|data):/i);
    expect(container).toHaveTextContent('<script>__xss(1)</script>');
    // An unknown kind shows its words; the older editor's tags in its text are dropped.
    expect(container).toHaveTextContent('Unknown kind shown as text');
  });
});

describe('the XSS corpus in formatted text', () => {
  it.each(XSS_PAYLOADS.map((p) => [p.id, p.family, p.text] as const))(
    'payload %i (%s) is refused as a link and shown as words',
    (_, __, text) => {
      // As a link: refused by the shared rule unless it is a plain http(s) or site address.
      const asLink = TextRunsSchema.safeParse([{ text: 'x', link: text }]);
      expect(asLink.success).toBe(isSafeAddress(text));
      // As words (and as an unchecked link, should one reach a page): text only.
      const { container } = render(
        <BlockRenderer
          blocks={[
            {
              type: 'paragraph',
              data: {
                text,
                runs: [
                  { text, bold: true },
                  { text: ' go', link: text },
                ],
              },
            },
          ]}
        />,
      );
      expect(
        container.querySelector('script, img, svg, iframe, object, embed, [onerror], [onload]'),
      ).toBeNull();
      for (const a of container.querySelectorAll('a')) {
        expect(a.getAttribute('href') ?? '').toMatch(/^(https?:\/\/|\/(?!\/))/);
      }
      expect(container.querySelector('strong')?.textContent).toBe(text);
    },
  );
});
