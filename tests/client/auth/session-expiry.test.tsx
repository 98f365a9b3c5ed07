import { createQueryClient } from '@client/app/providers';
import { apiGet, apiPost } from '@client/lib/api';
import { ME_QUERY_KEY } from '@client/lib/session';
import {
  KEEP_ALIVE_INTERVAL_MS,
  SESSION_EXPIRED_MESSAGE,
  startSessionKeepAlive,
} from '@client/lib/session-expiry';
import { MutationObserver } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeMe, mockApi, renderApp, unauthorized } from '../support/app';
import './support';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

beforeEach(() => setVisibility('visible'));
afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

/** A member on a protected page whose session ends on the server after `end()`. */
async function signedInOnProtectedPage() {
  let ended = false;
  const api = mockApi({
    'GET /api/me': () => (ended ? unauthorized() : jsonResponse(200, makeMe())),
    'GET /api/probe': () => (ended ? unauthorized() : jsonResponse(200, { ok: true })),
    'POST /api/probe': () => (ended ? unauthorized() : jsonResponse(200, { ok: true })),
  });
  const app = renderApp('/saved?topic=coaching');
  await screen.findByRole('navigation', { name: 'Main' });
  return { ...app, api, end: () => (ended = true) };
}

describe('an expired session', () => {
  it('sends the member from a protected page to /login?next=… with the message', async () => {
    const { queryClient, location, end } = await signedInOnProtectedPage();
    end();
    await queryClient
      .fetchQuery({ queryKey: ['probe'], queryFn: () => apiGet('/api/probe') })
      .catch(() => undefined);

    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE)).toBeInTheDocument();
    expect(location()).toBe(`/login?next=${encodeURIComponent('/saved?topic=coaching')}`);
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    // Everything cached for the member is gone.
    expect(queryClient.getQueryData(['probe'])).toBeUndefined();
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toBeNull();
  });

  it('reacts to a refused mutation too', async () => {
    const { queryClient, location, end } = await signedInOnProtectedPage();
    end();
    await new MutationObserver(queryClient, { mutationFn: () => apiPost('/api/probe', {}) })
      .mutate()
      .catch(() => undefined);
    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE)).toBeInTheDocument();
    expect(location()).toMatch(/^\/login\?next=/);
  });

  it('leaves the member alone when /api/me still answers (a 401 for another reason)', async () => {
    const { queryClient, location } = await signedInOnProtectedPage();
    const api = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/probe': unauthorized,
    });
    await queryClient
      .fetchQuery({ queryKey: ['probe'], queryFn: () => apiGet('/api/probe') })
      .catch(() => undefined);
    // The 401 made the app ask /api/me again, which still knows the member.
    await waitFor(() => expect(api.callsTo('GET', '/api/me').length).toBeGreaterThan(0));
    // Once that answer is handled (nothing is fetching), the member is still where they were.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(location()).toBe('/saved?topic=coaching');
    expect(screen.queryByText(SESSION_EXPIRED_MESSAGE)).not.toBeInTheDocument();
  });

  it('says nothing on /login for a visitor who was never signed in', async () => {
    mockApi({ 'GET /api/me': unauthorized });
    renderApp('/login');
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(screen.queryByText(SESSION_EXPIRED_MESSAGE)).not.toBeInTheDocument();
  });
});

/** A query client as the app has it; /api/me stays cached (the app always observes it). */
function signedInClient() {
  const queryClient = createQueryClient();
  queryClient.setQueryDefaults(ME_QUERY_KEY, { gcTime: Number.POSITIVE_INFINITY });
  return queryClient;
}

describe('session keep-alive', () => {
  it('refreshes the session every 5 minutes while the tab is visible, not while hidden', async () => {
    vi.useFakeTimers();
    const api = mockApi({ 'GET /api/auth/get-session': () => jsonResponse(200, { session: {}, user: {} }) });
    const queryClient = signedInClient();
    queryClient.setQueryData(ME_QUERY_KEY, makeMe());
    const stop = startSessionKeepAlive(queryClient);

    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_INTERVAL_MS - 1000);
    expect(api.callsTo('GET', '/api/auth/get-session')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.callsTo('GET', '/api/auth/get-session')).toHaveLength(1);

    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_INTERVAL_MS * 2);
    expect(api.callsTo('GET', '/api/auth/get-session')).toHaveLength(1);

    // Back after a long absence: refreshed at once.
    setVisibility('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.callsTo('GET', '/api/auth/get-session')).toHaveLength(2);

    stop();
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_INTERVAL_MS * 3);
    expect(api.callsTo('GET', '/api/auth/get-session')).toHaveLength(2);
  });

  it('does nothing while signed out', async () => {
    vi.useFakeTimers();
    const api = mockApi({ 'GET /api/auth/get-session': () => jsonResponse(200, null) });
    const queryClient = signedInClient();
    queryClient.setQueryData(ME_QUERY_KEY, null);
    const stop = startSessionKeepAlive(queryClient);
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_INTERVAL_MS * 2);
    expect(api.callsTo('GET', '/api/auth/get-session')).toHaveLength(0);
    stop();
  });

  it('ends the app session when the server has none any more', async () => {
    vi.useFakeTimers();
    mockApi({ 'GET /api/auth/get-session': () => jsonResponse(200, null) });
    const queryClient = signedInClient();
    queryClient.setQueryData(ME_QUERY_KEY, makeMe());
    queryClient.setQueryData(['saved'], ['res_1']);
    const stop = startSessionKeepAlive(queryClient);
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_INTERVAL_MS + 10);
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toBeNull();
    expect(queryClient.getQueryData(['saved'])).toBeUndefined();
    stop();
  });
});
