import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeMe, mockApi, renderApp, unauthorized } from './support/app';

type MeOverrides = Parameters<typeof makeMe>[0];

async function openDesktopMenu(overrides: MeOverrides = {}) {
  const api = mockApi({
    'GET /api/me': () => jsonResponse(200, makeMe(overrides)),
    'POST /api/auth/sign-out': () => jsonResponse(200, { success: true }),
  });
  const app = renderApp('/saved');
  await app.user.click(await screen.findByRole('button', { name: 'Open user menu' }));
  const menu = await screen.findByRole('menu');
  return { ...app, api, menu };
}

const itemNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((i) => i.textContent?.trim());

describe('desktop user menu', () => {
  it('offers the account entries, billing and team for a member of a team', async () => {
    const { menu } = await openDesktopMenu();

    expect(itemNames(menu)).toEqual(['My Account', 'L&D Assessment', 'Manage Billing', 'My team', 'Log out']);
    expect(within(menu).getByRole('menuitem', { name: 'My Account' })).toHaveAttribute('href', '/my-account');
    expect(within(menu).getByRole('menuitem', { name: 'L&D Assessment' })).toHaveAttribute(
      'href',
      '/ld-assessment',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Manage Billing' })).toHaveAttribute(
      'href',
      '/billing',
    );
    expect(within(menu).getByRole('menuitem', { name: 'My team' })).toHaveAttribute('href', '/my-team');
    expect(within(menu).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(menu).getByText('ada@example.com')).toBeInTheDocument();
  });

  it('hides My team for a member without a team', async () => {
    const { menu } = await openDesktopMenu({ team: null });
    expect(itemNames(menu)).toEqual(['My Account', 'L&D Assessment', 'Manage Billing', 'Log out']);
  });

  it.each(['super_admin', 'super-admin'])('hides billing for a super admin (%s)', async (role) => {
    const { menu } = await openDesktopMenu({ profile: { role } });
    expect(itemNames(menu)).toEqual(['My Account', 'L&D Assessment', 'My team', 'Admin console', 'Log out']);
  });

  it('keeps billing for a plain admin', async () => {
    const { menu } = await openDesktopMenu({ profile: { role: 'admin' }, team: null });
    expect(itemNames(menu)).toContain('Manage Billing');
    expect(itemNames(menu)).toContain('Admin console');
  });

  it('offers the admin console to administrators only', async () => {
    const { menu } = await openDesktopMenu({ profile: { role: 'member' } });
    expect(itemNames(menu)).not.toContain('Admin console');
  });

  it('navigates and closes when an entry is chosen', async () => {
    const { menu, user, location } = await openDesktopMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'My Account' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(location()).toBe('/my-account');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens from the keyboard and returns focus to the avatar on Escape', async () => {
    mockApi({ 'GET /api/me': () => jsonResponse(200, makeMe()) });
    const { user } = renderApp('/');
    const trigger = await screen.findByRole('button', { name: 'Open user menu' });

    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'My Account' })).toHaveFocus());

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('opens on hover and closes when the pointer leaves', async () => {
    mockApi({ 'GET /api/me': () => jsonResponse(200, makeMe()) });
    const { user } = renderApp('/');
    const trigger = await screen.findByRole('button', { name: 'Open user menu' });

    await user.hover(trigger);
    expect(await screen.findByRole('menu')).toBeInTheDocument();

    await user.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('logs out: ends the session, clears the cache, toasts and goes to /login', async () => {
    const { menu, user, api, location, queryClient } = await openDesktopMenu();
    queryClient.setQueryData(['saved'], ['res_1']);
    const signOutFetches = () => api.callsTo('POST', '/api/auth/sign-out');

    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));

    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(location()).toBe('/login');
    expect(signOutFetches()).toHaveLength(1);
    expect(signOutFetches()[0]?.body).toEqual({});
    expect(queryClient.getQueryData(['saved'])).toBeUndefined();
    expect(queryClient.getQueryData(['me'])).toBeNull();
  });

  it('says so when logging out fails and stays put', async () => {
    mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'POST /api/auth/sign-out': () => jsonResponse(500, { error: { code: 'internal', message: 'Boom' } }),
    });
    const { user, location } = renderApp('/saved');
    await user.click(await screen.findByRole('button', { name: 'Open user menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));

    expect(await screen.findByText('Failed to log out')).toBeInTheDocument();
    expect(location()).toBe('/saved');
    expect(screen.getByRole('heading', { level: 1, name: 'Saved' })).toBeInTheDocument();
  });

  it('shows initials when there is no avatar picture', async () => {
    mockApi({ 'GET /api/me': () => jsonResponse(200, makeMe()) });
    renderApp('/');
    const trigger = await screen.findByRole('button', { name: 'Open user menu' });
    expect(trigger).toHaveTextContent('AL');
  });
});

describe('mobile account menu', () => {
  async function openAccountMenu(overrides: MeOverrides = {}) {
    mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe(overrides)),
      'POST /api/auth/sign-out': () => jsonResponse(200, { success: true }),
      'GET /api/never': unauthorized,
    });
    const app = renderApp('/');
    await app.user.click(await screen.findByRole('button', { name: 'Open account menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Account' });
    return { ...app, dialog };
  }

  const linkNames = (dialog: HTMLElement) =>
    within(within(dialog).getByRole('navigation', { name: 'Account' }))
      .getAllByRole('link')
      .map((l) => l.textContent?.trim());

  it('shows who is signed in and every entry for a team member', async () => {
    const { dialog } = await openAccountMenu();
    expect(within(dialog).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(dialog).getByText('ada@example.com')).toBeInTheDocument();
    expect(linkNames(dialog)).toEqual(['My Account', 'L&D Assessment', 'Billing Info', 'My Team']);
    expect(within(dialog).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('hides My Team without a team and Billing Info for a super admin', async () => {
    const { dialog } = await openAccountMenu({ team: null, profile: { role: 'super_admin' } });
    expect(linkNames(dialog)).toEqual(['My Account', 'L&D Assessment', 'Admin console']);
  });

  it('closes when an entry is chosen', async () => {
    const { dialog, user, location } = await openAccountMenu();
    await user.click(within(dialog).getByRole('link', { name: /Billing Info/ }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Billing' })).toBeInTheDocument();
    expect(location()).toBe('/billing');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('falls back to "Complete your profile" without a name', async () => {
    const { dialog } = await openAccountMenu({ profile: { firstName: '', lastName: '' } });
    expect(within(dialog).getByText('Complete your profile')).toBeInTheDocument();
  });
});
