import type { BillingSummary } from '@client/features/billing/api';
import { ManageBillingButton } from '@client/features/billing/manage-billing-button';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeMe, mockApi, renderApp } from '../support/app';

afterEach(() => {
  vi.restoreAllMocks();
});

const PERIOD_END = '2099-01-15T12:00:00.000Z';

function summary(overrides: Partial<BillingSummary> = {}): BillingSummary {
  return {
    isSuperAdmin: false,
    state: 'active',
    access: 'FULL_ACCESS',
    status: 'active',
    currentPeriodEnd: PERIOD_END,
    cancelAtPeriodEnd: false,
    hasCustomer: true,
    portalAllowed: true,
    ...overrides,
  };
}

function openBilling(billing: BillingSummary | (() => Response | Promise<Response>), role = 'member') {
  const api = mockApi({
    'GET /api/me': () => jsonResponse(200, makeMe({ profile: { role } })),
    'GET /api/billing': typeof billing === 'function' ? billing : () => jsonResponse(200, billing),
    'POST /api/billing/portal': () =>
      jsonResponse(200, { url: 'https://billing.stripe.test/session/bps_123' }),
  });
  return { ...renderApp('/billing'), api };
}

async function stateCard(title: string) {
  const heading = await screen.findByRole('heading', { level: 2, name: title });
  return heading.closest('section')!;
}

function expectBillingHeader() {
  expect(screen.getByRole('heading', { level: 1, name: 'Billing' })).toBeInTheDocument();
  expect(screen.getByText('Manage your account billing and subscription information')).toBeInTheDocument();
}

describe('billing page states', () => {
  it('shows super admins only the administrator notice', async () => {
    openBilling(summary({ isSuperAdmin: true, state: 'unknown', hasCustomer: false }), 'super_admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(screen.getByText('You have administrator access to this platform.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Billing' })).not.toBeInTheDocument();
    expect(
      screen.queryByText('Manage your account billing and subscription information'),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Manage Billing/ })).not.toBeInTheDocument();
  });

  it('shows lifetime access with nothing to pay', async () => {
    openBilling(
      summary({ state: 'lifetime', status: 'lifetime', currentPeriodEnd: null, portalAllowed: false }),
    );

    const card = await stateCard('Lifetime Access');
    expectBillingHeader();
    expect(within(card).getByText(/No payment is needed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Manage Billing/ })).not.toBeInTheDocument();
  });

  it('shows an active card subscription: status, next billing date and the portal button', async () => {
    openBilling(summary());

    const card = await stateCard('Subscription');
    expectBillingHeader();
    expect(within(card).getByText('Status')).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('Next billing date')).toBeInTheDocument();
    expect(within(card).getByText('January 15, 2099')).toHaveAttribute('dateTime', PERIOD_END);
    expect(within(card).queryByText('Subscription will cancel at period end')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Manage Billing/ })).toBeEnabled();
    expect(within(card).queryByText(/wire transfer/)).not.toBeInTheDocument();
  });

  it('warns when the subscription will cancel at period end', async () => {
    openBilling(summary({ cancelAtPeriodEnd: true }));

    const card = await stateCard('Subscription');
    expect(within(card).getByText('Subscription will cancel at period end')).toBeInTheDocument();
    expect(within(card).getByText(/Your access continues until January 15, 2099/)).toBeInTheDocument();
  });

  it('explains a wire-transfer subscription and points to the administrator instead of the portal', async () => {
    openBilling(summary({ currentPeriodEnd: null, hasCustomer: false, portalAllowed: false }));

    const card = await stateCard('Subscription');
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText(/handled through wire transfer/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'contact the administrator' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:support@praxis\.example\?subject=/),
    );
    expect(within(card).queryByText('Next billing date')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Manage Billing/ })).not.toBeInTheDocument();
  });

  it('shows a canceled subscription with the date access ended', async () => {
    openBilling(
      summary({
        state: 'canceled',
        status: 'canceled',
        currentPeriodEnd: '2024-03-03T12:00:00.000Z',
        portalAllowed: false,
      }),
    );

    const card = await stateCard('Subscription Canceled');
    expectBillingHeader();
    expect(card).toHaveTextContent('Your access ended on March 3, 2024.');
    expect(within(card).getByRole('link', { name: 'contact support' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });

  it('shows an unknown status with a way to contact support', async () => {
    openBilling(
      summary({
        state: 'unknown',
        status: null,
        currentPeriodEnd: null,
        hasCustomer: false,
        portalAllowed: false,
      }),
    );

    const card = await stateCard('Subscription Status Unknown');
    expectBillingHeader();
    expect(within(card).getByRole('link', { name: 'contact support' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:support@praxis\.example/),
    );
  });

  it('shows a skeleton while loading', async () => {
    openBilling(() => new Promise<Response>(() => {}));

    const status = (await screen.findByText('Loading billing information…')).closest('[role="status"]');
    expect(status).toBeInTheDocument();
    expectBillingHeader();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('reports a failure to load and retries on request', async () => {
    let calls = 0;
    const { user } = openBilling(() => {
      calls += 1;
      return calls === 1
        ? jsonResponse(500, {
            error: { code: 'internal_error', message: 'An unexpected error occurred. Please try again.' },
          })
        : jsonResponse(200, summary({ state: 'lifetime' }));
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load your billing information.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await stateCard('Lifetime Access')).toBeInTheDocument();
  });
});

describe('Manage Billing', () => {
  function fakeTab() {
    return { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
  }

  it('opens the portal url in a new tab, cut off from this page', async () => {
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user, api } = openBilling(summary());

    await user.click(await screen.findByRole('button', { name: /Manage Billing/ }));

    await waitFor(() => expect(tab.location.href).toBe('https://billing.stripe.test/session/bps_123'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(api.callsTo('POST', '/api/billing/portal')).toHaveLength(1);
    expect(tab.close).not.toHaveBeenCalled();
  });

  it('toasts "Failed to open billing portal" and closes the tab when the server fails', async () => {
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user, api } = openBilling(summary());
    api.fetchMock.mockImplementation(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/billing/portal' && init.method === 'POST') {
        return jsonResponse(503, {
          error: { code: 'billing_not_configured', message: 'Billing is not configured on this platform.' },
        });
      }
      if (path === '/api/billing') return jsonResponse(200, summary());
      return jsonResponse(200, makeMe());
    });

    const button = await screen.findByRole('button', { name: /Manage Billing/ });
    await user.click(button);

    expect(await screen.findByText('Failed to open billing portal')).toBeInTheDocument();
    expect(await screen.findByText('Billing is not configured on this platform.')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
    expect(button).toBeEnabled();
  });

  it('goes to /billing instead when the portal is not allowed', async () => {
    const open = vi.spyOn(window, 'open');
    const api = mockApi({});
    const router = createMemoryRouter(
      [
        { path: '/my-account', element: <ManageBillingButton portalAllowed={false} /> },
        { path: '/billing', element: <h1>Billing destination</h1> },
      ],
      { initialEntries: ['/my-account'] },
    );
    render(<RouterProvider router={router} />);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Manage Billing' }));

    expect(await screen.findByRole('heading', { name: 'Billing destination' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/billing');
    expect(open).not.toHaveBeenCalled();
    expect(api.calls).toEqual([]);
  });
});
