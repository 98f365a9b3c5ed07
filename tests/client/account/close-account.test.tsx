import type { Me } from '@client/lib/session';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiHandler, jsonResponse, makeMe, mockApi, renderApp } from '../support/app';

/*
 * Close my account on My Account: the proof the card asks for (password, or an emailed code for a
 * member without one), the typed email that alone enables the dialog's button, where each refusal
 * is shown, and where a closed member lands.
 */

async function openAccount(user: Partial<Me['user']>, handlers: Record<string, ApiHandler> = {}) {
  const me = makeMe({ user });
  const api = mockApi({ 'GET /api/me': () => jsonResponse(200, me), ...handlers });
  const app = renderApp('/my-account');
  await screen.findByRole('heading', { level: 1, name: 'My Account' }, { timeout: 10_000 });
  return { ...app, api, me };
}

const refusal = (code: string, message: string) => () => jsonResponse(400, { error: { code, message } });

describe('Close my account', { timeout: 20_000 }, () => {
  it('asks a member without a password for an emailed code, and sends the code with the typed email', async () => {
    const { user, api, me, location } = await openAccount(
      { passwordSet: false },
      {
        'POST /api/account/close/code': () => jsonResponse(200, { ok: true }),
        'POST /api/account/close': () => jsonResponse(200, { ok: true, message: 'Your account is closed.' }),
      },
    );
    const card = screen.getByRole('region', { name: 'Close your account' });
    expect(within(card).queryByLabelText('Your password')).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Email me a code' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/account/close/code')).toHaveLength(1));

    // Without a code, the card says what is missing and opens nothing.
    await user.click(within(card).getByRole('button', { name: 'Close my account' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('Please enter the code we emailed you');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.type(within(card).getByLabelText('Code from the email'), '123456');
    await user.click(within(card).getByRole('button', { name: 'Close my account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Close your account for good?' });
    const confirm = within(dialog).getByRole('button', { name: 'Close my account' });
    await user.type(within(dialog).getByLabelText(/Type your email address/), 'someone@else.test');
    expect(confirm).toBeDisabled();
    await user.clear(within(dialog).getByLabelText(/Type your email address/));
    await user.type(
      within(dialog).getByLabelText(/Type your email address/),
      ` ${me.user.email.toUpperCase()} `,
    );
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    await waitFor(() => expect(location()).toBe('/account-closed'));
    expect(await screen.findByRole('heading', { name: 'Your account is closed' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/account/close')[0]!.body).toEqual({
      code: '123456',
      confirmation: ` ${me.user.email.toUpperCase()} `,
    });
  });

  it('a wrong password closes the dialog and is shown on the password field', async () => {
    const { user } = await openAccount(
      { passwordSet: true },
      { 'POST /api/account/close': refusal('invalid_password', 'Password is incorrect') },
    );
    const card = screen.getByRole('region', { name: 'Close your account' });
    expect(within(card).queryByRole('button', { name: 'Email me a code' })).toBeNull();
    await user.type(within(card).getByLabelText('Your password'), 'not-it');
    await user.click(within(card).getByRole('button', { name: 'Close my account' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(/Type your email address/), 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Close my account' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(card).getByRole('alert')).toHaveTextContent('Password is incorrect');
  });

  it('a failure of the closing itself (Stripe) is said in the dialog, which stays open', async () => {
    const message =
      'We could not cancel your card subscription, so nothing was closed. Please try again in a moment.';
    const { user, location } = await openAccount(
      { passwordSet: true },
      {
        'POST /api/account/close': () =>
          jsonResponse(502, { error: { code: 'subscription_cancel_failed', message } }),
      },
    );
    const card = screen.getByRole('region', { name: 'Close your account' });
    await user.type(within(card).getByLabelText('Your password'), 'right-one');
    await user.click(within(card).getByRole('button', { name: 'Close my account' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(/Type your email address/), 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Close my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(location()).toBe('/my-account');
  });
});
