import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeMe, mockApi, renderApp } from './support/app';

async function openMobileMenu(path = '/saved') {
  const api = mockApi({
    'GET /api/me': () => jsonResponse(200, makeMe()),
    'POST /api/auth/sign-out': () => jsonResponse(200, { success: true }),
  });
  const app = renderApp(path);
  await app.user.click(await screen.findByRole('button', { name: 'Open menu' }));
  const dialog = await screen.findByRole('dialog', { name: 'Menu' });
  return { ...app, api, dialog };
}

describe('mobile slide-in menu', () => {
  it('has a Homepage link, a close button and a Log out button', async () => {
    const { dialog } = await openMobileMenu();
    expect(within(dialog).getByRole('link', { name: 'Homepage' })).toHaveAttribute('href', '/');
    expect(within(dialog).getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Saved' })).toHaveAttribute('aria-current', 'page');
  });

  it('closes on the close button and gives focus back to the hamburger', async () => {
    const { dialog, user } = await openMobileMenu();
    await user.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it.each([
    ['Homepage', '/', 'Home'],
    ['Events', '/events', 'Events'],
    ['Roadmap', '/roadmap', 'Roadmap'],
  ])('closes when %s is clicked and goes there', async (name, path, heading) => {
    const { dialog, user, location } = await openMobileMenu();
    await user.click(within(dialog).getByRole('link', { name }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(location()).toBe(path);
  });

  it('closes and logs out from Log out', async () => {
    const { dialog, user, location, api } = await openMobileMenu();
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));

    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toBe('/login');
    expect(api.callsTo('POST', '/api/auth/sign-out')).toHaveLength(1);
  });
});

describe('mobile top bar', () => {
  it('has labelled icon buttons for search, community, help, roadmap and the account', {
    timeout: 15_000,
  }, async () => {
    mockApi({ 'GET /api/me': () => jsonResponse(200, makeMe()) });
    const { user, location } = renderApp('/');
    const banner = (await screen.findAllByRole('banner', {}, { timeout: 5000 }))[0]!;

    const toggle = await within(banner).findByRole('button', { name: 'Search' });
    expect(within(banner).getAllByRole('link', { name: 'Join Community' })).toHaveLength(2);
    expect(within(banner).getAllByRole('link', { name: 'Support' })).toHaveLength(2);
    expect(within(banner).getByRole('link', { name: 'Roadmap' })).toHaveAttribute('href', '/roadmap');
    expect(within(banner).getByRole('button', { name: 'Open account menu' })).toBeInTheDocument();

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The search opens full screen, its field focused.
    const overlay = await screen.findByRole('dialog', { name: 'Search' });
    const mobileBox = within(overlay).getByRole('combobox', { name: 'Search' });
    await waitFor(() => expect(mobileBox).toHaveFocus());
    await user.type(mobileBox, 'canvas{Enter}');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Search results for “canvas”' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(location()).toBe('/search?q=canvas');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search' })).not.toBeInTheDocument());
  });
});
