import { goTo } from '@client/features/join/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeMe, mockApi, renderApp, unauthorized } from '../support/app';

const noMembership = () =>
  makeMe({ subscription: { state: 'none', access: 'NO_MEMBERSHIP', status: null, hasCustomer: false } });
const join =
  (cardAvailable: boolean, price: string | null = '€480 per year') =>
  () =>
    jsonResponse(200, { cardAvailable, price });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/join', () => {
  it('is where a member without a membership lands from any member page', async () => {
    mockApi({ 'GET /api/me': () => jsonResponse(200, noMembership()), 'GET /api/billing/join': join(true) });
    const { location } = renderApp('/resources');
    expect(await screen.findByRole('heading', { level: 1, name: 'Become a Fellow' })).toBeInTheDocument();
    expect(location()).toBe('/join');
    expect(screen.getByText('€480 per year')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What membership gives' })).toBeInTheDocument();
  });

  it('starts Stripe Checkout on the server and goes to its url', async () => {
    const assign = vi.spyOn(goTo, 'url').mockImplementation(() => {});
    const api = mockApi({
      'GET /api/me': () => jsonResponse(200, noMembership()),
      'GET /api/billing/join': join(true),
      'POST /api/billing/checkout': () => jsonResponse(200, { url: 'https://checkout.stripe.test/c/cs_1' }),
    });
    renderApp('/join');
    await userEvent.click(await screen.findByRole('button', { name: 'Join now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/cs_1'));
    expect(api.callsTo('POST', '/api/billing/checkout')).toHaveLength(1);
  });

  it('shows the server’s message when the payment cannot start', async () => {
    mockApi({
      'GET /api/me': () => jsonResponse(200, noMembership()),
      'GET /api/billing/join': join(true),
      'POST /api/billing/checkout': () =>
        jsonResponse(502, {
          error: {
            code: 'checkout_failed',
            message: 'We could not start the payment. Please try again in a moment.',
          },
        }),
    });
    renderApp('/join');
    await userEvent.click(await screen.findByRole('button', { name: 'Join now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not start the payment. Please try again in a moment.',
    );
    expect(screen.getByRole('button', { name: 'Join now' })).toBeEnabled();
  });

  it('says the account waits for an administrator when card joining is not configured', async () => {
    mockApi({
      'GET /api/me': () => jsonResponse(200, noMembership()),
      'GET /api/billing/join': join(false, null),
    });
    renderApp('/join');
    expect(
      await screen.findByText(/Your account is waiting for an administrator to activate it/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join now' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('offers a visitor to create an account or sign in first', async () => {
    mockApi({ 'GET /api/me': unauthorized, 'GET /api/billing/join': join(true) });
    renderApp('/join');
    expect(await screen.findByRole('link', { name: 'Create an account or sign in' })).toHaveAttribute(
      'href',
      '/login?next=%2Fjoin',
    );
    expect(screen.queryByRole('button', { name: 'Join now' })).not.toBeInTheDocument();
  });

  it('welcomes a member back from Checkout and refreshes until the membership is active', async () => {
    let calls = 0;
    mockApi({
      'GET /api/me': () => {
        calls += 1;
        return jsonResponse(200, calls < 2 ? noMembership() : makeMe());
      },
      'GET /api/billing/join': join(true),
    });
    renderApp('/join?checkout=success');
    expect(await screen.findByRole('heading', { name: 'Welcome to the Fellowship' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/confirming your payment/);
    expect(screen.queryByRole('link', { name: 'Open the library' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Open the library' }, { timeout: 4000 })).toHaveAttribute(
      'href',
      '/resources',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Your membership is active.');
  });
});
