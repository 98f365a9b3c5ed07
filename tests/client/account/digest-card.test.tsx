import type { DigestPreview, DigestSettings } from '@shared/contract/digest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiHandler, jsonResponse, makeMe, mockApi, renderApp } from '../support/app';

/*
 * My Account's "Personal digest": a switch, how often, and the preview of the next digest (its
 * sections as links into the app, "Nothing new yet" when empty, a message when it fails).
 */

const NEXT_MONDAY = '2026-11-30T00:00:00.000Z';

const preview = (sections: DigestPreview['sections']): DigestPreview => ({
  frequency: 'weekly',
  since: '2026-11-26T10:00:00.000Z',
  nextAt: NEXT_MONDAY,
  sections,
});

async function openAccount(handlers: Record<string, ApiHandler>) {
  const me = makeMe({});
  const api = mockApi({ 'GET /api/me': () => jsonResponse(200, me), ...handlers });
  const app = renderApp('/my-account');
  await screen.findByRole('heading', { level: 1, name: 'My Account' }, { timeout: 10_000 });
  return { ...app, api, card: () => screen.getByRole('region', { name: 'Personal digest' }) };
}

describe('My Account: the personal digest', { timeout: 20_000 }, () => {
  it('turns on weekly, changes to monthly, and shows the preview of the next digest', async () => {
    let settings: DigestSettings = { frequency: 'off', nextAt: null };
    const { api, user, card } = await openAccount({
      'GET /api/digest': () => jsonResponse(200, settings),
      'PUT /api/digest': ({ body }) => {
        settings = { frequency: (body as DigestSettings).frequency, nextAt: NEXT_MONDAY };
        return jsonResponse(200, settings);
      },
      'GET /api/digest/preview': () =>
        jsonResponse(
          200,
          preview([
            {
              key: 'events',
              title: 'Upcoming events',
              items: [{ title: 'Coaching live', path: '/events/ev_1', detail: 'December 3, 2026' }],
            },
          ]),
        ),
    });
    const toggle = within(card()).getByRole('switch', { name: 'Email me a digest' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(within(card()).queryByRole('radio', { name: 'Weekly' })).toBeNull();
    await user.click(toggle);
    await waitFor(() => expect(api.callsTo('PUT', '/api/digest')[0]?.body).toEqual({ frequency: 'weekly' }));
    expect(within(card()).getByRole('radio', { name: 'Weekly' })).toBeChecked();
    await user.click(within(card()).getByRole('radio', { name: 'Monthly' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/digest')[1]?.body).toEqual({ frequency: 'monthly' }));

    const panel = within(card()).getByRole('region', { name: 'Preview of your next digest' });
    expect(await within(panel).findByRole('link', { name: 'Coaching live' })).toHaveAttribute(
      'href',
      '/events/ev_1',
    );
    expect(within(panel).getByRole('heading', { name: 'Upcoming events' })).toBeInTheDocument();
    expect(within(panel).getByText('December 3, 2026')).toBeInTheDocument();
  });

  it('says "Nothing new yet" for an empty preview, and says so when the preview fails', async () => {
    let fail = false;
    const { user, card } = await openAccount({
      'GET /api/digest': () => jsonResponse(200, { frequency: 'weekly', nextAt: NEXT_MONDAY }),
      'PUT /api/digest': ({ body }) => jsonResponse(200, { ...(body as object), nextAt: null }),
      'GET /api/digest/preview': () =>
        fail
          ? jsonResponse(500, { error: { code: 'internal', message: 'Database unavailable' } })
          : jsonResponse(200, preview([])),
    });
    expect(await within(card()).findByText('Nothing new yet')).toBeInTheDocument();
    fail = true;
    // Turning it off refreshes the preview: the failure is said, with a way to try again.
    await user.click(within(card()).getByRole('switch', { name: 'Email me a digest' }));
    expect(await within(card()).findByText('Failed to load the preview of your digest.')).toBeInTheDocument();
    fail = false;
    await user.click(within(card()).getByRole('button', { name: 'Try again' }));
    expect(await within(card()).findByText('Nothing new yet')).toBeInTheDocument();
  });
});
