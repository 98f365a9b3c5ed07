/**
 * An address a page may link to or load: http(s), or a path on this site. Anything else (a
 * `javascript:` link, a bare word) is refused when it is written.
 */
export function isSafeAddress(value: string): boolean {
  const v = value.trim();
  if (v.startsWith('/') && !v.startsWith('//')) {
    // Spaces, control characters and backslashes can be normalised by browsers into another origin.
    return ![...v].some(
      (ch) => ch === '\\' || ch.trim() === '' || ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f,
    );
  }
  try {
    const url = new URL(v);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
