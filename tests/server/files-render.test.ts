import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  escapeXml,
  initialsOf,
  renderCoverSvg,
  renderSpeakerSvg,
  speakerNameFromSlug,
  wrapText,
} from '../../src/server/features/files/covers';
import { renderContentPdf, toWinAnsi } from '../../src/server/features/files/pdf';

/** Minimal well-formedness check: balanced tags, valid entities, no stray '<' or '&'. */
function assertWellFormedXml(xml: string) {
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  for (let m = tag.exec(xml); m; m = tag.exec(xml)) {
    const between = xml.slice(last, m.index);
    expect(between, `text before <${m[2]}>`).not.toMatch(/[<>]/);
    expect(between).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
    expect(m[3] ?? '').not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
    last = tag.lastIndex;
    const [, closing, name, , selfClosing] = m;
    if (selfClosing) continue;
    if (closing) expect(stack.pop(), `closing </${name}>`).toBe(name);
    else stack.push(name!);
  }
  expect(xml.slice(last).trim()).toBe('');
  expect(stack).toEqual([]);
}

describe('renderCoverSvg', () => {
  it('renders a well-formed 1200x675 SVG with a type label', () => {
    const svg = renderCoverSvg({
      id: 'res_700',
      title: 'Cutting time-to-competence by 40%',
      type: 'case-study',
    });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675"')).toBe(true);
    expect(svg).toContain('CASE STUDY');
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/); // no external fonts or images
    expect(svg).not.toContain('@import');
    assertWellFormedXml(svg);
  });

  it('draws no title at all when it is withheld, keeping the look of the titled cover', () => {
    const titled = renderCoverSvg({ id: 'res_9', title: 'Secret member title', type: 'event' });
    const untitled = renderCoverSvg({ id: 'res_9', title: null, type: 'event' });
    assertWellFormedXml(untitled);
    expect(untitled).not.toContain('Secret');
    expect(untitled).not.toContain('<tspan');
    expect(untitled).toContain('aria-label="Event cover"');
    expect(untitled).toContain('<title>Event cover</title>');
    expect(untitled).toContain('>EVENT</text>');
    const background = (svg: string) => svg.slice(svg.indexOf('<defs>'), svg.indexOf('<text'));
    expect(background(untitled)).toBe(background(titled));
  });

  it('escapes <, & and quotes in titles', () => {
    const svg = renderCoverSvg({
      id: 'res_1',
      title: 'Tools & <script>alert("x")</script> \'quoted\'',
      type: 'resource',
    });
    assertWellFormedXml(svg);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&amp;');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('&quot;');
    expect(svg).toContain('&apos;');
  });

  it('is deterministic per id and varies across ids', () => {
    const a = renderCoverSvg({ id: 'res_1', title: 'Same', type: 'resource' });
    expect(renderCoverSvg({ id: 'res_1', title: 'Same', type: 'resource' })).toBe(a);
    const variants = new Set(
      Array.from({ length: 20 }, (_, i) =>
        renderCoverSvg({ id: `res_${i}`, title: 'Same', type: 'resource' }),
      ),
    );
    expect(variants.size).toBeGreaterThan(5);
  });

  it('wraps long titles onto several lines and truncates with an ellipsis', () => {
    const long =
      'How a regional lender replaced a six-week classroom induction with a role-based onboarding path built around real customer conversations and weekly practice clinics';
    const svg = renderCoverSvg({ id: 'res_2', title: long, type: 'case-study' });
    assertWellFormedXml(svg);
    expect((svg.match(/<tspan /g) ?? []).length).toBeGreaterThan(1);
    expect((svg.match(/<tspan /g) ?? []).length).toBeLessThanOrEqual(4);
    expect(svg).toContain('…');
    const lines = wrapText('Supercalifragilisticexpialidocious'.repeat(4), 300, 40, 10);
    expect(lines.length).toBeGreaterThan(1);
  });

  it('survives empty titles, unknown types and control characters', () => {
    const svg = renderCoverSvg({ id: '', title: '  \u0001\u0007 ', type: 'mystery' });
    assertWellFormedXml(svg);
    expect(svg).toContain('MYSTERY');
    expect(escapeXml('a\u0000b')).toBe('ab');
  });
});

describe('renderSpeakerSvg', () => {
  it('renders an initials avatar', () => {
    const svg = renderSpeakerSvg('Dr Amara Okafor');
    assertWellFormedXml(svg);
    expect(svg).toContain('>AO</text>');
    expect(initialsOf('Inês Carvalho')).toBe('IC');
    expect(initialsOf('')).toBe('?');
    expect(speakerNameFromSlug('speaker-amara-okafor')).toBe('Amara Okafor');
    assertWellFormedXml(renderSpeakerSvg('<Tom & "Jerry">'));
  });
});

describe('renderContentPdf', () => {
  const blocks = [
    { type: 'heading', data: { title: 'Challenge', level: 1 } },
    {
      type: 'paragraph',
      data: {
        text: 'New advisers spent six weeks in a classroom — “before” meeting a customer → too long. 日本語 ő',
      },
    },
    { type: 'list', data: { items: ['First point', { content: 'Second <b>point</b>' }], style: 'ordered' } },
    { type: 'heading', data: {} },
    { type: 'image', data: { url: '/files/covers/res_1.svg', caption: 'Overview' } },
    { type: 'pdf', data: { url: '/files/canvases/res_900.pdf', title: 'PDF' } },
  ];

  it('produces a PDF document', async () => {
    const bytes = await renderContentPdf({ title: 'Learning Needs Canvas', subtitle: 'A canvas', blocks });
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Learning Needs Canvas');
  });

  it('breaks long content across several pages', async () => {
    const paragraph =
      'Spaced retrieval practice keeps rarely used procedures fresh between annual refreshers. '.repeat(12);
    const long = Array.from({ length: 30 }, (_, i) => [
      { type: 'heading', data: { title: `Section ${i + 1}`, level: 2 } },
      { type: 'paragraph', data: { text: paragraph } },
      { type: 'list', data: { items: ['One', 'Two', 'Three'] } },
    ]).flat();
    const bytes = await renderContentPdf({ title: 'A very long research paper', blocks: long });
    expect(Buffer.from(bytes.slice(0, 4)).toString('latin1')).toBe('%PDF');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThan(1);
  });

  it('strips characters WinAnsi cannot encode', () => {
    const charset = new Set(Array.from({ length: 256 }, (_, i) => i).filter((i) => i >= 32 && i < 127));
    expect(toWinAnsi('a → b 日本 ő', charset)).toBe('a -> b  o');
  });
});
