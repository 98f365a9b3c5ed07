import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeMe, mockApi, renderApp, unauthorized } from '../support/app';
import { injectConfig } from './support';

type User = ReturnType<typeof renderApp>['user'];

/** The sign-up form, as /join links to it (the sign-in page does not promote it). */
async function openSignUp() {
  const app = renderApp('/login?mode=sign-up&next=%2Fjoin');
  await screen.findByRole('heading', { level: 1, name: 'Praxis' }, { timeout: 5000 });
  expect(screen.getByText('Create your account')).toBeInTheDocument();
  return app;
}

async function fillSignUp(
  user: User,
  fields: { first?: string; last?: string; email?: string; password?: string; confirm?: string } = {},
) {
  const {
    first = 'Grace',
    last = 'Hopper',
    email = 'grace@example.com',
    password = 'a-long-passphrase',
  } = fields;
  const confirm = fields.confirm ?? password;
  if (first) await user.type(screen.getByLabelText('First Name'), first);
  if (last) await user.type(screen.getByLabelText('Last Name'), last);
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('/login: create account', () => {
  it('does not promote sign-up: "Looking to join?" leads to /join', async () => {
    mockApi({ 'GET /api/me': unauthorized });
    renderApp('/login');
    await screen.findByText('Sign in to your account');
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Confirm password')).not.toBeInTheDocument();
    expect(screen.getByText(/Looking to join\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become a fellow' })).toHaveAttribute('href', '/join');
  });

  it('the sign-up form asks names and a confirmation, and leads back to sign-in', async () => {
    mockApi({ 'GET /api/me': unauthorized });
    const { user } = await openSignUp();
    expect(screen.getByLabelText('First Name')).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText('Last Name')).toHaveAttribute('autocomplete', 'family-name');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.queryByRole('link', { name: 'Forgot your password?' })).not.toBeInTheDocument();
    // Already joining: no "Looking to join?" leading back to /join.
    expect(screen.queryByText(/Looking to join\?/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Sign in to your account')).toBeInTheDocument();
    expect(screen.queryByLabelText('Confirm password')).not.toBeInTheDocument();
    expect(screen.getByText(/Looking to join\?/)).toBeInTheDocument();
  });

  it('offers no sign-up in invite-only mode', async () => {
    injectConfig({ signUpEnabled: false });
    mockApi({ 'GET /api/me': unauthorized });
    renderApp('/login?mode=sign-up');
    await screen.findByText('Sign in to your account');
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
    expect(screen.queryByText(/have an account/)).not.toBeInTheDocument();
    expect(screen.getByText(/Looking to join\?/)).toBeInTheDocument();
  });

  it.each([
    ['no first name', { first: '' }, 'First name is required'],
    ['no last name', { last: '' }, 'Last name is required'],
    ['an empty confirmation', { confirm: '' }, 'Please fill in all fields'],
    ['an empty email', { email: '' }, 'Please fill in all fields'],
    ['an invalid email', { email: 'grace-at-example' }, 'Please enter a valid email address'],
    [
      'a short password',
      { password: 'short1', confirm: 'short1' },
      'Password must be at least 8 characters long',
    ],
    [
      'a too long password',
      { password: 'x'.repeat(129), confirm: 'x'.repeat(129) },
      'Password must be at most 128 characters long',
    ],
    ['a different confirmation', { confirm: 'another-passphrase' }, 'Passwords do not match'],
  ])('refuses %s before calling the server', async (_label, fields, message) => {
    const api = mockApi({ 'GET /api/me': unauthorized });
    const { user } = await openSignUp();
    await fillSignUp(user, fields);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(api.callsTo('POST', '/api/auth/sign-up/email')).toHaveLength(0);
  });

  it('marks the mismatching confirmation as invalid', async () => {
    mockApi({ 'GET /api/me': unauthorized });
    const { user } = await openSignUp();
    await fillSignUp(user, { confirm: 'another-passphrase' });
    await screen.findByRole('alert');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  });

  it('creates the account, says to verify the email and stays on the page', async () => {
    const api = mockApi({
      'GET /api/me': unauthorized,
      'POST /api/auth/sign-up/email': () => jsonResponse(200, { token: null, user: {} }),
    });
    const { user, location } = await openSignUp();
    await fillSignUp(user, { email: '  grace@example.com ' });

    const message = 'Account created successfully! Please check your email to verify your account.';
    await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThanOrEqual(1));
    expect(api.callsTo('POST', '/api/auth/sign-up/email')[0]?.body).toEqual({
      email: 'grace@example.com',
      password: 'a-long-passphrase',
      name: 'Grace Hopper',
      firstName: 'Grace',
      lastName: 'Hopper',
      callbackURL: '/auth/callback?type=signup',
    });
    expect(location()).toBe('/login?mode=sign-up&next=%2Fjoin');
    // Back on the sign-in form, email kept, passwords cleared.
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value.trim()).toBe('grace@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it("shows the server's message for a common password", async () => {
    mockApi({
      'GET /api/me': unauthorized,
      'POST /api/auth/sign-up/email': () =>
        jsonResponse(400, {
          code: 'WEAK_PASSWORD',
          message: 'This password is too common. Please choose a less predictable one.',
        }),
    });
    const { user } = await openSignUp();
    await fillSignUp(user, { password: 'password123', confirm: 'password123' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password is too common. Please choose a less predictable one.',
    );
    expect(screen.getByLabelText('Confirm password')).toHaveValue('password123');
  });

  it("says 'Failed to create account.' when the server fails", async () => {
    mockApi({
      'GET /api/me': unauthorized,
      'POST /api/auth/sign-up/email': () => jsonResponse(500, { message: 'boom' }),
    });
    const { user } = await openSignUp();
    await fillSignUp(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create account.');
  });
});

describe('/login: unverified email', () => {
  it('tells the member to verify, and resends the verification email', async () => {
    const api = mockApi({
      'GET /api/me': unauthorized,
      'POST /api/auth/sign-in/email': () =>
        jsonResponse(403, { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' }),
      'POST /api/auth/send-verification-email': () => jsonResponse(200, { status: true }),
    });
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'grace@example.com');
    await user.type(screen.getByLabelText('Password'), 'a-long-passphrase');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Email not verified. Please check your email for the verification link.');
    await user.click(within(alert).getByRole('button', { name: 'Resend verification email' }));

    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getAllByText('Verification email sent. Please check your email.').length).toBeGreaterThan(
      0,
    );
    expect(api.callsTo('POST', '/api/auth/send-verification-email')[0]?.body).toEqual({
      email: 'grace@example.com',
      callbackURL: '/auth/callback?type=signup',
    });
  });

  it('shows the rate limit when resending too often', async () => {
    mockApi({
      'GET /api/me': unauthorized,
      'POST /api/auth/sign-in/email': () =>
        jsonResponse(403, { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' }),
      'POST /api/auth/send-verification-email': () =>
        jsonResponse(429, { message: 'Too many requests. Please try again later.' }),
    });
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'grace@example.com');
    await user.type(screen.getByLabelText('Password'), 'a-long-passphrase');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Too many requests. Please try again later.'),
    );
  });
});

describe('/login: a signed-in member', () => {
  it('goes to the home page', async () => {
    mockApi({ 'GET /api/me': () => jsonResponse(200, makeMe()) });
    const { location } = renderApp('/login');
    await waitFor(() => expect(location()).toBe('/'));
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });
});
