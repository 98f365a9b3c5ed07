import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeMe, mockApi, renderApp, unauthorized } from '../support/app';
import './support';

/*
 * After many failed sign-ins for an email, the server answers a password sign-in with 202 and asks
 * for the code it mailed (if the password was right). The sign-in pages then ask for that code.
 */

const CODE_STEP = {
  codeRequired: true,
  message:
    'There have been many failed sign-in attempts for this account, so we need one more step. If your password is right, we have emailed you a 6-digit sign-in code: enter it below.',
};

async function reachCodeStep(path: '/login' | '/auth', extra: Parameters<typeof mockApi>[0] = {}) {
  let signedIn = false;
  const api = mockApi({
    'GET /api/me': () => (signedIn ? jsonResponse(200, makeMe()) : unauthorized()),
    'POST /api/auth/sign-in/email': () => jsonResponse(202, CODE_STEP),
    'POST /api/auth-flows/sign-in-code': () => {
      signedIn = true;
      return jsonResponse(200, { ok: true });
    },
    ...extra,
  });
  const app = renderApp(path);
  await screen.findByLabelText('Email', {}, { timeout: 5000 });
  await app.user.type(screen.getByLabelText('Email'), ' ada@example.com ');
  await app.user.type(screen.getByLabelText('Password'), 'secret-passphrase');
  await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByRole('heading', { name: 'Enter your sign-in code' });
  return { ...app, api };
}

describe('the sign-in code step', () => {
  it.each(['/login', '/auth'] as const)(
    '%s: asks for the code, sends it with the email and password, and signs in',
    async (path) => {
      const { user, api, location } = await reachCodeStep(path);
      expect(screen.getByRole('status')).toHaveTextContent(CODE_STEP.message);
      const field = screen.getByLabelText('Sign-in code');
      expect(field).toHaveFocus();
      expect(field).toHaveAttribute('autocomplete', 'one-time-code');
      expect(screen.getByText(/Sent to ada@example.com/)).toBeInTheDocument();

      await user.type(field, '123 456');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
      await waitFor(() => expect(location()).toBe('/'));
      expect(api.callsTo('POST', '/api/auth-flows/sign-in-code')[0]?.body).toEqual({
        email: 'ada@example.com',
        password: 'secret-passphrase',
        code: '123456',
      });
    },
  );

  it('checks the code is six digits before sending it', async () => {
    const { user, api } = await reachCodeStep('/login');
    await user.type(screen.getByLabelText('Sign-in code'), '12ab');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter the 6-digit code from the email',
    );
    expect(screen.getByLabelText('Sign-in code')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/api/auth-flows/sign-in-code')).toHaveLength(0);
  });

  it("shows the server's message for a wrong or expired code, and lets the member go back", async () => {
    const message =
      'This code is not right or has expired. Check the latest email, or sign in again to get a new code.';
    const { user } = await reachCodeStep('/login', {
      'POST /api/auth-flows/sign-in-code': () =>
        jsonResponse(400, { error: { code: 'invalid_code', message } }),
    });
    await user.type(screen.getByLabelText('Sign-in code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Back to password sign-in' }));
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.queryByLabelText('Sign-in code')).not.toBeInTheDocument();
  });
});
