import type { Me } from '@client/lib/session';
import { INDUSTRIES } from '@shared/domain/vocabulary';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type ApiHandler, jsonResponse, makeMe, mockApi, renderApp } from '../support/app';

type MeOverrides = Parameters<typeof makeMe>[0];

/** The account page for a member, with the account API answering the updated profile. */
async function openAccount(
  overrides: MeOverrides = {},
  handlers: Record<string, ApiHandler> = {},
  path = '/my-account',
) {
  let me: Me = makeMe(overrides);
  const answerProfile = (patch: Partial<Me['profile']>) => {
    me = { ...me, profile: { ...me.profile, ...patch } };
    return jsonResponse(200, me.profile);
  };
  const api = mockApi({
    'GET /api/me': () => jsonResponse(200, me),
    'PATCH /api/account/profile': ({ body }) => answerProfile(body as Partial<Me['profile']>),
    'POST /api/account/avatar': () => answerProfile({ avatarUrl: '/files/avatars/new.webp' }),
    'DELETE /api/account/avatar': () => answerProfile({ avatarUrl: null }),
    'POST /api/account/password': () => jsonResponse(200, { ok: true }),
    'POST /api/account/feedback': () => jsonResponse(201, { ok: true }),
    'POST /api/account/onboarding/reset': () =>
      answerProfile({ onboardingCompleted: false, onboardingStep: 0 }),
    'POST /api/account/onboarding': ({ body }) =>
      answerProfile({ onboardingCompleted: (body as { completed?: boolean }).completed ?? false }),
    ...handlers,
  });
  const app = renderApp(path);
  // The first render loads the page's lazy chunks: allow for a cold start.
  await screen.findByRole('heading', { level: 1, name: 'My Account' }, { timeout: 10_000 });
  return { ...app, api };
}

const card = (name: string) => screen.getByRole('region', { name });

describe('My Account: the page', { timeout: 20_000 }, () => {
  it('shows every card, and the same page on /account', async () => {
    await openAccount({}, {}, '/account');
    for (const name of [
      'Profile Picture',
      'Profile Information',
      'Security Settings',
      'Platform Tour',
      'Share Feedback',
    ]) {
      expect(card(name)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Replay Onboarding Tour' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Give Feedback' })).toBeInTheDocument();
  });

  it("summarises the member; empty values read 'Not provided'", async () => {
    await openAccount({ profile: { title: null, company: '' }, team: null });
    const picture = card('Profile Picture');
    expect(within(picture).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(picture).getByText('ada@example.com')).toBeInTheDocument();
    // Radix shows the fallback after a (0 ms) timer.
    expect(await within(picture).findByText('AL')).toBeInTheDocument();

    const info = card('Profile Information');
    const value = (label: string) => within(info).getByText(label).nextElementSibling?.textContent;
    expect(value('First Name')).toBe('Ada');
    expect(value('Job Title')).toBe('Not provided');
    expect(value('Company')).toBe('Not provided');
    expect(value('Team')).toBe('Not provided');
  });

  it("says 'Complete your profile' and falls back to the email's initial without a name", async () => {
    await openAccount({ profile: { firstName: '', lastName: '' } });
    const picture = card('Profile Picture');
    expect(within(picture).getByText('Complete your profile')).toBeInTheDocument();
    expect(await within(picture).findByText('A')).toBeInTheDocument();
  });
});

describe('My Account: profile form', { timeout: 20_000 }, () => {
  it('requires first and last name, with the spec messages, and sends nothing', async () => {
    const { user, api } = await openAccount();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const first = screen.getByRole('textbox', { name: /First Name/ });
    const last = screen.getByRole('textbox', { name: /Last Name/ });
    await user.clear(first);
    await user.type(last, '{Control>}a{/Control}   ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('First name is required');
    expect(api.callsTo('PATCH', '/api/account/profile')).toHaveLength(0);
  });

  it('shows the email read-only with its note, and the team read-only', async () => {
    const { user } = await openAccount();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveValue('ada@example.com');
    expect(email).toHaveAccessibleDescription('Email cannot be changed from this page');
    expect(screen.getByText('L&D Core')).toBeInTheDocument();
  });

  it('saves (trimmed, empty job title as null), toasts and returns to the view', async () => {
    const { user, api } = await openAccount();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const first = screen.getByRole('textbox', { name: /First Name/ });
    await user.clear(first);
    await user.type(first, '  Augusta ');
    await user.clear(screen.getByRole('textbox', { name: 'Job Title' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(screen.getByText('Your profile information has been successfully saved.')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/account/profile')[0]!.body).toEqual({
      firstName: 'Augusta',
      lastName: 'Lovelace',
      title: null,
      company: 'Analytical Engines',
      industry: null,
    });
    const info = card('Profile Information');
    expect(within(info).getByText('Augusta')).toBeInTheDocument();
    expect(within(info).getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
    // The summary follows.
    expect(within(card('Profile Picture')).getByText('Augusta Lovelace')).toBeInTheDocument();
  });

  it('picks the industry from the shared list, under its visible label, and shows it', async () => {
    const { user, api } = await openAccount({ profile: { industry: 'Retail' } });
    expect(within(card('Profile Information')).getByText('Retail')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const industry = screen.getByRole('combobox', { name: 'Industry' });
    expect(industry).toHaveValue('Retail');
    expect(industry).toHaveAccessibleDescription(/compare you with members of your industry/);
    expect(
      within(industry)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Not provided', ...INDUSTRIES]);
    await user.selectOptions(industry, 'Healthcare');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/account/profile')[0]!.body).toMatchObject({ industry: 'Healthcare' });
    expect(within(card('Profile Information')).getByText('Healthcare')).toBeInTheDocument();
  });

  it('Cancel puts the saved values back', async () => {
    const { user, api } = await openAccount();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByRole('textbox', { name: /First Name/ }));
    await user.type(screen.getByRole('textbox', { name: /First Name/ }), 'Changed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(card('Profile Information')).getByText('Ada')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveValue('Ada');
    expect(api.callsTo('PATCH', '/api/account/profile')).toHaveLength(0);
  });

  it('says so when saving fails, and stays in the form', async () => {
    const { user } = await openAccount(
      {},
      {
        'PATCH /api/account/profile': () =>
          jsonResponse(500, { error: { code: 'internal_error', message: 'x' } }),
      },
    );
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });
});

describe('My Account: password change', { timeout: 20_000 }, () => {
  const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

  it('checks the fields before sending', async () => {
    const { user, api } = await openAccount();
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Please enter your current password')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();

    await user.type(field('Current Password'), 'old-password');
    await user.type(field('New Password'), 'a-new-passphrase');
    await user.type(field('Confirm New Password'), 'a-different-one');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    const mismatch = await screen.findByText("Passwords don't match");
    expect(field('Confirm New Password')).toHaveAccessibleDescription("Passwords don't match");
    expect(mismatch).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/account/password')).toHaveLength(0);
  });

  it('each field has a show/hide toggle that says whether it is on', async () => {
    const { user } = await openAccount();
    const input = field('New Password');
    const toggle = screen.getByRole('button', { name: 'Show new password' });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Show current password' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Show confirm new password' })).toBeInTheDocument();
  });

  it('sends the current and new password, toasts and clears the form', async () => {
    const { user, api } = await openAccount();
    await user.type(field('Current Password'), 'old-password');
    await user.type(field('New Password'), 'a-new-passphrase');
    await user.type(field('Confirm New Password'), 'a-new-passphrase');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password updated')).toBeInTheDocument();
    expect(screen.getByText('Your password has been successfully changed')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/account/password')[0]!.body).toEqual({
      currentPassword: 'old-password',
      newPassword: 'a-new-passphrase',
    });
    await waitFor(() => expect(field('New Password')).toHaveValue(''));
  });

  it('puts a wrong current password and a refused new one on their fields', async () => {
    let answer = { code: 'invalid_current_password', message: 'Current password is incorrect' };
    const { user } = await openAccount(
      {},
      { 'POST /api/account/password': () => jsonResponse(400, { error: answer }) },
    );
    await user.type(field('Current Password'), 'wrong-password');
    await user.type(field('New Password'), 'Password123');
    await user.type(field('Confirm New Password'), 'Password123');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(field('Current Password')).toHaveAccessibleDescription('Current password is incorrect');

    answer = {
      code: 'weak_password',
      message: 'This password is too common. Please choose a less predictable one.',
    };
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText(answer.message)).toBeInTheDocument();
    expect(field('New Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it("toasts 'Failed to update password. Please try again.' on other failures", async () => {
    const { user } = await openAccount(
      {},
      {
        'POST /api/account/password': () =>
          jsonResponse(502, { error: { code: 'bad_gateway', message: 'x' } }),
      },
    );
    await user.type(field('Current Password'), 'old-password');
    await user.type(field('New Password'), 'a-new-passphrase');
    await user.type(field('Confirm New Password'), 'a-new-passphrase');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Failed to update password. Please try again.')).toBeInTheDocument();
  });
});

describe('My Account: avatar', { timeout: 20_000 }, () => {
  const fileInput = () => card('Profile Picture').querySelector<HTMLInputElement>('input[type="file"]')!;

  it('refuses a file that is not a JPEG, PNG, GIF or WebP before uploading', async () => {
    const { api } = await openAccount();
    expect(fileInput().accept).toBe('image/jpeg,image/png,image/gif,image/webp,.jpg,.jpeg,.png,.gif,.webp');
    // The picker offers only images; a file dropped past that filter is still refused.
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(fileInput(), new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(
      await screen.findByText('Invalid file type - Please select a JPEG, PNG, GIF, or WebP image.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/account/avatar')).toHaveLength(0);
  });

  it('refuses more than 10 MB before uploading', async () => {
    const { user, api } = await openAccount();
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await user.upload(fileInput(), big);
    expect(
      await screen.findByText('File too large - Please select an image smaller than 10MB.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/account/avatar')).toHaveLength(0);
  });

  it('uploads an accepted file as multipart field "file", toasts and offers Change and Remove', async () => {
    const { user, api } = await openAccount();
    expect(screen.getByText('Upload picture')).toBeInTheDocument();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await user.upload(fileInput(), file);
    expect(await screen.findByText('Avatar updated')).toBeInTheDocument();
    expect(screen.getByText('Your profile picture has been successfully updated.')).toBeInTheDocument();
    const call = api.fetchMock.mock.calls.find(([, init]) => init?.body instanceof FormData);
    expect((call![1]!.body as FormData).get('file')).toBe(file);
    expect(screen.getByText('Change picture')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it("shows 'Upload failed' with the server's message", async () => {
    const { user } = await openAccount(
      {},
      {
        'POST /api/account/avatar': () =>
          jsonResponse(415, {
            error: {
              code: 'invalid_file_type',
              message: 'Invalid file type - Please select a JPEG, PNG, GIF, or WebP image.',
            },
          }),
      },
    );
    await user.upload(fileInput(), new File(['not really'], 'fake.png', { type: 'image/png' }));
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(
      screen.getByText('Invalid file type - Please select a JPEG, PNG, GIF, or WebP image.'),
    ).toBeInTheDocument();
  });

  it('removes the avatar', async () => {
    const { user, api } = await openAccount({ profile: { avatarUrl: '/files/avatars/old.webp' } });
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Avatar removed')).toBeInTheDocument();
    expect(screen.getByText('Your profile picture has been removed.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/account/avatar')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });
});

describe('My Account: feedback and tour', { timeout: 20_000 }, () => {
  it('asks for feedback, counts characters and sends it', async () => {
    const { user, api } = await openAccount();
    await user.click(screen.getByRole('button', { name: 'Give Feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give Feedback' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit Feedback' }));
    expect(await within(dialog).findByText('Please enter your feedback')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/account/feedback')).toHaveLength(0);

    const box = within(dialog).getByRole('textbox', { name: 'Your feedback' });
    expect(box).toHaveAttribute('maxlength', '1000');
    await user.type(box, 'More canvases please');
    expect(within(dialog).getByText(/20\/1000/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/account/feedback')[0]!.body).toEqual({
      comment: 'More canvases please',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Replay Onboarding Tour resets onboarding and opens the tour at its first step', async () => {
    const { user, api } = await openAccount();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Replay Onboarding Tour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    expect(within(dialog).getByText('Step 1 of 6')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/account/onboarding/reset')).toHaveLength(1);
  });
});

describe('My Account: email preferences', { timeout: 20_000 }, () => {
  it('has a "Rating requests" switch next to roadmap updates that saves, and puts it back when refused', async () => {
    let refuse = false;
    const { api, user } = await openAccount(
      {},
      {
        'GET /api/roadmap/updates': () => jsonResponse(200, { roadmapUpdates: true }),
        'GET /api/assessment/rating-requests/emails': () => jsonResponse(200, { ratingRequestEmails: true }),
        'PUT /api/assessment/rating-requests/emails': ({ body }) =>
          refuse
            ? jsonResponse(500, { error: { code: 'internal', message: 'Database unavailable' } })
            : jsonResponse(200, body),
      },
    );
    const prefs = card('Email preferences');
    expect(within(prefs).getByRole('switch', { name: 'Roadmap updates' })).toBeInTheDocument();
    const toggle = within(prefs).getByRole('switch', { name: 'Rating requests' });
    expect(toggle).toHaveAccessibleDescription(
      'Email me when a teammate asks me to rate them, or reminds me.',
    );
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/assessment/rating-requests/emails')[0]?.body).toEqual({
        ratingRequestEmails: false,
      }),
    );
    expect(api.callsTo('PUT', '/api/roadmap/updates')).toHaveLength(0);

    refuse = true;
    await user.click(toggle);
    expect(
      await screen.findByText('Failed to update your preference. Please try again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
  });
});
