import {
  type Block,
  blockPdfUrl,
  canvasSections,
  headingLevel,
  headingTitle,
  isHeadingBlock,
  isPdfLikeBlock,
  slugify,
} from '@shared/domain/canvas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const h = (title: string | undefined, extra: Record<string, unknown> = {}, type = 'heading'): Block => ({
  type,
  data: title === undefined ? { ...extra } : { title, ...extra },
});
const p = (text: string): Block => ({ type: 'paragraph', data: { text } });
const pdf = (url: string, type = 'pdf'): Block => ({ type, data: { url } });

describe('isPdfLikeBlock', () => {
  it.each(['pdf', 'document', 'attachment', 'PDF', ' Document '])('is true for type %j', (type) => {
    expect(isPdfLikeBlock({ type, data: {} })).toBe(true);
  });

  it('is true for a url, src or file ending .pdf, ignoring case, query and fragment', () => {
    expect(isPdfLikeBlock({ type: 'url', data: { url: 'https://x.test/guide.pdf' } })).toBe(true);
    expect(isPdfLikeBlock({ type: 'url', data: { url: 'https://x.test/Guide.PDF?v=2' } })).toBe(true);
    expect(isPdfLikeBlock({ type: 'image', data: { src: '/files/a.pdf#page=3' } })).toBe(true);
    expect(isPdfLikeBlock({ type: 'file', data: { file: '/files/b.pdf' } })).toBe(true);
    expect(isPdfLikeBlock({ type: 'file', data: { file: { url: '/files/c.pdf' } } })).toBe(true);
  });

  it('is false for other blocks', () => {
    expect(isPdfLikeBlock(p('About PDFs.pdf'))).toBe(false);
    expect(isPdfLikeBlock({ type: 'url', data: { url: 'https://x.test/page' } })).toBe(false);
    expect(isPdfLikeBlock({ type: 'url', data: { url: 'https://x.test/a.pdf.html' } })).toBe(false);
    expect(isPdfLikeBlock({ type: 'url', data: { url: 'https://x.test/?file=a.pdf' } })).toBe(false);
    expect(isPdfLikeBlock({ type: 'image', data: {} })).toBe(false);
  });
});

describe('isHeadingBlock', () => {
  it('recognises heading, heading1 and heading2', () => {
    expect(isHeadingBlock(h('a'))).toBe(true);
    expect(isHeadingBlock(h('a', {}, 'heading1'))).toBe(true);
    expect(isHeadingBlock(h('a', {}, 'Heading2'))).toBe(true);
    expect(isHeadingBlock(h('a', {}, 'heading3'))).toBe(false);
    expect(isHeadingBlock(p('x'))).toBe(false);
  });
});

describe('headingLevel', () => {
  it('uses data.level when it is a number', () => {
    expect(headingLevel(h('a', { level: 1 }))).toBe(1);
    expect(headingLevel(h('a', { level: 3 }))).toBe(3);
    expect(headingLevel(h('a', { level: '4' }))).toBe(4);
    expect(headingLevel(h('a', { level: 1 }, 'heading2'))).toBe(1);
  });

  it('keeps levels within 1-6', () => {
    expect(headingLevel(h('a', { level: 0 }))).toBe(1);
    expect(headingLevel(h('a', { level: 9 }))).toBe(6);
  });

  it('derives the level from the type, defaulting to 2', () => {
    expect(headingLevel(h('a', {}, 'heading1'))).toBe(1);
    expect(headingLevel(h('a', {}, 'heading2'))).toBe(2);
    expect(headingLevel(h('a'))).toBe(2);
    expect(headingLevel(h('a', { level: 'big' }))).toBe(2);
    expect(headingLevel(h('a', { level: 1.5 }))).toBe(2);
  });
});

describe('headingTitle', () => {
  it('reads title, then text, then content', () => {
    expect(headingTitle({ type: 'heading', data: { title: 'T', text: 'X', content: 'C' } })).toBe('T');
    expect(headingTitle({ type: 'heading', data: { text: ' X ', content: 'C' } })).toBe('X');
    expect(headingTitle({ type: 'heading', data: { title: '  ', content: 'C' } })).toBe('C');
  });

  it("reads 'Untitled Section' when there is none", () => {
    expect(headingTitle({ type: 'heading', data: {} })).toBe('Untitled Section');
    expect(headingTitle({ type: 'heading', data: { title: 7 } })).toBe('Untitled Section');
  });
});

describe('blockPdfUrl', () => {
  it('returns the address of a PDF-like block', () => {
    expect(blockPdfUrl(pdf('/files/a.pdf'))).toBe('/files/a.pdf');
    expect(blockPdfUrl({ type: 'attachment', data: { file: { url: '/files/b' } } })).toBe('/files/b');
  });

  it('prefers the address that is itself a PDF', () => {
    expect(blockPdfUrl({ type: 'document', data: { url: '/preview', src: '/files/c.pdf' } })).toBe(
      '/files/c.pdf',
    );
  });

  it('is null for non-PDF blocks and PDF blocks without an address', () => {
    expect(blockPdfUrl(p('x'))).toBeNull();
    expect(blockPdfUrl({ type: 'pdf', data: {} })).toBeNull();
    expect(blockPdfUrl({ type: 'url', data: { url: 'https://x.test/page' } })).toBeNull();
  });
});

describe('slugify', () => {
  it('makes URL-safe anchors', () => {
    expect(slugify('Map Your Stakeholders')).toBe('map-your-stakeholders');
    expect(slugify('  Step 1: Define — the “problem”!  ')).toBe('step-1-define-the-problem');
    expect(slugify('Café déjà vu')).toBe('cafe-deja-vu');
    expect(slugify('???')).toBe('section');
  });
});

describe('canvasSections', () => {
  it('is empty for an empty canvas', () => {
    expect(canvasSections([])).toEqual([]);
  });

  it('turns each heading into a section holding the blocks up to the next heading', () => {
    const a = h('Purpose', { level: 1 });
    const b = h('Steps');
    const p1 = p('one');
    const p2 = p('two');
    const p3 = p('three');
    const sections = canvasSections([a, p1, p2, b, p3]);
    expect(sections).toEqual([
      { anchor: 'purpose', title: 'Purpose', level: 1, heading: a, blocks: [p1, p2], pdfUrl: null },
      { anchor: 'steps', title: 'Steps', level: 2, heading: b, blocks: [p3], pdfUrl: null },
    ]);
  });

  it('gives duplicate titles unique anchors', () => {
    const anchors = canvasSections([h('Notes'), h('Notes'), h('notes'), h(undefined), h('')]).map(
      (s) => s.anchor,
    );
    expect(anchors).toEqual(['notes', 'notes-2', 'notes-3', 'untitled-section', 'untitled-section-2']);
  });

  it('does not collide with an existing suffixed slug', () => {
    const anchors = canvasSections([h('A'), h('A 2'), h('A')]).map((s) => s.anchor);
    expect(anchors).toEqual(['a', 'a-2', 'a-3']);
    expect(new Set(anchors).size).toBe(3);
  });

  it("puts blocks before the first heading in a leading 'intro' section with an empty title", () => {
    const p0 = p('preface');
    const a = h('Intro');
    const sections = canvasSections([p0, a]);
    expect(sections[0]).toMatchObject({ anchor: 'intro', title: '', blocks: [p0], pdfUrl: null });
    expect(sections[0]!.heading.type).toBe('intro');
    expect(sections[1]).toMatchObject({ anchor: 'intro-2', title: 'Intro', blocks: [] });
  });

  it('has no leading section when the canvas starts with a heading', () => {
    expect(canvasSections([h('Start'), p('x')]).map((s) => s.anchor)).toEqual(['start']);
  });

  it('makes a single intro section for a canvas without headings', () => {
    const blocks = [p('a'), p('b')];
    const sections = canvasSections(blocks);
    expect(sections).toHaveLength(1);
    expect(sections[0]!.blocks).toEqual(blocks);
  });

  it('orders by position when every block has one', () => {
    const a = { ...h('A'), position: 2 };
    const x = { ...p('x'), position: 3 };
    const b = { ...h('B'), position: 1 };
    const sections = canvasSections([a, x, b]);
    expect(sections.map((s) => s.title)).toEqual(['B', 'A']);
    expect(sections[1]!.blocks).toEqual([x]);
  });

  it('keeps the given order when positions are missing', () => {
    const sections = canvasSections([{ ...h('A'), position: 5 }, h('B')]);
    expect(sections.map((s) => s.title)).toEqual(['A', 'B']);
  });

  describe('pdfUrl', () => {
    it('picks the nearest PDF after the heading within its own section', () => {
      const sections = canvasSections([
        h('One'),
        p('x'),
        pdf('/one-a.pdf'),
        pdf('/one-b.pdf'),
        h('Two'),
        pdf('/two.pdf', 'document'),
      ]);
      expect(sections.map((s) => s.pdfUrl)).toEqual(['/one-a.pdf', '/two.pdf']);
    });

    it('falls back to the first PDF of the canvas when its own section has none but one follows', () => {
      const sections = canvasSections([
        h('One'),
        pdf('/first.pdf'),
        h('Two'),
        p('x'),
        h('Three'),
        pdf('/third.pdf'),
      ]);
      expect(sections.map((s) => s.pdfUrl)).toEqual(['/first.pdf', '/first.pdf', '/third.pdf']);
    });

    it('uses the first PDF overall even when it precedes the heading', () => {
      const sections = canvasSections([
        p('intro'),
        pdf('/intro.pdf'),
        h('One'),
        p('x'),
        h('Two'),
        pdf('/two.pdf'),
      ]);
      expect(sections.map((s) => [s.anchor, s.pdfUrl])).toEqual([
        ['intro', null],
        ['one', '/intro.pdf'],
        ['two', '/two.pdf'],
      ]);
    });

    it('gives no PDF to a heading with no PDF anywhere after it', () => {
      const sections = canvasSections([h('One'), pdf('/one.pdf'), h('Two'), p('x')]);
      expect(sections.map((s) => s.pdfUrl)).toEqual(['/one.pdf', null]);
    });

    it('is null everywhere when the canvas has no PDF', () => {
      expect(canvasSections([h('A'), p('x'), h('B')]).map((s) => s.pdfUrl)).toEqual([null, null]);
    });

    it('ignores PDF-typed blocks that have no address', () => {
      const sections = canvasSections([h('One'), { type: 'pdf', data: {} }, pdf('/real.pdf', 'url')]);
      expect(sections[0]!.pdfUrl).toBe('/real.pdf');
    });
  });

  it('keeps every block exactly once, in order', () => {
    const block = fc.oneof(
      fc.string({ maxLength: 8 }).map((t) => h(t)),
      fc.string({ maxLength: 8 }).map((t) => p(t)),
      fc.constantFrom('/a.pdf', '/b.pdf').map((u) => pdf(u)),
    );
    fc.assert(
      fc.property(fc.array(block, { maxLength: 25 }), (blocks) => {
        const sections = canvasSections(blocks);
        const flattened = sections.flatMap((s) =>
          s.anchor === 'intro' && s.title === '' ? s.blocks : [s.heading, ...s.blocks],
        );
        expect(flattened).toEqual(blocks);
        const anchors = sections.map((s) => s.anchor);
        expect(new Set(anchors).size).toBe(anchors.length);
        for (const a of anchors) expect(a).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }),
    );
  });
});
