import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderApp, unauthorized } from '../support/app';

describe('the roadmap unsubscribe page', { timeout: 20_000 }, () => {
  it('asks first, then turns roadmap mail off with the signed link', async () => {
    const api = mockApi({
      'GET /api/me': unauthorized,
      'POST /api/roadmap/unsubscribe': () =>
        jsonResponse(200, { ok: true, message: 'You will no longer receive roadmap updates.' }),
    });
    const { user } = renderApp('/roadmap/unsubscribe?u=3f6c2b8e-6d7a-4f7e-9a51-0c6f5b1d2e34&t=abc');
    const button = await screen.findByRole('button', { name: 'Unsubscribe' }, { timeout: 10_000 });
    expect(api.callsTo('POST', '/api/roadmap/unsubscribe')).toHaveLength(0);
    await user.click(button);
    expect(await screen.findByText('You will no longer receive roadmap updates.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/roadmap/unsubscribe')[0]!.path).toBe(
      '/api/roadmap/unsubscribe?u=3f6c2b8e-6d7a-4f7e-9a51-0c6f5b1d2e34&t=abc',
    );
  });

  it('says so when the link is not valid', async () => {
    mockApi({
      'GET /api/me': unauthorized,
      'POST /api/roadmap/unsubscribe': () =>
        jsonResponse(400, { error: { code: 'invalid_token', message: 'Invalid unsubscribe link' } }),
    });
    const { user } = renderApp('/roadmap/unsubscribe?u=x&t=y');
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }, { timeout: 10_000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
  });
});
