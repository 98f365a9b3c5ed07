/**
 * Where to go after signing in. `next` comes from the query string, so it is untrusted: only
 * same-origin absolute paths are accepted ("/x", never "//host", "/\host" or "https://…"), and the
 * auth pages themselves are refused so a signed-in visitor cannot be bounced around in a loop.
 */
const AUTH_PATHS = ['/login', '/auth', '/auth-redirect', '/auth/callback'];

export function safeNextPath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length > 2000) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // Control characters and backslashes can be normalised by browsers into something else entirely.
  for (const ch of raw) {
    const c = ch.charCodeAt(0);
    if (c < 0x20 || c === 0x7f || ch === '\\') return null;
  }
  let url: URL;
  try {
    url = new URL(raw, 'https://praxis.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://praxis.invalid') return null;
  if (AUTH_PATHS.includes(url.pathname.replace(/\/+$/, '') || '/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Destination after a successful sign-in (or for a signed-in visitor of /login). */
export function postSignInPath(options: { passwordSet: boolean; next: string | null | undefined }): string {
  if (!options.passwordSet) return '/setup-password';
  return safeNextPath(options.next) ?? '/';
}

/** `/login?next=…` for a visitor who opened a protected page while signed out. */
export function loginPathFor(location: { pathname: string; search?: string; hash?: string }): string {
  const here = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  return here === '/' ? '/login' : `/login?next=${encodeURIComponent(here)}`;
}
