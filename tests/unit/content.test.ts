import {
  contentTypeFromMedia,
  displayTitle,
  presentType,
  RESOURCE_TYPES,
  researchPublisher,
  researchYear,
  resolveImage,
  wrapTopics,
} from '@shared/domain/content';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('RESOURCE_TYPES', () => {
  it('lists the seven stored type values in order', () => {
    expect(RESOURCE_TYPES).toEqual([
      'resource',
      'event',
      'case-study',
      'canvas',
      'canvascollection',
      'research',
      'active_research',
    ]);
  });
});

describe('presentType', () => {
  it.each([
    [{ type: 'resource' }, 'resource'],
    [{ type: 'event' }, 'event'],
    [{ type: 'event', isPraxisCase: false }, 'event'],
    [{ type: 'event', isPraxisCase: null }, 'event'],
    [{ type: 'event', isPraxisCase: true }, 'case-study'],
    [{ type: 'case-study' }, 'case-study'],
    [{ type: 'case-study', isPraxisCase: true }, 'case-study'],
    [{ type: 'canvas' }, 'canvas'],
    [{ type: 'canvascollection' }, 'canvas'],
    [{ type: 'research' }, 'research'],
    [{ type: 'active_research' }, 'active_research'],
  ] as const)('%o → %s', (input, expected) => {
    expect(presentType(input)).toBe(expected);
  });

  it('treats missing or unknown types as resource', () => {
    expect(presentType({})).toBe('resource');
    expect(presentType({ type: null })).toBe('resource');
    expect(presentType({ type: '' })).toBe('resource');
    expect(presentType({ type: 'podcast' })).toBe('resource');
    expect(presentType({ type: 'resource', isPraxisCase: true })).toBe('resource');
  });

  it('tolerates case and surrounding spaces in stored types', () => {
    expect(presentType({ type: ' Event ', isPraxisCase: true })).toBe('case-study');
    expect(presentType({ type: 'CanvasCollection' })).toBe('canvas');
  });

  it('always returns one of the presented types', () => {
    const presented = ['resource', 'case-study', 'event', 'canvas', 'research', 'active_research'];
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.boolean()), (type, isPraxisCase) => {
        expect(presented).toContain(presentType({ type, isPraxisCase }));
      }),
    );
  });
});

describe('contentTypeFromMedia', () => {
  it.each([
    ['video', 'video'],
    ['Video recording', 'video'],
    ['VIDEO', 'video'],
    ['audio', 'audio'],
    ['Podcast (Audio)', 'audio'],
    ['framework', 'framework'],
    ['Decision Framework', 'framework'],
    ['article', 'text'],
    ['', 'text'],
  ])('%j → %s', (media, expected) => {
    expect(contentTypeFromMedia(media)).toBe(expected);
  });

  it('defaults to text when missing', () => {
    expect(contentTypeFromMedia()).toBe('text');
    expect(contentTypeFromMedia(null)).toBe('text');
  });

  it('checks video before audio before framework', () => {
    expect(contentTypeFromMedia('audio and video')).toBe('video');
    expect(contentTypeFromMedia('framework audio')).toBe('audio');
  });
});

describe('wrapTopics', () => {
  it('wraps a single value in a list', () => {
    expect(wrapTopics('Leadership')).toEqual(['Leadership']);
  });

  it('keeps lists, trimming and dropping blanks', () => {
    expect(wrapTopics([' Coaching ', '', '  ', 'AI'])).toEqual(['Coaching', 'AI']);
  });

  it('returns an empty list for missing or blank values', () => {
    expect(wrapTopics(null)).toEqual([]);
    expect(wrapTopics(undefined)).toEqual([]);
    expect(wrapTopics('   ')).toEqual([]);
    expect(wrapTopics([])).toEqual([]);
  });

  it('ignores non-string entries that slip through from JSON', () => {
    expect(wrapTopics(['A', null, 3] as unknown as string[])).toEqual(['A']);
  });
});

describe('resolveImage', () => {
  it('returns the first usable candidate', () => {
    expect(resolveImage('/a.png', '/b.png')).toBe('/a.png');
    expect(resolveImage(null, undefined, '/c.png')).toBe('/c.png');
  });

  it("skips the 'x' marker in any case and with spaces, and blanks", () => {
    expect(resolveImage('x', ' X ', '', '   ', '/real.jpg')).toBe('/real.jpg');
  });

  it('trims the chosen value', () => {
    expect(resolveImage('  /img.png ')).toBe('/img.png');
  });

  it('returns null when every candidate is missing', () => {
    expect(resolveImage()).toBeNull();
    expect(resolveImage('x', null, '')).toBeNull();
  });

  it("does not treat values merely containing 'x' as missing", () => {
    expect(resolveImage('x.png')).toBe('x.png');
    expect(resolveImage('xx')).toBe('xx');
  });
});

describe('displayTitle', () => {
  it("reads 'Untitled Resource' when blank", () => {
    expect(displayTitle()).toBe('Untitled Resource');
    expect(displayTitle(null)).toBe('Untitled Resource');
    expect(displayTitle('')).toBe('Untitled Resource');
    expect(displayTitle('   ')).toBe('Untitled Resource');
  });

  it('keeps real titles (trimmed)', () => {
    expect(displayTitle(' Onboarding at scale ')).toBe('Onboarding at scale');
  });
});

describe('researchPublisher', () => {
  it('uses the source when present', () => {
    expect(researchPublisher({ type: 'research', source: 'CIPD' })).toBe('CIPD');
    expect(researchPublisher({ type: 'active_research', source: ' Praxis Lab ' })).toBe('Praxis Lab');
  });

  it("defaults to 'Research in Progress' for active research", () => {
    expect(researchPublisher({ type: 'active_research' })).toBe('Research in Progress');
    expect(researchPublisher({ type: 'active_research', source: '  ' })).toBe('Research in Progress');
  });

  it("defaults to 'Unknown Publisher' otherwise", () => {
    expect(researchPublisher({ type: 'research', source: null })).toBe('Unknown Publisher');
    expect(researchPublisher({})).toBe('Unknown Publisher');
  });
});

describe('researchYear', () => {
  const now = new Date(2031, 5, 15);

  it('returns the year as text', () => {
    expect(researchYear(2024, now)).toBe('2024');
    expect(researchYear('2019', now)).toBe('2019');
    expect(researchYear(' 2020 ', now)).toBe('2020');
  });

  it('defaults to the current year', () => {
    expect(researchYear(null, now)).toBe('2031');
    expect(researchYear(undefined, now)).toBe('2031');
    expect(researchYear('', now)).toBe('2031');
    expect(researchYear(Number.NaN, now)).toBe('2031');
    expect(researchYear(undefined)).toBe(String(new Date().getFullYear()));
  });

  it('keeps 0 as a real value rather than a missing one', () => {
    expect(researchYear(0, now)).toBe('0');
  });
});
