import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeMe, mockApi, renderApp, unauthorized } from './support/app';

describe('admin console frame', () => {
  it('shows a member the ordinary not-found page, without the console navigation', async () => {
    mockApi({ 'GET /api/me': () => jsonResponse(200, makeMe({ profile: { role: 'member' } })) });
    renderApp('/admin/members');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).not.toBeInTheDocument();
  });

  it('sends a visitor to sign in and come back', async () => {
    mockApi({ 'GET /api/me': unauthorized });
    const { location } = renderApp('/admin/content');
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(location()).toBe(`/login?next=${encodeURIComponent('/admin/content')}`);
  });

  it('gives an administrator every section, marking the current one', async () => {
    mockApi({ 'GET /api/me': () => jsonResponse(200, makeMe({ profile: { role: 'admin' } })) });
    renderApp('/admin/teams');
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Insight',
      'Content',
      'Members',
      'Teams',
      'Roadmap',
      'Feedback',
      'Assessment',
      'Topics',
      'Vocabulary',
      'Digest',
      'Audit log',
    ]);
    expect(within(nav).getByRole('link', { name: 'Teams' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Insight' })).not.toHaveAttribute('aria-current');
    expect(await screen.findByRole('heading', { level: 1, name: 'Teams' })).toBeInTheDocument();
  });
});
