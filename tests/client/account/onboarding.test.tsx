import { isAuthRoute, ONBOARDING_DELAY_MS } from '@client/features/onboarding/onboarding-gate';
import type { Me } from '@client/lib/session';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiHandler, jsonResponse, makeMe, mockApi, renderApp } from '../support/app';
import { testClock } from '../support/clock';

type ProfileOverrides = Partial<Me['profile']>;

const INTRO_TITLES = [
  'Welcome',
  'Navigate & Discover',
  'Professional Development Content',
  'Build Your Resource Library',
  'Connect with L&D Professionals',
];

function setup(profile: ProfileOverrides = {}, handlers: Record<string, ApiHandler> = {}, path = '/saved') {
  let me = makeMe({ profile: { onboardingCompleted: false, onboardingStep: 0, ...profile } });
  const api = mockApi({
    'GET /api/me': () => jsonResponse(200, me),
    'POST /api/account/onboarding': ({ body }) => {
      const b = body as { step?: number; completed?: boolean };
      me = {
        ...me,
        profile: {
          ...me.profile,
          onboardingStep: b.step ?? me.profile.onboardingStep,
          onboardingCompleted: b.completed ?? me.profile.onboardingCompleted,
        },
      };
      return jsonResponse(200, me.profile);
    },
    ...handlers,
  });
  return { ...renderApp(path), api };
}

const { pass, passUntil } = testClock();
// The tour opens after its delay, on the test's clock. The modal is a lazy chunk: the first test of
// a cold run may also wait for it to compile.
const findTour = () => passUntil(() => screen.queryByRole('dialog'));
const onboardingPosts = (api: ReturnType<typeof mockApi>) =>
  api.callsTo('POST', '/api/account/onboarding').map((c) => c.body);

describe('onboarding modal: when it shows', { timeout: 20_000 }, () => {
  it(`appears ${ONBOARDING_DELAY_MS} ms after sign-in for a member who has not completed it`, async () => {
    setup();
    // The top bar is drawn with the shell (the rail's user menu loads after it).
    await screen.findAllByRole('banner', {}, { timeout: 10_000 });
    const shellShownAt = Date.now();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await findTour();
    // Not before the delay (with some slack for the timer's own clock).
    expect(Date.now() - shellShownAt).toBeGreaterThanOrEqual(ONBOARDING_DELAY_MS - 100);
    expect(dialog).toHaveAccessibleName('Welcome');
    expect(within(dialog).getByText('Step 1 of 6')).toBeInTheDocument();
  });

  it('does not appear once onboarding is completed', async () => {
    setup({ onboardingCompleted: true });
    await screen.findByRole('button', { name: 'Open user menu' }, { timeout: 10_000 });
    await pass(ONBOARDING_DELAY_MS + 400);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resumes at the step recorded on the server', async () => {
    setup({ onboardingStep: 3 });
    const dialog = await findTour();
    expect(dialog).toHaveAccessibleName('Build Your Resource Library');
    expect(within(dialog).getByText('Step 4 of 6')).toBeInTheDocument();
  });

  it('never counts the sign-in and password pages', () => {
    for (const path of [
      '/login',
      '/auth',
      '/auth/callback',
      '/forgot-password',
      '/reset-password',
      '/setup-password',
      '/auth-redirect',
    ]) {
      expect(isAuthRoute(path)).toBe(true);
    }
    for (const path of ['/', '/saved', '/authors', '/my-account']) expect(isAuthRoute(path)).toBe(false);
  });
});

describe('onboarding modal: steps', { timeout: 20_000 }, () => {
  it('Next, Previous and Get started walk the five intro steps into the profile step', async () => {
    const { user, api } = setup();
    const dialog = await findTour();
    const button = (name: string) => within(dialog).getByRole('button', { name });

    expect(button('Previous')).toBeDisabled();
    expect(button('Next')).toHaveFocus();
    for (let i = 0; i < 4; i++) {
      expect(dialog).toHaveAccessibleName(INTRO_TITLES[i]!);
      expect(within(dialog).getByText(`Step ${i + 1} of 6`)).toBeInTheDocument();
      await user.click(button('Next'));
    }
    expect(dialog).toHaveAccessibleName('Connect with L&D Professionals');
    expect(within(dialog).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();

    await user.click(button('Previous'));
    expect(dialog).toHaveAccessibleName('Build Your Resource Library');
    await user.click(button('Next'));
    await user.click(button('Get started'));

    expect(dialog).toHaveAccessibleName('Complete Your Profile');
    expect(within(dialog).getByText('Step 6 of 6')).toBeInTheDocument();
    for (const label of ['First name', 'Last name', 'Job title', 'Company']) {
      expect(within(dialog).getByRole('textbox', { name: label })).toBeInTheDocument();
    }
    // From the profile step, Previous goes back to the last intro step.
    await user.click(button('Previous'));
    expect(dialog).toHaveAccessibleName('Connect with L&D Professionals');

    // Each move is recorded so a reload resumes there; nothing was completed.
    await waitFor(() =>
      expect(onboardingPosts(api)).toEqual([1, 2, 3, 4, 3, 4, 5, 4].map((step) => ({ step }))),
    );
  });

  it('Previous on the second step returns to the first and keeps focus in the tour', async () => {
    const { user } = setup();
    const dialog = await findTour();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(dialog).toHaveAccessibleName('Welcome');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Next' })).toHaveFocus());
  });
});

describe('onboarding modal: completing', { timeout: 20_000 }, () => {
  it("Skip tour completes onboarding, says 'Onboarding completed!' and closes", async () => {
    const { user, api } = setup({ onboardingStep: 1 });
    const dialog = await findTour();
    await user.click(within(dialog).getByRole('button', { name: 'Skip tour' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Onboarding completed!')).toBeInTheDocument();
    expect(onboardingPosts(api)).toEqual([{ completed: true, step: 1 }]);
  });

  it('saving the profile step sends all four fields (empty ones as null) and completes', async () => {
    const { user, api } = setup({ onboardingStep: 5, firstName: 'Ada', title: 'Old title', company: null });
    const dialog = await findTour();
    expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Job title' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Company' }), ' Analytical Engines ');
    await user.click(within(dialog).getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Onboarding completed!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onboardingPosts(api)).toEqual([
      {
        completed: true,
        step: 5,
        profile: { firstName: 'Ada', lastName: 'Lovelace', title: null, company: 'Analytical Engines' },
      },
    ]);
  });

  it('the profile step offers the digest, off by default; a choice is saved with the profile', async () => {
    const { user, api } = setup(
      { onboardingStep: 5 },
      { 'PUT /api/digest': ({ body }) => jsonResponse(200, { ...(body as object), nextAt: null }) },
    );
    const dialog = await findTour();
    const digest = within(dialog).getByRole('group', { name: 'Personal digest by email' });
    expect(within(digest).getByRole('radio', { name: 'Off' })).toBeChecked();
    await user.click(within(digest).getByRole('radio', { name: 'Monthly' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Onboarding completed!')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/digest').map((c) => c.body)).toEqual([{ frequency: 'monthly' }]);
  });

  it('leaving the digest off sends no choice', async () => {
    const { user, api } = setup({ onboardingStep: 5 });
    const dialog = await findTour();
    await user.click(within(dialog).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Onboarding completed!')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/digest')).toHaveLength(0);
  });

  it('skipping the profile step completes without sending fields', async () => {
    const { user, api } = setup({ onboardingStep: 5 });
    const dialog = await findTour();
    await user.click(within(dialog).getByRole('button', { name: 'Skip for now' }));
    expect(await screen.findByText('Onboarding completed!')).toBeInTheDocument();
    expect(onboardingPosts(api)).toEqual([{ completed: true, step: 5 }]);
  });

  it('closing marks it shown (completed) without the toast, and it does not come back', async () => {
    const { user, api } = setup({ onboardingStep: 2 });
    const dialog = await findTour();
    await user.click(within(dialog).getByRole('button', { name: 'Close tour' }));
    await waitFor(() => expect(onboardingPosts(api)).toEqual([{ completed: true, step: 2 }]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await pass(ONBOARDING_DELAY_MS + 300);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Onboarding completed!')).not.toBeInTheDocument();
  });

  it('Escape closes it too', async () => {
    const { user, api } = setup();
    await findTour();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(onboardingPosts(api)).toEqual([{ completed: true, step: 0 }]));
  });

  it('says so when saving fails, keeping the profile step open', async () => {
    const { user } = setup(
      { onboardingStep: 5 },
      {
        'POST /api/account/onboarding': () =>
          jsonResponse(500, { error: { code: 'internal_error', message: 'x' } }),
      },
    );
    const dialog = await findTour();
    await user.click(within(dialog).getByRole('button', { name: 'Save profile' }));
    expect(
      await screen.findByText('Failed to update onboarding status. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Complete Your Profile');
  });
});
