import { authRedirectTarget } from '@client/features/auth/auth-redirect-page';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeMe, mockApi, renderApp } from './support/app';

describe('/auth-redirect', () => {
  it.each([
    ['invite', 'Set up your password'],
    ['recovery', 'Reset your password'],
  ])('sends type=%s to /setup-password keeping the whole query', async (type, heading) => {
    mockApi({
      'GET /api/me': () => jsonResponse(401, {}),
      'GET /api/invites/inspect': () => jsonResponse(200, { email: 'ada@example.com' }),
    });
    const query = `?type=${type}&token=tok_123&email=ada%40example.com`;
    const { location } = renderApp(`/auth-redirect${query}`);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(location()).toBe(`/setup-password${query}`);
  });

  it.each(['', '?type=signup', '?type=magiclink&token=x', '?type=Invite'])(
    'sends anything else (%s) to the home page',
    async (query) => {
      mockApi({ 'GET /api/me': () => jsonResponse(200, makeMe()) });
      const { location } = renderApp(`/auth-redirect${query}`);

      expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
      expect(location()).toBe('/');
    },
  );

  it('keeps a fragment too', () => {
    expect(authRedirectTarget('?type=recovery', '#access_token=abc')).toBe(
      '/setup-password?type=recovery#access_token=abc',
    );
  });
});
