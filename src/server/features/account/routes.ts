import { createRoute, z } from '@hono/zod-openapi';
import {
  ACCOUNT_MESSAGES,
  AVATAR_MAX_BYTES,
  FeedbackInput,
  OnboardingInput,
  PasswordChangeInput,
  ProfileInput,
} from '../../../shared/domain/account';
import { passwordProblem } from '../../auth/password-policy';
import type { AppDeps } from '../../context';
import { access, withDeps } from '../../http/access';
import { allowBody } from '../../http/body-limit';
import { AppError, badRequest, errorBody, unauthorized } from '../../lib/errors';
import { forwardCookies } from '../../lib/forward-auth';
import { createRouter, errorResponse, json, jsonBody, OkSchema } from '../../http/openapi';
import { RATE_LIMITED_MESSAGE, type RateRule, rateLimit } from '../../lib/rate-limit';
import { toProfileDto } from './profile';
import { ProfileSchema } from '../../../shared/contract/me';
import {
  addManualFeedback,
  removeAvatar,
  resetOnboarding,
  setAvatar,
  updateOnboarding,
  updateProfile,
} from './service';

export const PASSWORD_CHANGED = 'Your password has been successfully changed';
export const PASSWORD_CHANGE_FAILED = 'Failed to update password. Please try again.';
export const FEEDBACK_THANKS = 'Thank you for your feedback!';

/** Multipart overhead (boundaries, part headers) allowed on top of the 10 MB image. */
const MULTIPART_OVERHEAD = 64 * 1024;

const notSignedIn = errorResponse('Not signed in');

/** Per client address, counted only for signed-in callers (after the access check). */
const limited = (name: string, rule: RateRule) => withDeps((deps) => rateLimit(deps, name, rule));
const avatarLimit = limited('avatar', { window: 3600, max: 60 });

const patchProfile = createRoute({
  method: 'patch',
  path: '/profile',
  tags: ['Account'],
  summary: 'Update your own name, job title, company and industry',
  ...access('account'),
  request: jsonBody(ProfileInput),
  responses: {
    200: json(ProfileSchema, 'The updated profile'),
    400: errorResponse(
      "'First name is required', 'Last name is required', a length rule, or 'Please choose an industry from the list'",
    ),
    401: notSignedIn,
  },
});

const changePassword = createRoute({
  method: 'post',
  path: '/password',
  tags: ['Account'],
  summary: 'Change your password (every other session is signed out; this one continues)',
  ...access('account', limited('change-password', { window: 600, max: 10 })),
  request: jsonBody(PasswordChangeInput),
  responses: {
    200: json(OkSchema, 'Password changed; a fresh session cookie is set'),
    400: errorResponse("'Current password is incorrect', or the new password breaks the password rules"),
    401: notSignedIn,
    429: errorResponse('Too many attempts'),
  },
});

const uploadAvatar = createRoute({
  method: 'post',
  path: '/avatar',
  tags: ['Account'],
  summary: 'Upload a profile picture (JPEG, PNG, GIF or WebP up to 10 MB; stored as a square WebP)',
  ...access(
    'account',
    avatarLimit,
    allowBody(AVATAR_MAX_BYTES + MULTIPART_OVERHEAD, (c) =>
      c.json(errorBody('file_too_large', ACCOUNT_MESSAGES.fileTooLarge), 413),
    ),
  ),
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({
            file: z
              .instanceof(File, { message: ACCOUNT_MESSAGES.noFile })
              .openapi({ type: 'string', format: 'binary' }),
          }),
        },
      },
    },
  },
  responses: {
    200: json(ProfileSchema, 'The profile with its new avatar URL'),
    400: errorResponse('No file, or an image that cannot be read'),
    401: notSignedIn,
    413: errorResponse("'File too large - Please select an image smaller than 10MB.'"),
    415: errorResponse(
      "'Invalid file type - Please select a JPEG, PNG, GIF, or WebP image.' (checked from the bytes)",
    ),
  },
});

const deleteAvatar = createRoute({
  method: 'delete',
  path: '/avatar',
  tags: ['Account'],
  summary: 'Remove your profile picture (the file is deleted)',
  ...access('account', avatarLimit),
  responses: { 200: json(ProfileSchema, 'The profile without avatar'), 401: notSignedIn },
});

const postOnboarding = createRoute({
  method: 'post',
  path: '/onboarding',
  tags: ['Account'],
  summary: 'Record onboarding progress: the step reached, completion, the profile step (all optional)',
  ...access('account'),
  request: jsonBody(OnboardingInput),
  responses: {
    200: json(ProfileSchema, 'The updated profile'),
    400: errorResponse('Invalid step or field'),
    401: notSignedIn,
  },
});

const postOnboardingReset = createRoute({
  method: 'post',
  path: '/onboarding/reset',
  tags: ['Account'],
  summary: 'Replay the onboarding tour: not completed, step 0',
  ...access('account'),
  responses: { 200: json(ProfileSchema, 'The updated profile'), 401: notSignedIn },
});

const postFeedback = createRoute({
  method: 'post',
  path: '/feedback',
  tags: ['Account'],
  summary: 'Send feedback from the account page (1–1000 characters)',
  ...access('account', limited('feedback', { window: 3600, max: 30 })),
  request: jsonBody(FeedbackInput),
  responses: {
    201: json(OkSchema, 'Feedback stored'),
    400: errorResponse("'Please enter your feedback' or too long"),
    401: notSignedIn,
  },
});

/** better-auth's error answer: `{ code, message }`. */
async function authError(res: Response): Promise<{ code?: string; message?: string }> {
  try {
    return (await res.json()) as { code?: string; message?: string };
  } catch {
    return {};
  }
}

/**
 * The signed-in member's own account. Every handler acts on the session's user only: no route takes
 * a member id. Restricted (canceled) members may still manage their account.
 */
export function accountRoutes(deps: AppDeps) {
  const app = createRouter();
  const storage = deps.storage;

  app.openapi(patchProfile, async (c) => {
    const profile = await updateProfile(deps.db, c.get('member').user.id, c.req.valid('json'));
    return c.json(toProfileDto(profile), 200);
  });

  app.openapi(changePassword, async (c) => {
    const { currentPassword, newPassword } = c.req.valid('json');
    const problem = passwordProblem(newPassword);
    if (problem) throw badRequest(problem, 'weak_password');
    const res = await deps.auth.api.changePassword({
      body: { currentPassword, newPassword, revokeOtherSessions: true },
      headers: c.req.raw.headers,
      asResponse: true,
    });
    if (res.ok) {
      // All sessions were deleted and a new one created for this browser: hand over its cookie.
      forwardCookies(res, c);
      return c.json({ ok: true as const, message: PASSWORD_CHANGED }, 200);
    }
    const { code, message } = await authError(res);
    if (code === 'INVALID_PASSWORD')
      throw badRequest(ACCOUNT_MESSAGES.currentPasswordIncorrect, 'invalid_current_password');
    if (res.status === 401) throw unauthorized();
    if (res.status === 429) throw new AppError(429, 'rate_limited', RATE_LIMITED_MESSAGE);
    if (res.status === 400 && code === 'WEAK_PASSWORD' && message) throw badRequest(message, 'weak_password');
    c.get('log').warn({ status: res.status, code }, 'password change refused');
    throw badRequest(PASSWORD_CHANGE_FAILED, 'password_change_failed');
  });

  app.openapi(uploadAvatar, async (c) => {
    const { file } = c.req.valid('form');
    if (file.size > AVATAR_MAX_BYTES)
      throw new AppError(413, 'file_too_large', ACCOUNT_MESSAGES.fileTooLarge);
    const profile = await setAvatar(
      { db: deps.db, storage, log: c.get('log') },
      c.get('member').user.id,
      new Uint8Array(await file.arrayBuffer()),
    );
    return c.json(toProfileDto(profile), 200);
  });

  app.openapi(deleteAvatar, async (c) => {
    const profile = await removeAvatar({ db: deps.db, storage, log: c.get('log') }, c.get('member').user.id);
    return c.json(toProfileDto(profile), 200);
  });

  app.openapi(postOnboarding, async (c) => {
    const profile = await updateOnboarding(deps.db, c.get('member').user.id, c.req.valid('json'));
    return c.json(toProfileDto(profile), 200);
  });

  app.openapi(postOnboardingReset, async (c) => {
    const profile = await resetOnboarding(deps.db, c.get('member').user.id);
    return c.json(toProfileDto(profile), 200);
  });

  app.openapi(postFeedback, async (c) => {
    await addManualFeedback(deps.db, c.get('member').user.id, c.req.valid('json').comment);
    return c.json({ ok: true as const, message: FEEDBACK_THANKS }, 201);
  });

  return app;
}
