import { displayName, fullName, initials } from '@shared/domain/member-names';
import { describe, expect, it } from 'vitest';

describe('initials', () => {
  it('uses the first letters of first and last name, uppercased', () => {
    expect(initials({ firstName: 'ada', lastName: 'lovelace' })).toBe('AL');
    expect(initials({ firstName: ' Grace ', lastName: ' Hopper ', email: 'x@y.z' })).toBe('GH');
  });

  it('uses whichever name part exists when only one is given', () => {
    expect(initials({ firstName: 'Ada', lastName: '' })).toBe('A');
    expect(initials({ lastName: 'hopper' })).toBe('H');
  });

  it('falls back to the first letter of the email', () => {
    expect(initials({ firstName: ' ', lastName: null, email: 'sam@example.com' })).toBe('S');
    expect(initials({ email: '  zoe@example.com' })).toBe('Z');
  });

  it("falls back to '?' when nothing is known", () => {
    expect(initials({})).toBe('?');
    expect(initials({ firstName: '', lastName: '', email: '' })).toBe('?');
    expect(initials({ firstName: null, lastName: null, email: null })).toBe('?');
  });

  it('keeps non-Latin and astral characters whole', () => {
    expect(initials({ firstName: 'émile', lastName: 'ørsted' })).toBe('ÉØ');
    expect(initials({ firstName: '😀x', lastName: 'b' })).toBe('😀B');
  });
});

describe('fullName', () => {
  it('joins trimmed first and last names', () => {
    expect(fullName({ firstName: ' Ada ', lastName: ' Lovelace ' })).toBe('Ada Lovelace');
  });

  it('handles a single part without stray spaces', () => {
    expect(fullName({ firstName: 'Ada' })).toBe('Ada');
    expect(fullName({ firstName: '  ', lastName: 'Lovelace' })).toBe('Lovelace');
  });

  it('is empty when both are blank', () => {
    expect(fullName({})).toBe('');
    expect(fullName({ firstName: ' ', lastName: null })).toBe('');
  });
});

describe('displayName', () => {
  it('returns the full name when present', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
  });

  it("falls back to 'Unnamed User' by default", () => {
    expect(displayName({ email: 'a@b.c' })).toBe('Unnamed User');
  });

  it('accepts a custom fallback', () => {
    expect(displayName({}, 'Complete your profile')).toBe('Complete your profile');
  });
});
