import { BlockRenderer, plainText, withoutRepeatedLede } from '@client/components/content/block-renderer';
import type { Block } from '@shared/domain/canvas';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

const renderBlocks = (blocks: Block[]) => render(<BlockRenderer blocks={blocks} />);

describe('block renderer', () => {
  it('starts a body whose shallowest heading is level 2 at h2, so the outline skips no level', () => {
    renderBlocks([
      { type: 'heading2', data: { text: 'Why it matters' } },
      { type: 'paragraph', data: { text: 'Because.' } },
      { type: 'heading', data: { title: 'In practice', level: 3 } },
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Why it matters' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'In practice' })).toBeInTheDocument();
  });

  it('renders every block type', () => {
    const { container } = renderBlocks([
      { type: 'heading1', data: { text: 'Summary' } },
      { type: 'heading', data: { title: 'Key findings', level: 3 } },
      { type: 'heading2', data: {} },
      { type: 'paragraph', data: { text: 'First line\nSecond line' } },
      { type: 'list', data: { items: ['One', 'Two'], style: 'ordered' } },
      { type: 'list', data: { items: ['Dot', { content: 'Nested parent', items: ['Child'] }] } },
      { type: 'image', data: { url: '/files/covers/res_1.svg', alt: 'A chart', caption: 'Figure 1' } },
      { type: 'url', data: { url: 'https://example.org/guide', title: 'The guide' } },
      { type: 'link', data: { url: '/resources/res_2', title: 'Internal page' } },
      { type: 'video', data: { url: 'https://vimeo.com/801122334', caption: 'Walkthrough' } },
      { type: 'pdf', data: { url: '/files/canvases/res_900.pdf', title: 'Printable canvas' } },
      { type: 'attachment', data: { file: { url: '/files/a.pdf' } } },
    ]);

    expect(screen.getByRole('heading', { level: 2, name: 'Summary' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Key findings' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Untitled Section' })).toBeInTheDocument();
    expect(screen.getByText(/First line/).textContent).toBe('First line\nSecond line');

    const [ordered] = container.querySelectorAll('ol');
    expect(
      within(ordered as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['One', 'Two']);
    expect(screen.getByText('Dot').tagName).toBe('LI');
    expect(screen.getByText('Child').closest('ul')?.parentElement).toHaveTextContent('Nested parent');

    const img = screen.getByRole('img', { name: 'A chart' });
    expect(img).toHaveAttribute('src', '/files/covers/res_1.svg');
    expect(screen.getByText('Figure 1').tagName).toBe('FIGCAPTION');

    const external = screen.getByRole('link', { name: 'The guide (opens in a new tab)' });
    expect(external).toHaveAttribute('href', 'https://example.org/guide');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const internal = screen.getByRole('link', { name: 'Internal page' });
    expect(internal).toHaveAttribute('href', '/resources/res_2');
    expect(internal).not.toHaveAttribute('target');

    expect(screen.getByTitle('Walkthrough')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/801122334',
    );
    expect(screen.getByRole('link', { name: /Printable canvas/ })).toHaveAttribute(
      'href',
      '/files/canvases/res_900.pdf',
    );
    expect(screen.getByRole('link', { name: /Download PDF/ })).toHaveAttribute('href', '/files/a.pdf');
  });

  it('never turns content into HTML', () => {
    const { container } = renderBlocks([
      {
        type: 'paragraph',
        data: { text: '<img src=x onerror="alert(1)">Hello <b>world</b> &amp; 1 &lt; 2' },
      },
      { type: 'heading', data: { title: '<script>alert(1)</script>Title' } },
      { type: 'list', data: { items: ['<a href="javascript:alert(1)">click</a>'] } },
      { type: 'paragraph', data: { text: '&lt;script&gt;alert(1)&lt;/script&gt;' } },
      { type: 'paragraph', data: { text: 'x < y > z' } },
    ]);
    expect(container.querySelector('script, b, img')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    // The older editor's bold becomes a React <strong>; the words read as they did.
    expect(container.querySelector('p')).toHaveTextContent('Hello world & 1 < 2');
    expect(screen.getByText('world').tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { name: 'alert(1)Title' })).toBeInTheDocument();
    // A javascript: link of the older editor is its words only.
    expect(screen.getByText('click').tagName).toBe('LI');
    // An escaped tag stays visible text, never markup.
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(screen.getByText('x < y > z')).toBeInTheDocument();
  });

  it('refuses unsafe addresses in links, images, videos and files', () => {
    const { container } = renderBlocks([
      { type: 'url', data: { url: 'javascript:alert(1)', title: 'Bad link' } },
      { type: 'link', data: { url: '//evil.example/x', title: 'Protocol-relative' } },
      { type: 'image', data: { url: 'data:image/svg+xml,<svg onload=alert(1)>', alt: 'bad' } },
      { type: 'pdf', data: { url: 'javascript:alert(1)//x.pdf' } },
      { type: 'video', data: { url: 'javascript:alert(1)' } },
    ]);
    expect(container.querySelector('a, img, iframe, video')).toBeNull();
    expect(screen.getByText('Bad link')).toBeInTheDocument();
    expect(screen.getByText('Invalid video URL')).toBeInTheDocument();
  });

  it('strips markup and decodes entities without double decoding', () => {
    expect(plainText('a<br/>b')).toBe('a\nb');
    expect(plainText('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
    expect(plainText('<i class="x">it</i>&nbsp;works')).toBe('it works');
    expect(plainText(42)).toBe('');
  });
});

describe('withoutRepeatedLede', () => {
  const lede = 'Short sentences win.';
  it('drops an opening paragraph that repeats the summary, and nothing else', () => {
    const para = { type: 'paragraph', data: { text: lede } };
    const heading = { type: 'heading', data: { title: 'Summary' } };
    expect(withoutRepeatedLede([para, heading], lede)).toEqual([heading]);
    expect(withoutRepeatedLede([heading, para], lede)).toEqual([heading, para]);
    expect(withoutRepeatedLede([{ type: 'paragraph', data: { text: 'Other' } }], lede)).toHaveLength(1);
    expect(withoutRepeatedLede([para], null)).toEqual([para]);
  });
});
