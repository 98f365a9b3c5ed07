import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeMe, mockApi, renderApp, unauthorized } from '../support/app';
import './support';

const MAGIC = '/auth/callback?type=magiclink&token=ml_tok';

describe('/auth/callback?type=magiclink', () => {
  it('spends nothing on opening: only the button posts the token', async () => {
    let signedIn = false;
    const api = mockApi({
      'GET /api/me': () => (signedIn ? jsonResponse(200, makeMe()) : unauthorized()),
      'POST /api/auth-flows/magic-link/verify': () => {
        signedIn = true;
        return jsonResponse(200, { ok: true });
      },
    });
    const { user, location } = renderApp(MAGIC);
    const button = await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to Praxis' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth-flows/magic-link/verify')).toHaveLength(0);

    await user.click(button);
    await waitFor(() => expect(location()).toBe('/'));
    expect(await screen.findByText('Successfully signed in!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth-flows/magic-link/verify')).toEqual([
      { method: 'POST', path: '/api/auth-flows/magic-link/verify', body: { token: 'ml_tok' } },
    ]);
  });

  it("shows 'Signing you in...' while the token is checked", async () => {
    let release: (r: Response) => void = () => {};
    mockApi({
      'GET /api/me': unauthorized,
      'POST /api/auth-flows/magic-link/verify': () => new Promise<Response>((r) => (release = r)),
    });
    const { user } = renderApp(MAGIC);
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Signing you in...' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    release(jsonResponse(400, { error: { code: 'invalid_token', message: 'x' } }));
  });

  it('sends a member without a password to /setup-password', async () => {
    let signedIn = false;
    mockApi({
      'GET /api/me': () =>
        signedIn ? jsonResponse(200, makeMe({ user: { passwordSet: false } })) : unauthorized(),
      'POST /api/auth-flows/magic-link/verify': () => {
        signedIn = true;
        return jsonResponse(200, { ok: true });
      },
    });
    const { user, location } = renderApp(MAGIC);
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location()).toBe('/setup-password'));
    expect(
      await screen.findByText('Successfully signed in! Please set up your password.'),
    ).toBeInTheDocument();
  });

  it('goes back to /login when the link is used or expired', async () => {
    mockApi({
      'GET /api/me': unauthorized,
      'POST /api/auth-flows/magic-link/verify': () =>
        jsonResponse(400, {
          error: { code: 'invalid_token', message: 'This sign-in link is invalid or has expired.' },
        }),
    });
    const { user, location } = renderApp(MAGIC);
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(await screen.findByText('Authentication failed. Please try again.')).toBeInTheDocument();
  });

  it('fails without a token', async () => {
    mockApi({ 'GET /api/me': unauthorized });
    const { location } = renderApp('/auth/callback?type=magiclink');
    await waitFor(() => expect(location()).toBe('/login'));
    expect(await screen.findByText('Authentication failed. Please try again.')).toBeInTheDocument();
  });
});

describe('/auth/callback after other links', () => {
  it('reports an error sent by the server and goes to /login', async () => {
    mockApi({ 'GET /api/me': unauthorized });
    const { location } = renderApp('/auth/callback?type=signup&error=INVALID_TOKEN');
    await waitFor(() => expect(location()).toBe('/login'));
    expect(await screen.findByText('Authentication failed. Please try again.')).toBeInTheDocument();
  });

  it('takes a signed-in member on to the home page', async () => {
    mockApi({ 'GET /api/me': () => jsonResponse(200, makeMe()) });
    const { location } = renderApp('/auth/callback');
    await waitFor(() => expect(location()).toBe('/'));
    expect(await screen.findByText('Successfully signed in!')).toBeInTheDocument();
  });

  it("shows 'Signing you in...' while the session is checked", async () => {
    mockApi({ 'GET /api/me': () => new Promise<Response>(() => {}) });
    renderApp('/auth/callback');
    expect(await screen.findByRole('heading', { level: 1, name: 'Signing you in...' })).toBeInTheDocument();
  });
});

const VERIFY = '/auth/callback?type=verify&token=vf_tok';
const WRONG_PASSWORD =
  'This is not the password this account was created with. If you do not remember it, reset your password.';

describe('/auth/callback?type=verify', () => {
  it('asks for the sign-up password: opening the link posts nothing and signs no one in', async () => {
    const api = mockApi({ 'GET /api/me': unauthorized });
    const { user, location } = renderApp(VERIFY);
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your email' })).toBeInTheDocument();
    expect(
      screen.getByText('Enter the password you chose when you created your Praxis account.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(api.callsTo('POST', '/api/auth-flows/verify-email')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    expect(await screen.findByText('Please enter your password')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth-flows/verify-email')).toHaveLength(0);
    expect(location()).toBe(VERIFY);
  });

  it('posts token and password, then goes on signed in', async () => {
    let signedIn = false;
    const api = mockApi({
      'GET /api/me': () => (signedIn ? jsonResponse(200, makeMe()) : unauthorized()),
      'POST /api/auth-flows/verify-email': () => {
        signedIn = true;
        return jsonResponse(200, { ok: true });
      },
    });
    const { user, location } = renderApp(VERIFY);
    await user.type(await screen.findByLabelText('Password'), 'tidal-quartz-lantern');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(await screen.findByText('Email verified. You are signed in.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth-flows/verify-email')).toEqual([
      {
        method: 'POST',
        path: '/api/auth-flows/verify-email',
        body: { token: 'vf_tok', password: 'tidal-quartz-lantern' },
      },
    ]);
  });

  it('offers a reset when the password is not the one the account was created with', async () => {
    mockApi({
      'GET /api/me': unauthorized,
      'POST /api/auth-flows/verify-email': () =>
        jsonResponse(400, { error: { code: 'wrong_password', message: WRONG_PASSWORD } }),
    });
    const { user, location } = renderApp(VERIFY);
    await user.type(await screen.findByLabelText('Password'), 'not-my-password');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    expect(await screen.findByText(WRONG_PASSWORD)).toBeInTheDocument();
    expect(location()).toBe(VERIFY);
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    await waitFor(() => expect(location()).toBe('/forgot-password'));
  });

  it('says so when the link is used or expired, without offering a reset', async () => {
    const message =
      'This verification link is invalid or has expired. Sign in to have a new one sent to you.';
    mockApi({
      'GET /api/me': unauthorized,
      'POST /api/auth-flows/verify-email': () =>
        jsonResponse(400, { error: { code: 'invalid_token', message } }),
    });
    const { user } = renderApp(VERIFY);
    await user.type(await screen.findByLabelText('Password'), 'tidal-quartz-lantern');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Forgot your password?' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to login' })).toBeInTheDocument();
  });

  it('fails without a token', async () => {
    mockApi({ 'GET /api/me': unauthorized });
    const { location } = renderApp('/auth/callback?type=verify');
    await waitFor(() => expect(location()).toBe('/login'));
  });
});
