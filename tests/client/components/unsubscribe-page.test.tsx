import { DIGEST_MESSAGES } from '@shared/domain/digest';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderApp, unauthorized } from '../support/app';

const U = '3f6c2b8e-6d7a-4f7e-9a51-0c6f5b1d2e34';

// The footer links of roadmap mail and of the digest open one page with each list's words.
const LISTS = [
  {
    page: '/roadmap/unsubscribe',
    endpoint: '/api/roadmap/unsubscribe',
    title: 'Roadmap updates',
    done: 'You will no longer receive roadmap updates.',
    invalid: 'Turn roadmap updates off on My Account instead.',
  },
  {
    page: '/digest/unsubscribe',
    endpoint: '/api/digest/unsubscribe',
    title: 'Personal digest',
    done: DIGEST_MESSAGES.unsubscribed,
    invalid: 'Turn the digest off on My Account instead.',
  },
] as const;

describe.each(LISTS)('the unsubscribe page of $title', { timeout: 20_000 }, (list) => {
  it('asks first, then turns the mail off with the signed link', async () => {
    const api = mockApi({
      'GET /api/me': unauthorized,
      [`POST ${list.endpoint}`]: () => jsonResponse(200, { ok: true, message: list.done }),
    });
    const { user } = renderApp(`${list.page}?u=${U}&t=abc`);
    expect(await screen.findByRole('heading', { level: 1, name: list.title }, { timeout: 10_000 })).toBeVisible();
    const button = screen.getByRole('button', { name: 'Unsubscribe' });
    expect(api.callsTo('POST', list.endpoint)).toHaveLength(0);
    await user.click(button);
    expect(await screen.findByText(list.done)).toBeInTheDocument();
    expect(api.callsTo('POST', list.endpoint)[0]!.path).toBe(`${list.endpoint}?u=${U}&t=abc`);
  });

  it('says so when the link is not valid', async () => {
    mockApi({
      'GET /api/me': unauthorized,
      [`POST ${list.endpoint}`]: () =>
        jsonResponse(400, { error: { code: 'invalid_token', message: 'Invalid unsubscribe link' } }),
    });
    const { user } = renderApp(`${list.page}?u=x&t=y`);
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }, { timeout: 10_000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(list.invalid);
  });

  it('cannot be pressed without the link’s signature', async () => {
    mockApi({ 'GET /api/me': unauthorized });
    renderApp(list.page);
    expect(await screen.findByRole('button', { name: 'Unsubscribe' }, { timeout: 10_000 })).toBeDisabled();
  });
});
