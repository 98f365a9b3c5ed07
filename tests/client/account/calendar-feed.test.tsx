import { CALENDAR_MESSAGES } from '@shared/domain/calendar';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type ApiHandler, jsonResponse, makeMe, mockApi, renderApp } from '../support/app';

const FIRST = 'https://praxis.example/calendar/first-token.ics';
const SECOND = 'https://praxis.example/calendar/second-token.ics';
const feed = (url: string) => ({ url, webcalUrl: url.replace('https://', 'webcal://') });

async function openAccount(handlers: Record<string, ApiHandler> = {}) {
  const me = makeMe();
  const api = mockApi({
    'GET /api/me': () => jsonResponse(200, me),
    'GET /api/calendar-feed': () => jsonResponse(200, feed(FIRST)),
    ...handlers,
  });
  renderApp('/my-account');
  await screen.findByRole('heading', { level: 1, name: 'My Account' }, { timeout: 10_000 });
  return api;
}

const card = () => screen.getByRole('region', { name: 'Calendar feed' });

describe('My Account: the calendar feed', { timeout: 20_000 }, () => {
  it('shows the address, a webcal Subscribe link and the instructions', async () => {
    await openAccount();
    const address = await within(card()).findByRole('textbox', { name: 'Your calendar address' });
    expect(address).toHaveValue(FIRST);
    expect(address).toHaveAttribute('readonly');
    expect(within(card()).getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      'webcal://praxis.example/calendar/first-token.ics',
    );
    expect(within(card()).getByRole('link', { name: 'add it to Google Calendar' })).toHaveAttribute(
      'href',
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent('webcal://praxis.example/calendar/first-token.ics')}`,
    );
    for (const app of ['Google Calendar:', 'Apple Calendar:', 'Outlook:']) {
      expect(within(card()).getByText(app)).toBeInTheDocument();
    }
  });

  it('copies the address and says so', async () => {
    const user = userEvent.setup();
    await openAccount();
    await within(card()).findByRole('textbox', { name: 'Your calendar address' });
    await user.click(within(card()).getByRole('button', { name: 'Copy address' }));
    expect(await within(card()).findByText(CALENDAR_MESSAGES.copied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(FIRST);
  });

  it('asks before making a new address, then shows it', async () => {
    const user = userEvent.setup();
    const api = await openAccount({ 'POST /api/calendar-feed/reset': () => jsonResponse(200, feed(SECOND)) });
    await within(card()).findByRole('textbox', { name: 'Your calendar address' });
    await user.click(within(card()).getByRole('button', { name: 'New address' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Make a new address?' });
    expect(dialog).toHaveTextContent('Your current address stops working at once');
    // Cancel changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST', '/api/calendar-feed/reset')).toHaveLength(0);

    await user.click(within(card()).getByRole('button', { name: 'New address' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Make a new address' }),
    );
    await waitFor(() =>
      expect(within(card()).getByRole('textbox', { name: 'Your calendar address' })).toHaveValue(SECOND),
    );
    expect(api.callsTo('POST', '/api/calendar-feed/reset')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(card()).getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      'webcal://praxis.example/calendar/second-token.ics',
    );
  });

  it('keeps the dialog open with the reason when the new address fails', async () => {
    const user = userEvent.setup();
    await openAccount({
      'POST /api/calendar-feed/reset': () =>
        jsonResponse(429, {
          error: { code: 'rate_limited', message: 'Too many requests. Please try again later.' },
        }),
    });
    await within(card()).findByRole('textbox', { name: 'Your calendar address' });
    await user.click(within(card()).getByRole('button', { name: 'New address' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Make a new address' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many requests');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(card()).getByRole('textbox', { name: 'Your calendar address' })).toHaveValue(FIRST);
  });

  it('says so when the address cannot be loaded, and tries again', async () => {
    let fail = true;
    const user = userEvent.setup();
    await openAccount({
      'GET /api/calendar-feed': () =>
        fail
          ? jsonResponse(500, { error: { code: 'internal', message: 'boom' } })
          : jsonResponse(200, feed(FIRST)),
    });
    expect(await within(card()).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      CALENDAR_MESSAGES.loadFailed,
    );
    fail = false;
    await user.click(within(card()).getByRole('button', { name: 'Try again' }));
    expect(await within(card()).findByRole('textbox', { name: 'Your calendar address' })).toHaveValue(FIRST);
  });
});
