import { goTo, SIGN_UP_PATH } from '@client/features/join/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeMe, mockApi, renderApp, unauthorized } from '../support/app';

const noMembership = () =>
  makeMe({ subscription: { state: 'none', access: 'NO_MEMBERSHIP', status: null, hasCustomer: false } });
const lapsed = () =>
  makeMe({
    subscription: {
      state: 'canceled',
      access: 'RESTRICTED_ACCESS',
      status: 'canceled',
      hasCustomer: true,
      currentPeriodEnd: '2026-10-01T00:00:00.000Z',
    },
  });
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

  it('without card payments, tells a signed-in person when their request went out, never "waiting for an administrator"', async () => {
    mockApi({
      'GET /api/me': () =>
        jsonResponse(
          200,
          makeMe({
            profile: { membershipRequestedAt: '2026-11-20T10:00:00.000Z' },
            subscription: { state: 'none', access: 'NO_MEMBERSHIP', status: null, hasCustomer: false },
          }),
        ),
      'GET /api/billing/join': join(false),
    });
    renderApp('/join');
    const notice = await screen.findByText(/^Your membership request was sent on/);
    expect(notice).toHaveRole('status');
    expect(notice).toHaveTextContent(/^Your membership request was sent on November 20, 2026\./);
    expect(notice).toHaveTextContent('you will get an email as soon as they answer');
    expect(screen.getByText('€480 per year')).toBeInTheDocument();
    expect(screen.queryByText(/waiting for an administrator/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join now' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('tells a person whose request was refused, with the address for questions', async () => {
    mockApi({
      'GET /api/me': () =>
        jsonResponse(
          200,
          makeMe({
            profile: { membershipRequestedAt: '2026-11-20T10:00:00.000Z', membershipRefused: true },
            subscription: { state: 'none', access: 'NO_MEMBERSHIP', status: null, hasCustomer: false },
          }),
        ),
      'GET /api/billing/join': join(false),
    });
    renderApp('/join');
    const notice = await screen.findByText(/^Your membership request was not accepted\./);
    expect(notice).toHaveRole('status');
    expect(within(notice).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(screen.queryByText(/request was sent on/)).not.toBeInTheDocument();
  });

  it('offers a lapsed member renewal through Checkout when card payments are on', async () => {
    const assign = vi.spyOn(goTo, 'url').mockImplementation(() => {});
    mockApi({
      'GET /api/me': () => jsonResponse(200, lapsed()),
      'GET /api/billing/join': join(true),
      'POST /api/billing/checkout': () => jsonResponse(200, { url: 'https://checkout.stripe.test/c/cs_2' }),
    });
    renderApp('/join');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Renew your membership' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Renew your membership' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/cs_2'));
  });

  it('tells a lapsed member how to renew when card payments are off, never "waiting for an administrator"', async () => {
    mockApi({ 'GET /api/me': () => jsonResponse(200, lapsed()), 'GET /api/billing/join': join(false) });
    renderApp('/join');
    const notice = await screen.findByText(/^Renewing by card is not offered here\. To renew, write to/);
    expect(notice).toHaveRole('status');
    expect(notice).toHaveTextContent('renew by wire transfer');
    expect(screen.getByRole('heading', { level: 1, name: 'Renew your membership' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Renew your membership' })).not.toBeInTheDocument();
    expect(screen.queryByText(/waiting for an administrator/i)).not.toBeInTheDocument();
  });

  it('offers a visitor the account to create first: Join now with card payments, Request membership without', async () => {
    mockApi({ 'GET /api/me': unauthorized, 'GET /api/billing/join': join(true) });
    const first = renderApp('/join');
    expect(await screen.findByRole('link', { name: 'Join now' })).toHaveAttribute('href', SIGN_UP_PATH);
    expect(screen.getByRole('link', { name: 'I already have an account' })).toHaveAttribute(
      'href',
      '/login?next=%2Fjoin',
    );
    expect(screen.queryByRole('button', { name: 'Join now' })).not.toBeInTheDocument();
    first.unmount();

    mockApi({ 'GET /api/me': unauthorized, 'GET /api/billing/join': join(false) });
    renderApp('/join');
    expect(await screen.findByRole('link', { name: 'Request membership' })).toHaveAttribute(
      'href',
      SIGN_UP_PATH,
    );
    expect(screen.getByText(/your request goes to the administrators/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join now' })).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading', async () => {
    mockApi({ 'GET /api/me': () => new Promise<Response>(() => {}), 'GET /api/billing/join': join(true) });
    renderApp('/join');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
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
