import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderApp, unauthorized } from '../support/app';
import './support';

const message = (over: Record<string, unknown> = {}) => ({
  id: '0b9b8a4e-7d1c-4c55-9f0e-1f2d3c4b5a69',
  to: 'ada@example.com',
  subject: 'Your Praxis sign-in link',
  link: 'http://localhost:3000/auth/callback?type=magiclink&token=abc',
  text: 'Use the button below to sign in.',
  createdAt: new Date(Date.now() - 60_000).toISOString(),
  ...over,
});

describe('/dev/outbox', () => {
  it('lists stored emails as text, with their links', async () => {
    mockApi({
      'GET /api/me': unauthorized,
      'GET /api/dev/outbox': () =>
        jsonResponse(200, {
          messages: [
            message(),
            message({
              id: '1b9b8a4e-7d1c-4c55-9f0e-1f2d3c4b5a69',
              subject: '<img src=x onerror=alert(1)>',
              link: 'javascript:alert(1)',
            }),
          ],
        }),
    });
    renderApp('/dev/outbox');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dev outbox' })).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);

    const first = within(items[0]!);
    expect(first.getByRole('heading', { name: 'Your Praxis sign-in link' })).toBeInTheDocument();
    expect(first.getByText('ada@example.com')).toBeInTheDocument();
    expect(first.getByRole('link', { name: /token=abc/ })).toHaveAttribute(
      'href',
      'http://localhost:3000/auth/callback?type=magiclink&token=abc',
    );
    expect(first.getByText('1 minute ago')).toBeInTheDocument();

    // Markup in a subject stays text; a non-http link is shown, never clickable.
    const second = within(items[1]!);
    expect(second.getByRole('heading', { name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(second.queryByRole('link')).not.toBeInTheDocument();
    expect(second.getByText('javascript:alert(1)')).toBeInTheDocument();
  });

  it('filters by recipient', async () => {
    const api = mockApi({
      'GET /api/me': unauthorized,
      'GET /api/dev/outbox': () => jsonResponse(200, { messages: [] }),
    });
    const { user } = renderApp('/dev/outbox');
    expect(await screen.findByText(/No emails yet/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Recipient'), 'Ada@Example.com');
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/dev/outbox').at(-1)?.path).toBe(
        `/api/dev/outbox?to=${encodeURIComponent('Ada@Example.com')}`,
      ),
    );
  });

  it('says when the outbox is not available', async () => {
    mockApi({ 'GET /api/me': unauthorized });
    renderApp('/dev/outbox');
    expect(await screen.findByRole('alert')).toHaveTextContent('The dev outbox is not available');
  });
});
