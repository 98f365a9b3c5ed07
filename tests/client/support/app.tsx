import './dom-polyfills';
import { AppProviders, createQueryClient } from '@client/app/providers';
import { routes } from '@client/app/router';
import { resetConfigCache } from '@client/lib/config';
import type { Me } from '@client/lib/session';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast as sonnerToast } from 'sonner';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  // sonner keeps its toasts in module state and replays active ones to a new Toaster.
  sonnerToast.dismiss();
  vi.unstubAllGlobals();
  resetConfigCache();
});

export function jsonResponse(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export const unauthorized = () =>
  jsonResponse(401, { error: { code: 'unauthorized', message: 'Sign in first' } });

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

export type ApiHandler = (call: ApiCall) => Response | Promise<Response>;

/**
 * Replaces fetch (the network boundary) with a router of "METHOD /path" handlers. Unhandled calls
 * answer 404 so a test never hangs on an unexpected request; every call is recorded.
 */
export function mockApi(handlers: Record<string, ApiHandler | (() => Response)>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, path: url.pathname + url.search, body };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return jsonResponse(404, { error: { code: 'not_found', message: 'Not found' } });
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.path.split('?')[0] === path),
  };
}

export function makeMe(
  overrides: {
    user?: Partial<Me['user']>;
    profile?: Partial<Me['profile']>;
    team?: Me['team'];
    subscription?: Partial<Me['subscription']>;
  } = {},
): Me {
  return {
    user: {
      id: '3f6c2b8e-6d7a-4f7e-9a51-0c6f5b1d2e34',
      email: 'ada@example.com',
      emailVerified: true,
      passwordSet: true,
      ...overrides.user,
    },
    profile: {
      id: '3f6c2b8e-6d7a-4f7e-9a51-0c6f5b1d2e34',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      title: 'Head of Learning',
      company: 'Analytical Engines',
      industry: null,
      avatarUrl: null,
      role: 'member',
      onboardingCompleted: true,
      onboardingStep: 5,
      welcomed: true,
      membershipRequestedAt: null,
      membershipRefused: false,
      ...overrides.profile,
    },
    team: overrides.team === undefined ? { id: 'team-1', name: 'L&D Core' } : overrides.team,
    subscription: {
      state: 'active',
      access: 'FULL_ACCESS',
      status: 'active',
      currentPeriodEnd: '2099-01-01T00:00:00.000Z',
      cancelAtPeriodEnd: false,
      hasCustomer: true,
      ...overrides.subscription,
    },
  };
}

/** Renders the real route table in a memory router, with a fresh query cache and config. */
export function renderApp(path: string) {
  resetConfigCache();
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => {
    const { pathname, search, hash } = router.state.location;
    return `${pathname}${search}${hash}`;
  };
  return { ...view, router, queryClient, user, location };
}
