import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiHandler, jsonResponse, makeMe, mockApi, renderApp, unauthorized } from '../support/app';
import './support';

const INVITE = '/setup-password?type=invite&token=inv_tok&email=new%40example.com';

type User = ReturnType<typeof renderApp>['user'];

async function fill(user: User, button: string, password = 'a-long-passphrase', confirm = password) {
  await user.type(screen.getByLabelText('New Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: button }));
}

function deferred() {
  let resolve: (r: Response) => void = () => {};
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
}

describe('/setup-password?type=invite', () => {
  it("shows 'Processing invite' while the link is checked, then the form with the invited email", async () => {
    const inspect = deferred();
    const api = mockApi({ 'GET /api/me': unauthorized, 'GET /api/invites/inspect': () => inspect.promise });
    renderApp(INVITE);

    expect(await screen.findByRole('heading', { level: 1, name: 'Processing invite' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    inspect.resolve(jsonResponse(200, { email: 'new@example.com' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up your password' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose a strong password to secure your account')).toBeInTheDocument();
    expect(screen.getByText('For security, please set up a password for your account')).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('new@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(api.callsTo('GET', '/api/invites/inspect')[0]?.path).toBe('/api/invites/inspect?token=inv_tok');
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['a short password', 'short', 'short', 'Password must be at least 8 characters long'],
    ['a mismatch', 'a-long-passphrase', 'a-long-passphrasE', 'Passwords do not match'],
  ])('refuses %s', async (_l, password, confirm, message) => {
    const api = mockApi({
      'GET /api/me': unauthorized,
      'GET /api/invites/inspect': () => jsonResponse(200, { email: 'new@example.com' }),
    });
    const { user } = renderApp(INVITE);
    await screen.findByLabelText('New Password');
    await fill(user, 'Set password', password, confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(api.callsTo('POST', '/api/invites/accept')).toHaveLength(0);
  });

  it("accepts the invite ('Setting up your account'), signs in and goes home", async () => {
    const accept = deferred();
    let signedIn = false;
    const api = mockApi({
      'GET /api/me': () =>
        signedIn ? jsonResponse(200, makeMe({ profile: { onboardingCompleted: false } })) : unauthorized(),
      'GET /api/invites/inspect': () => jsonResponse(200, { email: 'new@example.com' }),
      'POST /api/invites/accept': async () => {
        const response = await accept.promise;
        signedIn = true;
        return response;
      },
    });
    const { user, location } = renderApp(INVITE);
    await screen.findByLabelText('New Password');
    await fill(user, 'Set password');

    expect(await screen.findByRole('heading', { level: 1, name: 'Setting up your account' })).toBeVisible();
    accept.resolve(jsonResponse(200, { ok: true }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(await screen.findByText('Successfully signed in!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/invites/accept')[0]?.body).toEqual({
      token: 'inv_tok',
      password: 'a-long-passphrase',
    });
  });

  it('shows a refused password and keeps what was typed', async () => {
    mockApi({
      'GET /api/me': unauthorized,
      'GET /api/invites/inspect': () => jsonResponse(200, { email: 'new@example.com' }),
      'POST /api/invites/accept': () =>
        jsonResponse(400, {
          error: {
            code: 'weak_password',
            message: 'This password is too common. Please choose a less predictable one.',
          },
        }),
    });
    const { user } = renderApp(INVITE);
    await screen.findByLabelText('New Password');
    await fill(user, 'Set password', 'password123');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password is too common. Please choose a less predictable one.',
    );
    expect(screen.getByLabelText('New Password')).toHaveValue('password123');
    expect(screen.getByRole('heading', { level: 1, name: 'Set up your password' })).toBeVisible();
  });

  it.each<[string, ApiHandler, string]>([
    [
      'an invalid or expired link',
      () =>
        jsonResponse(400, {
          error: { code: 'invalid_invite', message: 'Invalid or expired invitation link.' },
        }),
      'Invalid or expired invitation link.',
    ],
    ['a server failure', () => jsonResponse(500, {}), 'An error occurred while processing your invitation.'],
  ])('explains %s', async (_l, inspect, message) => {
    mockApi({ 'GET /api/me': unauthorized, 'GET /api/invites/inspect': inspect });
    renderApp(INVITE);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { level: 1, name: 'Set up your password' })).toBeInTheDocument();
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });

  it('says the link is invalid when it was used in the meantime', async () => {
    mockApi({
      'GET /api/me': unauthorized,
      'GET /api/invites/inspect': () => jsonResponse(200, { email: 'new@example.com' }),
      'POST /api/invites/accept': () =>
        jsonResponse(400, {
          error: { code: 'invalid_invite', message: 'Invalid or expired invitation link.' },
        }),
    });
    const { user } = renderApp(INVITE);
    await screen.findByLabelText('New Password');
    await fill(user, 'Set password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired invitation link.');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });

  it('says the link is invalid without a token', async () => {
    const api = mockApi({ 'GET /api/me': unauthorized });
    renderApp('/setup-password?type=invite');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired invitation link.');
    expect(api.callsTo('GET', '/api/invites/inspect')).toHaveLength(0);
  });
});

describe('/setup-password?type=recovery', () => {
  const RECOVERY = '/setup-password?type=recovery&token=rst_tok';

  it("resets the password ('Processing password reset'), signs out and goes to /login", async () => {
    const reset = deferred();
    const api = mockApi({
      'GET /api/me': unauthorized,
      'POST /api/auth/reset-password': () => reset.promise,
      'POST /api/auth/sign-out': () => jsonResponse(200, { success: true }),
    });
    const { user, location } = renderApp(RECOVERY);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByText('Enter your new password below')).toBeInTheDocument();
    await fill(user, 'Update Password');

    expect(await screen.findByRole('heading', { level: 1, name: 'Processing password reset' })).toBeVisible();
    reset.resolve(jsonResponse(200, { status: true }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(
      await screen.findByText('Password updated successfully! Please log in with your new password.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/reset-password')[0]?.body).toEqual({
      token: 'rst_tok',
      newPassword: 'a-long-passphrase',
    });
  });

  it("shows 'Session expired' with 'Go to Forgot Password' when the link no longer works", async () => {
    mockApi({
      'GET /api/me': unauthorized,
      'POST /api/auth/reset-password': () =>
        jsonResponse(400, { code: 'INVALID_TOKEN', message: 'Invalid token' }),
    });
    const { user, location } = renderApp(RECOVERY);
    await screen.findByLabelText('New Password');
    await fill(user, 'Update Password');

    expect(await screen.findByRole('heading', { level: 1, name: 'Session expired' })).toBeInTheDocument();
    expect(
      await screen.findByText('Password reset session expired. Please request a new reset link.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to Forgot Password' }));
    await waitFor(() => expect(location()).toBe('/forgot-password'));
  });
});

describe('/setup-password without a link', () => {
  it("shows 'Loading' while the session is checked, then 'Session expired' when signed out", async () => {
    const me = deferred();
    mockApi({ 'GET /api/me': () => me.promise });
    renderApp('/setup-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Loading' })).toBeInTheDocument();
    me.resolve(unauthorized());
    expect(await screen.findByRole('heading', { level: 1, name: 'Session expired' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Forgot Password' })).toBeInTheDocument();
  });

  it('sends a member who has a password to the home page', async () => {
    mockApi({ 'GET /api/me': () => jsonResponse(200, makeMe()) });
    const { location } = renderApp('/setup-password');
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('sends a member who has a password home from an invite link too', async () => {
    const api = mockApi({ 'GET /api/me': () => jsonResponse(200, makeMe()) });
    const { location } = renderApp(INVITE);
    await waitFor(() => expect(location()).toBe('/'));
    expect(api.callsTo('GET', '/api/invites/inspect')).toHaveLength(0);
  });

  it('makes a member without a password choose one, then goes home', async () => {
    let passwordSet = false;
    const api = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe({ user: { passwordSet } })),
      'POST /api/auth-flows/set-password': () => {
        passwordSet = true;
        return jsonResponse(200, { ok: true });
      },
    });
    const { user, location } = renderApp('/setup-password');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up your password' }),
    ).toBeInTheDocument();
    expect(screen.getByText('You must set a password to continue using your account')).toBeInTheDocument();
    await fill(user, 'Set password');
    await waitFor(() => expect(location()).toBe('/'));
    expect(await screen.findByText('Password updated')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth-flows/set-password')[0]?.body).toEqual({
      password: 'a-long-passphrase',
    });
  });
});
