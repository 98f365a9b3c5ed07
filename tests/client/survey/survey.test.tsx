import { SURVEY_DELAY_MS, WELCOME_SEEN_KEY } from '@shared/domain/survey';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiHandler, jsonResponse, makeMe, mockApi, renderApp } from '../support/app';
import { testClock } from '../support/clock';

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const due = { pageViews: 10, show: true, dueAt: null };
const notDue = { pageViews: 3, show: false, dueAt: null };

function openApp(path: string, handlers: Record<string, ApiHandler> = {}) {
  const api = mockApi({
    'GET /api/me': () => jsonResponse(200, makeMe()),
    'GET /api/roadmap/features': () => jsonResponse(200, { features: [], total: 0 }),
    'POST /api/survey/page-views': () => jsonResponse(200, due),
    'POST /api/survey/displays': () => jsonResponse(201, { ok: true }),
    'POST /api/survey/responses': () =>
      jsonResponse(201, { ok: true, message: 'Thank you for your feedback!' }),
    ...handlers,
  });
  return { ...renderApp(path), api };
}

describe('the satisfaction survey', { timeout: 20_000 }, () => {
  const { pass, passUntil } = testClock();
  const dialogShown = () => passUntil(() => screen.queryByRole('dialog'));

  it('reports each page view with the welcome flag, and stays away when not due', async () => {
    const { api } = openApp('/roadmap', { 'POST /api/survey/page-views': () => jsonResponse(200, notDue) });
    await waitFor(() => expect(api.callsTo('POST', '/api/survey/page-views')).toHaveLength(1), {
      timeout: 10_000,
    });
    expect(api.callsTo('POST', '/api/survey/page-views')[0]!.body).toEqual({
      path: '/roadmap',
      welcomeSeen: false,
    });
    await pass(SURVEY_DELAY_MS + 300);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/survey/displays')).toHaveLength(0);
  });

  it('appears 3 s after it is due, is recorded, takes a score and a comment, then thanks', async () => {
    window.localStorage.setItem(WELCOME_SEEN_KEY, '1');
    const started = Date.now();
    const { api, user } = openApp('/roadmap');
    const dialog = await dialogShown();
    expect(Date.now() - started).toBeGreaterThanOrEqual(SURVEY_DELAY_MS);
    expect(api.callsTo('POST', '/api/survey/page-views')[0]!.body).toEqual({
      path: '/roadmap',
      welcomeSeen: true,
    });
    const display = api.callsTo('POST', '/api/survey/displays')[0]!.body as { sessionId: string };
    expect(display.sessionId).toMatch(/^[0-9a-f-]{36}$/);

    const scores = within(dialog).getAllByRole('button', { name: /^\d+ – / });
    expect(scores.map((b) => b.getAttribute('aria-label'))).toEqual([
      ...[0, 1, 2, 3, 4, 5, 6].map((n) => `${n} – Not good`),
      '7 – Neutral',
      '8 – Neutral',
      '9 – Very good',
      '10 – Very good',
    ]);
    await user.click(within(dialog).getByRole('button', { name: '9 – Very good' }));
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await user.click(within(dialog).getByRole('button', { name: '8 – Neutral' }));
    await user.type(within(dialog).getByLabelText('Comment (optional)'), '  More events please ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(screen.getByText('Your response helps us improve our service.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/survey/responses')[0]!.body).toEqual({
      score: 8,
      comment: 'More events please',
      sessionId: display.sessionId,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows once per session, and says so when the answer fails', async () => {
    window.localStorage.setItem(WELCOME_SEEN_KEY, '1');
    const { api, user, router } = openApp('/roadmap', {
      'POST /api/survey/responses': () => jsonResponse(500, { error: { code: 'x', message: 'x' } }),
    });
    const dialog = await dialogShown();
    await user.click(within(dialog).getByRole('button', { name: '3 – Not good' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Failed to submit feedback. Please try again.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await router.navigate('/my-account');
    await waitFor(() => expect(api.callsTo('POST', '/api/survey/page-views')).toHaveLength(2));
    await pass(SURVEY_DELAY_MS + 300);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/survey/displays')).toHaveLength(1);
  });
});

describe('Roadmap updates on My Account', { timeout: 20_000 }, () => {
  it('is a switch that saves the preference', async () => {
    const { api, user } = openApp('/my-account', {
      'POST /api/survey/page-views': () => jsonResponse(200, notDue),
      'GET /api/roadmap/updates': () => jsonResponse(200, { roadmapUpdates: true }),
      'PUT /api/roadmap/updates': ({ body }) => jsonResponse(200, body),
    });
    const toggle = await screen.findByRole('switch', { name: 'Roadmap updates' }, { timeout: 10_000 });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/roadmap/updates')[0]?.body).toEqual({ roadmapUpdates: false }),
    );
  });
});

describe('the satisfaction survey never interrupts', { timeout: 20_000 }, () => {
  const { pass, passUntil } = testClock();
  const dialogShown = () => passUntil(() => screen.queryByRole('dialog'));

  it('never opens over the assessment, and opens on the next page instead', async () => {
    window.localStorage.setItem(WELCOME_SEEN_KEY, '1');
    const { api, router } = openApp('/ld-assessment', {
      'GET /api/assessment': () => jsonResponse(500, { error: { code: 'x', message: 'x' } }),
    });
    await waitFor(() => expect(api.callsTo('POST', '/api/survey/page-views')).toHaveLength(1), {
      timeout: 10_000,
    });
    expect(api.callsTo('POST', '/api/survey/page-views')[0]!.body).toMatchObject({ path: '/ld-assessment' });
    await pass(SURVEY_DELAY_MS + 300);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/survey/displays')).toHaveLength(0);

    await router.navigate('/roadmap');
    await dialogShown();
    expect(api.callsTo('POST', '/api/survey/displays')).toHaveLength(1);
  });

  it('waits while another dialog is open', async () => {
    window.localStorage.setItem(WELCOME_SEEN_KEY, '1');
    const other = document.createElement('div');
    other.setAttribute('role', 'dialog');
    document.body.append(other);
    try {
      const { api } = openApp('/roadmap');
      await waitFor(() => expect(api.callsTo('POST', '/api/survey/page-views')).toHaveLength(1), {
        timeout: 10_000,
      });
      await pass(SURVEY_DELAY_MS + 300);
      expect(screen.queryAllByRole('dialog')).toHaveLength(1);
      expect(api.callsTo('POST', '/api/survey/displays')).toHaveLength(0);
    } finally {
      other.remove();
    }
  });
});
