import { describe, expect, it } from 'vitest';
import { compareLexemes, rankTerms, readDocument } from '../../src/server/features/search/rank';

// The pieces of the in-app ranking that do not need a database; that the whole ranks as ts_rank does
// is shown against PostgreSQL in tests/server/search-index.test.ts.

describe('search ranking in the app', () => {
  it('reads a tsvector as PostgreSQL prints it: escapes, weights, lexemes without positions', () => {
    const read: [string, boolean][] = [];
    readDocument(`'coach':1A,4 'it''s':2B 'back\\\\slash':3C 'plain'`, (lexeme, _strength, inTitle) =>
      read.push([lexeme, inTitle]),
    );
    expect(read).toEqual([
      ['coach', true],
      ["it's", false],
      ['back\\slash', false],
      ['plain', false],
    ]);
  });

  it('gives a lexeme more strength in the title than in the body, and more for each further use', () => {
    const strength = (document: string) => {
      let found = 0;
      readDocument(document, (_lexeme, s) => {
        found = s;
      });
      return found;
    };
    expect(strength(`'x':1A`)).toBeGreaterThan(strength(`'x':1B`));
    expect(strength(`'x':1B`)).toBeGreaterThan(strength(`'x':1C`));
    expect(strength(`'x':1C`)).toBeGreaterThan(strength(`'x':1`));
    expect(strength(`'x':1,2`)).toBeGreaterThan(strength(`'x':1`));
  });

  it("orders lexemes as PostgreSQL does (UTF-8 bytes), not as JavaScript's UTF-16 units", () => {
    const astral = '\u{1F600}'; // a surrogate pair in UTF-16, 4 bytes in UTF-8
    const high = '\uFF21'; // a full-width letter, below it in code points, above its surrogates in UTF-16
    expect(compareLexemes(high, astral)).toBeLessThan(0);
    expect(high < astral).toBe(false);
    expect(compareLexemes('coach', 'coachee')).toBeLessThan(0);
    expect(compareLexemes('coach', 'coach')).toBe(0);
  });

  it('ranks by the distinct terms of all alternatives, a prefix where any form is one, in order', () => {
    expect(rankTerms([`'coach':*`, `'coach'`, `'mentor'`, `'grow' <-> 'model'`, `'coach'`])).toEqual([
      { lexeme: 'coach', prefix: true },
      { lexeme: 'grow', prefix: false },
      { lexeme: 'mentor', prefix: false },
      { lexeme: 'model', prefix: false },
    ]);
  });
});
