import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeMe, mockApi, renderApp, unauthorized } from './support/app';

describe('protected routes', () => {
  it('shows a full-page skeleton while /api/me is answering', async () => {
    let answer: (r: Response) => void = () => {};
    const api = mockApi({ 'GET /api/me': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderApp('/saved');

    await waitFor(() => expect(api.callsTo('GET', '/api/me')).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    answer(jsonResponse(200, makeMe()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login with the page to come back to', async () => {
    mockApi({ 'GET /api/me': unauthorized });
    const { location } = renderApp('/saved?topic=coaching');

    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(location()).toBe(`/login?next=${encodeURIComponent('/saved?topic=coaching')}`);
  });

  it('sends a signed-out visitor of the home page to plain /login', async () => {
    mockApi({ 'GET /api/me': unauthorized });
    const { location } = renderApp('/');
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(location()).toBe('/login');
  });

  it('sends a member with a restricted subscription to /subscription-canceled', async () => {
    mockApi({
      'GET /api/me': () =>
        jsonResponse(
          200,
          makeMe({ subscription: { state: 'canceled', access: 'RESTRICTED_ACCESS', status: 'canceled' } }),
        ),
    });
    const { location } = renderApp('/resources');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Subscription Canceled' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/subscription-canceled');
    expect(screen.getByText(/billing information/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:support@praxis\.example\?subject=/),
    );
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('shows the page inside the app shell for a member with full access', async () => {
    mockApi({ 'GET /api/me': () => jsonResponse(200, makeMe()) });
    renderApp('/case-studies');

    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Case Studies' })).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Saved', '/saved'],
      ['Resources', '/resources'],
      ['Case Studies', '/case-studies'],
      ['Events', '/events'],
      ['Canvases', '/canvases'],
      ['Research', '/research'],
      ['Roadmap', '/roadmap'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Case Studies' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Saved' })).not.toHaveAttribute('aria-current');

    expect(screen.getAllByRole('link', { name: 'Praxis home' })[0]).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    expect(main).toHaveAttribute('id', 'main-content');

    const banner = screen.getAllByRole('banner')[0]!; // jsdom also counts the page's own <header> inside <main>
    const community = within(banner).getAllByRole('link', { name: 'Join Community' });
    for (const link of community) {
      expect(link).toHaveAttribute('href', 'https://community.praxis.example');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    for (const link of within(banner).getAllByRole('link', { name: 'Support' })) {
      expect(link).toHaveAttribute(
        'href',
        'mailto:support@praxis.example?subject=Praxis%20support%20request',
      );
    }
    expect(screen.getByRole('button', { name: 'Open user menu' })).toBeInTheDocument();
  });

  it('searches on Enter and ignores a blank query', async () => {
    mockApi({ 'GET /api/me': () => jsonResponse(200, makeMe()) });
    const { user, location } = renderApp('/');
    const box = await screen.findByRole('combobox', { name: 'Search' });

    await user.type(box, '   {Enter}');
    expect(location()).toBe('/');

    await user.clear(box);
    await user.type(box, ' onboarding & coaching {Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for “onboarding & coaching”' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/search?q=onboarding%20%26%20coaching');
  });

  it('offers a retry when /api/me fails for another reason', async () => {
    let fail = true;
    mockApi({
      'GET /api/me': () =>
        fail
          ? jsonResponse(500, { error: { code: 'internal', message: 'Boom' } })
          : jsonResponse(200, makeMe()),
    });
    const { user } = renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  });
});

describe('public routes', () => {
  it('renders the 404 page for unknown paths, with a way home', async () => {
    mockApi({ 'GET /api/me': unauthorized });
    renderApp('/no/such/page');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['/forgot-password', 'Forgot password'],
    ['/reset-password?token=tok_1', 'Reset your password'],
    ['/setup-password?type=invite', 'Set up your password'],
    ['/auth/callback', 'Signing you in...'],
    ['/auth', 'Sign in'],
    ['/test-profile', 'Test profile'],
  ])('%s is reachable signed out, without the shell', async (path, heading) => {
    mockApi({ 'GET /api/me': unauthorized });
    const { location } = renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(location()).toBe(path);
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it.each([['/resources/res_837'], ['/public-events'], ['/public-case-studies/cs_4']])(
    '%s is public: a visitor gets the public header',
    async (path) => {
      mockApi({ 'GET /api/me': unauthorized });
      const { location } = renderApp(path);

      expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
      expect(location()).toBe(path);
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    },
  );

  it('keeps the shell for a signed-in member on a public content page', async () => {
    mockApi({ 'GET /api/me': () => jsonResponse(200, makeMe()) });
    renderApp('/resources/res_837');

    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });
});
