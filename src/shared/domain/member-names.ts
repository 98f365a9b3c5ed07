export interface PersonName {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

const clean = (v?: string | null): string => (v ?? '').trim();
// Array.from keeps emoji and other astral characters whole.
const firstChar = (v: string): string => Array.from(v)[0] ?? '';

export function initials(p: PersonName): string {
  const fromName = firstChar(clean(p.firstName)) + firstChar(clean(p.lastName));
  if (fromName !== '') return fromName.toUpperCase();
  const fromEmail = firstChar(clean(p.email));
  return fromEmail !== '' ? fromEmail.toUpperCase() : '?';
}

export function fullName(p: PersonName): string {
  return [clean(p.firstName), clean(p.lastName)].filter((s) => s !== '').join(' ');
}

export function displayName(p: PersonName, fallback = 'Unnamed User'): string {
  return fullName(p) || fallback;
}
