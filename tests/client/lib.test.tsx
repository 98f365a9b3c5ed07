import { ApiError, apiGet, apiPost, UNEXPECTED_ERROR_MESSAGE } from '@client/lib/api';
import { DEFAULT_CONFIG, parseConfig, supportMailto } from '@client/lib/config';
import { loginPathFor, postSignInPath, safeNextPath } from '@client/lib/redirect';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from './support/app';

describe('safeNextPath', () => {
  it.each([
    ['/saved', '/saved'],
    ['/search?q=a%20b#top', '/search?q=a%20b#top'],
    ['/collections/42', '/collections/42'],
  ])('keeps the same-origin path %s', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['saved'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['/\tevil'],
    ['https://evil.example/saved'],
    ['javascript:alert(1)'],
    ['/login?next=/saved'],
    ['/auth/callback'],
  ])('refuses %s', (raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });

  it('chooses the destination after sign-in', () => {
    expect(postSignInPath({ passwordSet: true, next: '/events' })).toBe('/events');
    expect(postSignInPath({ passwordSet: true, next: '//x' })).toBe('/');
    expect(postSignInPath({ passwordSet: false, next: '/events' })).toBe('/setup-password');
  });

  it('builds the login path for a protected page', () => {
    expect(loginPathFor({ pathname: '/' })).toBe('/login');
    expect(loginPathFor({ pathname: '/saved', search: '?a=1', hash: '#x' })).toBe(
      '/login?next=%2Fsaved%3Fa%3D1%23x',
    );
  });
});

describe('parseConfig', () => {
  it('falls back to the defaults for missing or invalid values', () => {
    expect(parseConfig(undefined)).toEqual(DEFAULT_CONFIG);
    expect(
      parseConfig({
        appName: '  ',
        communityUrl: 'javascript:alert(1)',
        supportEmail: 'not an email',
        marketingUrl: 'ftp://x',
        signUpEnabled: 'yes',
      }),
    ).toEqual(DEFAULT_CONFIG);
  });

  it('accepts valid values', () => {
    const config = parseConfig({
      appName: 'Atelier',
      communityUrl: 'https://chat.atelier.example/join',
      supportEmail: 'help@atelier.example',
      marketingUrl: 'https://atelier.example',
      signUpEnabled: false,
    });
    expect(config).toEqual({
      appName: 'Atelier',
      communityUrl: 'https://chat.atelier.example/join',
      supportEmail: 'help@atelier.example',
      marketingUrl: 'https://atelier.example',
      signUpEnabled: false,
    });
    expect(supportMailto(config)).toBe('mailto:help@atelier.example?subject=Atelier%20support%20request');
  });
});

describe('api helpers', () => {
  it('sends JSON with same-origin credentials and parses the answer', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { ok: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiPost('/api/things', { a: 1 })).resolves.toEqual({ ok: 1 });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/things',
      expect.objectContaining({ method: 'POST', body: '{"a":1}', credentials: 'same-origin' }),
    );
  });

  it('turns our error envelope into an ApiError', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse(404, { error: { code: 'not_found', message: 'No such thing' } }),
    );
    const error = await apiGet('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'No such thing' });
  });

  it('reads the auth endpoints’ flat error shape and survives non-JSON bodies', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid' }),
    );
    await expect(apiPost('/api/auth/sign-in/email')).rejects.toMatchObject({
      status: 401,
      code: 'INVALID_EMAIL_OR_PASSWORD',
    });

    vi.stubGlobal(
      'fetch',
      async () => new Response('<h1>502</h1>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    await expect(apiGet('/api/x')).rejects.toMatchObject({ status: 502, message: UNEXPECTED_ERROR_MESSAGE });

    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiGet('/api/x')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('returns undefined for an empty success body', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }));
    await expect(apiPost('/api/x')).resolves.toBeUndefined();
  });
});
