import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeMe, mockApi, renderApp, unauthorized } from '../support/app';

const canceledMe = () =>
  makeMe({
    subscription: {
      state: 'canceled',
      access: 'RESTRICTED_ACCESS',
      status: 'canceled',
      currentPeriodEnd: '2024-03-03T12:00:00.000Z',
      hasCustomer: true,
    },
  });

describe('/subscription-canceled', () => {
  it('tells a visitor billing information was not found and to contact support', async () => {
    mockApi({ 'GET /api/me': unauthorized });
    renderApp('/subscription-canceled');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Subscription Canceled' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/couldn’t find active billing information/)).toBeInTheDocument();
    expect(screen.getByText('Please contact support to restore your membership.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:support@praxis\.example/),
    );
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Renew your membership' })).not.toBeInTheDocument();
  });

  it('is where a canceled member lands from /billing, with the date access ended', async () => {
    mockApi({
      'GET /api/me': () => jsonResponse(200, canceledMe()),
      'GET /api/billing': () => jsonResponse(403, { error: { code: 'unexpected', message: 'not expected' } }),
    });
    const { location } = renderApp('/billing');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Subscription Canceled' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/subscription-canceled');
    expect(await screen.findByText('Your access ended on March 3, 2024.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to home' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Renew your membership' })).toHaveAttribute('href', '/join');
  });

  it('offers a way back in to someone whose access is fine', async () => {
    mockApi({ 'GET /api/me': () => jsonResponse(200, makeMe()) });
    renderApp('/subscription-canceled');

    expect(await screen.findByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/Your access ended on/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Renew your membership' })).not.toBeInTheDocument();
  });
});
