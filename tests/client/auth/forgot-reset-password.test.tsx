import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeMe, mockApi, renderApp, unauthorized } from '../support/app';
import './support';

describe('/forgot-password', () => {
  async function open() {
    const app = renderApp('/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Forgot password' });
    return app;
  }

  it.each([
    ['', 'Please enter your email address'],
    ['   ', 'Please enter your email address'],
    ['ada.example.com', 'Please enter a valid email address'],
  ])('validates the email (%j)', async (email, message) => {
    const api = mockApi({ 'GET /api/me': unauthorized });
    const { user } = await open();
    if (email) await user.type(screen.getByLabelText('Email'), email);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/api/auth/request-password-reset')).toHaveLength(0);
  });

  it('sends the link, then says to check the email and the spam folder', async () => {
    let answer: (r: Response) => void = () => {};
    const api = mockApi({
      'GET /api/me': unauthorized,
      'POST /api/auth/request-password-reset': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user } = await open();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const busy = await screen.findByRole('button', { name: /Sending/ });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    await user.click(busy);
    expect(api.callsTo('POST', '/api/auth/request-password-reset')).toHaveLength(1);
    answer(
      jsonResponse(200, { status: true, message: 'If this email exists in our system, check your email' }),
    );

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toHaveFocus();
    expect(
      screen.getByText(/is registered with us, we sent it a link to reset your password/),
    ).toBeInTheDocument();
    expect(screen.getByText(/check your spam folder/)).toBeInTheDocument();
    expect(await screen.findByText('Password reset instructions sent')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/request-password-reset')[0]?.body).toEqual({
      email: 'ada@example.com',
      redirectTo: '/reset-password',
    });
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');

    await user.click(screen.getByRole('button', { name: 'Try different email' }));
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('shows the rate-limit message and keeps the form', async () => {
    mockApi({
      'GET /api/me': unauthorized,
      'POST /api/auth/request-password-reset': () =>
        jsonResponse(429, { message: 'Too many requests. Please try again later.' }),
    });
    const { user } = await open();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  });
});

describe('/reset-password', () => {
  async function open(path = '/reset-password?token=tok_abc') {
    const app = renderApp(path);
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    return app;
  }

  async function fill(user: ReturnType<typeof renderApp>['user'], password: string, confirm = password) {
    if (password) await user.type(screen.getByLabelText('New Password'), password);
    if (confirm) await user.type(screen.getByLabelText('Confirm Password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
  }

  it('sends a visitor without a token to /forgot-password', async () => {
    mockApi({ 'GET /api/me': unauthorized });
    const { location } = renderApp('/reset-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot password' })).toBeInTheDocument();
    expect(location()).toBe('/forgot-password');
  });

  it('sends better-auth’s error redirect to /forgot-password with the expiry message', async () => {
    mockApi({ 'GET /api/me': unauthorized });
    const { location } = renderApp('/reset-password?error=INVALID_TOKEN');
    expect(
      await screen.findByText('Password reset session expired. Please request a new reset link.'),
    ).toBeInTheDocument();
    expect(location()).toBe('/forgot-password');
  });

  it('shows and hides each password', async () => {
    mockApi({ 'GET /api/me': unauthorized });
    const { user } = await open();
    const field = screen.getByLabelText('New Password');
    expect(field).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show new password' });
    await user.click(toggle);
    expect(field).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(field).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'text');
  });

  it.each([
    ['a short password', 'short12', 'short12', 'Password must be at least 8 characters long'],
    ['an empty form', '', '', 'Password must be at least 8 characters long'],
    ['a mismatch', 'a-long-passphrase', 'a-long-passphrasf', 'Passwords do not match'],
    ['a missing confirmation', 'a-long-passphrase', '', 'Passwords do not match'],
  ])('refuses %s', async (_label, password, confirm, message) => {
    const api = mockApi({ 'GET /api/me': unauthorized });
    const { user } = await open();
    await fill(user, password, confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(api.callsTo('POST', '/api/auth/reset-password')).toHaveLength(0);
  });

  it('updates the password, signs out and goes to /login', async () => {
    const api = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'POST /api/auth/reset-password': () => jsonResponse(200, { status: true }),
      'POST /api/auth/sign-out': () => jsonResponse(200, { success: true }),
    });
    const { user, location } = await open();
    await fill(user, 'a-new-passphrase');

    expect(
      await screen.findByText('Password updated successfully! Please log in with your new password.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/login'));
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/reset-password')[0]?.body).toEqual({
      token: 'tok_abc',
      newPassword: 'a-new-passphrase',
    });
    expect(api.callsTo('POST', '/api/auth/sign-out')).toHaveLength(1);
  });

  it('sends an expired or used link to /forgot-password with the spec’s message', async () => {
    mockApi({
      'GET /api/me': unauthorized,
      'POST /api/auth/reset-password': () =>
        jsonResponse(400, { code: 'INVALID_TOKEN', message: 'Invalid token' }),
    });
    const { user, location } = await open();
    await fill(user, 'a-new-passphrase');
    expect(
      await screen.findByText('Password reset session expired. Please request a new reset link.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/forgot-password'));
  });

  it('shows the server’s message for a common password and keeps the form', async () => {
    mockApi({
      'GET /api/me': unauthorized,
      'POST /api/auth/reset-password': () =>
        jsonResponse(400, {
          code: 'WEAK_PASSWORD',
          message: 'This password is too common. Please choose a less predictable one.',
        }),
    });
    const { user, location } = await open();
    await fill(user, 'password123');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password is too common. Please choose a less predictable one.',
    );
    expect(location()).toBe('/reset-password?token=tok_abc');
    expect(screen.getByRole('button', { name: 'Update Password' })).toBeEnabled();
  });

  it("says 'Failed to update password. Please try again.' when the server fails", async () => {
    mockApi({
      'GET /api/me': unauthorized,
      'POST /api/auth/reset-password': () => jsonResponse(503, {}),
    });
    const { user } = await open();
    await fill(user, 'a-new-passphrase');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update password. Please try again.',
    );
  });
});
