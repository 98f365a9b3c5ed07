import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, makeMe, mockApi, renderApp, unauthorized } from './support/app';

afterEach(() => {
  document.getElementById('praxis-config')?.remove();
});

/** /api/me answers 401 until the sign-in call succeeds, then the given user. */
function signInFlow(
  options: { me?: ReturnType<typeof makeMe>; signIn?: () => Response | Promise<Response> } = {},
) {
  let signedIn = false;
  return mockApi({
    'GET /api/me': () => (signedIn ? jsonResponse(200, options.me ?? makeMe()) : unauthorized()),
    'POST /api/auth/sign-in/email': async () => {
      const response = options.signIn ? await options.signIn() : jsonResponse(200, { token: 't', user: {} });
      if (response.ok) signedIn = true;
      return response;
    },
  });
}

async function openLogin(path = '/login') {
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Praxis' });
  return app;
}

async function fillAndSubmit(
  user: ReturnType<typeof renderApp>['user'],
  { email = 'ada@example.com', password = 'correct horse battery' } = {},
) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login page', () => {
  it('shows the product name, labelled fields and the secondary links', async () => {
    mockApi({ 'GET /api/me': unauthorized });
    await openLogin();

    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByText(/Looking to join\?/)).toBeInTheDocument();
    // Joining is this platform's own page (/join), not an outside site.
    expect(screen.getByRole('link', { name: 'Become a fellow' })).toHaveAttribute('href', '/join');
  });

  it('uses the injected runtime config, refusing unsafe links', async () => {
    const tag = document.createElement('script');
    tag.id = 'praxis-config';
    tag.type = 'application/json';
    tag.textContent = JSON.stringify({ appName: 'Atelier', marketingUrl: 'javascript:alert(1)' });
    document.head.append(tag);
    mockApi({ 'GET /api/me': unauthorized });
    renderApp('/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Atelier' })).toBeInTheDocument();
    for (const link of screen.getAllByRole('link')) {
      expect(link.getAttribute('href')).not.toMatch(/^javascript:/i);
    }
  });

  it.each([
    ['both fields empty', { email: '', password: '' }],
    ['password empty', { email: 'ada@example.com', password: '' }],
    ['email empty', { email: '', password: 'secret-password' }],
    ['email only spaces', { email: '   ', password: 'secret-password' }],
  ])('refuses to send the form with %s', async (_label, fields) => {
    const api = signInFlow();
    const { user } = await openLogin();

    await fillAndSubmit(user, fields);

    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(api.callsTo('POST', '/api/auth/sign-in/email')).toHaveLength(0);
  });

  it('says so when the credentials are wrong, and lets the member try again', async () => {
    const api = signInFlow({
      signIn: () =>
        jsonResponse(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }),
    });
    const { user, location } = await openLogin();

    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid email or password. Please try again.',
    );
    expect(api.callsTo('POST', '/api/auth/sign-in/email')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'correct horse battery',
    });
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(location()).toBe('/login');
  });

  it('shows the rate limiter message', async () => {
    signInFlow({
      signIn: () => jsonResponse(429, { message: 'Too many requests. Please try again in 60 seconds.' }),
    });
    const { user } = await openLogin();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in 60 seconds.',
    );
  });

  it('shows the server message for other errors, or a generic one', async () => {
    let answer = () => jsonResponse(403, { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' });
    signInFlow({ signIn: () => answer() });
    const { user } = await openLogin();

    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Email not verified');

    answer = () =>
      new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred. Please try again.'),
    );
  });

  it('shows a generic message when the network fails', async () => {
    signInFlow({
      signIn: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = await openLogin();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An unexpected error occurred. Please try again.',
    );
  });

  it('shows progress while signing in, keeping focus on the button and sending once', async () => {
    let release: (r: Response) => void = () => {};
    const api = signInFlow({ signIn: () => new Promise<Response>((resolve) => (release = resolve)) });
    const { user } = await openLogin();

    await fillAndSubmit(user);

    // Busy, not disabled: the button keeps focus, and more presses or Enter in a field send nothing.
    const busy = await screen.findByRole('button', { name: /Signing in/ });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toBeEnabled();
    expect(busy).toHaveFocus();
    await user.click(busy);
    await user.type(screen.getByLabelText('Password'), '{Enter}');
    expect(api.callsTo('POST', '/api/auth/sign-in/email')).toHaveLength(1);
    release(jsonResponse(200, {}));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('welcomes the member back and goes to the sanitised next page', async () => {
    signInFlow();
    const { user, location } = await openLogin('/login?next=%2Fsaved%3Ftopic%3Dcoaching');

    await fillAndSubmit(user);

    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Saved' })).toBeInTheDocument();
    expect(location()).toBe('/saved?topic=coaching');
  });

  it.each([
    ['//evil.example/phish'],
    ['https://evil.example/'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['/login'],
  ])('ignores an unsafe next (%s) and goes home', async (next) => {
    signInFlow();
    const { user, location } = await openLogin(`/login?next=${encodeURIComponent(next)}`);

    await fillAndSubmit(user);

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(location()).toBe('/');
  });

  it('sends a member without a password to /setup-password, whatever next says', async () => {
    signInFlow({ me: makeMe({ user: { passwordSet: false } }) });
    const { user, location } = await openLogin('/login?next=%2Fsaved');

    await fillAndSubmit(user);

    expect(await screen.findByRole('heading', { name: 'Set up your password' })).toBeInTheDocument();
    expect(location()).toBe('/setup-password');
  });

  it('redirects a signed-in visitor to the home page', async () => {
    mockApi({ 'GET /api/me': () => jsonResponse(200, makeMe()) });
    const { location } = renderApp('/login');

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(location()).toBe('/');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });
});
