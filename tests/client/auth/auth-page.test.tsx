import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeMe, mockApi, renderApp, unauthorized } from '../support/app';
import './support';

async function openAuth() {
  const app = renderApp('/auth');
  await screen.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 5000 });
  return app;
}

async function openMagicLink() {
  const app = await openAuth();
  await app.user.click(screen.getByRole('button', { name: 'Continue with Magic Link' }));
  return app;
}

describe('/auth: password', () => {
  it.each([
    ['no email', '', 'secret-passphrase', 'Please enter your email'],
    ['a blank email', '   ', 'secret-passphrase', 'Please enter your email'],
    ['no password', 'ada@example.com', '', 'Please enter your password'],
    ['nothing', '', '', 'Please enter your email'],
  ])('says what is missing (%s)', async (_label, email, password, message) => {
    const api = mockApi({ 'GET /api/me': unauthorized });
    const { user } = await openAuth();
    if (email) await user.type(screen.getByLabelText('Email'), email);
    if (password) await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${message}$`));
    expect(api.callsTo('POST', '/api/auth/sign-in/email')).toHaveLength(0);
  });

  it('signs in and goes home', async () => {
    let signedIn = false;
    const api = mockApi({
      'GET /api/me': () => (signedIn ? jsonResponse(200, makeMe()) : unauthorized()),
      'POST /api/auth/sign-in/email': () => {
        signedIn = true;
        return jsonResponse(200, {});
      },
    });
    const { user, location } = await openAuth();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-passphrase');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/'));
    expect(api.callsTo('POST', '/api/auth/sign-in/email')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'secret-passphrase',
    });
  });

  it('says so when the credentials are wrong', async () => {
    mockApi({
      'GET /api/me': unauthorized,
      'POST /api/auth/sign-in/email': () => jsonResponse(401, { code: 'INVALID_EMAIL_OR_PASSWORD' }),
    });
    const { user } = await openAuth();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-passphrase');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid email or password. Please try again.',
    );
  });

  it('links to the forgot-password page', async () => {
    mockApi({ 'GET /api/me': unauthorized });
    await openAuth();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});

describe('/auth: magic link', () => {
  it('switches to the magic-link form and back, moving focus to the email field', async () => {
    mockApi({ 'GET /api/me': unauthorized });
    const { user } = await openMagicLink();
    expect(screen.getByRole('button', { name: 'Send Magic Link' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Back to password login' }));
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Magic Link' })).toBeInTheDocument();
  });

  it.each([
    ['', 'Please enter your email address'],
    ['not-an-email', 'Please enter a valid email address'],
  ])('validates the email (%j)', async (email, message) => {
    const api = mockApi({ 'GET /api/me': unauthorized });
    const { user } = await openMagicLink();
    if (email) await user.type(screen.getByLabelText('Email'), email);
    await user.click(screen.getByRole('button', { name: 'Send Magic Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(api.callsTo('POST', '/api/auth-flows/magic-link')).toHaveLength(0);
  });

  it('goes idle → sending → sent, then lets the member try another email', async () => {
    let answer: (r: Response) => void = () => {};
    const api = mockApi({
      'GET /api/me': unauthorized,
      'POST /api/auth-flows/magic-link': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user } = await openMagicLink();
    await user.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send Magic Link' }));

    const busy = await screen.findByRole('button', { name: /Sending/ });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    await user.click(busy);
    expect(api.callsTo('POST', '/api/auth-flows/magic-link')).toHaveLength(1);
    answer(jsonResponse(200, { ok: true, message: 'Magic link sent! Please check your email.' }));

    const heading = await screen.findByRole('heading', { name: 'Check your email' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(await screen.findByText('Magic link sent! Please check your email.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth-flows/magic-link')[0]?.body).toEqual({ email: 'ada@example.com' });

    await user.click(screen.getByRole('button', { name: 'Try different email' }));
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Send Magic Link' })).toBeEnabled();
  });

  it("says 'Email not found' for an account that cannot use magic links", async () => {
    mockApi({
      'GET /api/me': unauthorized,
      'POST /api/auth-flows/magic-link': () =>
        jsonResponse(404, {
          error: {
            code: 'email_not_found',
            message: 'Email not found. Please try a different email or contact us for access.',
          },
        }),
    });
    const { user } = await openMagicLink();
    await user.type(screen.getByLabelText('Email'), 'invited@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Magic Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Email not found. Please try a different email or contact us for access.',
    );
    expect(screen.queryByRole('heading', { name: 'Check your email' })).not.toBeInTheDocument();
  });

  it('shows the rate limit message', async () => {
    mockApi({
      'GET /api/me': unauthorized,
      'POST /api/auth-flows/magic-link': () =>
        jsonResponse(429, {
          error: {
            code: 'rate_limited',
            message: 'Too many attempts. Please wait a few minutes and try again.',
          },
        }),
    });
    const { user } = await openMagicLink();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Magic Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });
});
