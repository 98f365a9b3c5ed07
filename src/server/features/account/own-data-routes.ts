import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import {
  CloseAccountInput,
  closeProof,
  confirmationMatches,
  OWN_DATA_MESSAGES,
  OwnDataExportSchema,
} from '../../../shared/contract/own-data';
import { isSuperAdmin } from '../../../shared/domain/roles';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { access, withDeps } from '../../http/access';
import { attachment } from '../../lib/attachment';
import { badRequest, forbidden, unauthorized } from '../../lib/errors';
import { forwardCookies } from '../../lib/forward-auth';
import { createRouter, errorResponse, json, jsonBody, OkSchema } from '../../http/openapi';
import { type RateRule, rateLimit, throttleEmail } from '../../lib/rate-limit';
import { createStripeClient } from '../../payments/stripe';
import type { SessionMember } from '../../request-env';
import { activeSuperAdmins } from '../admin/members/service';
import { closeAccount } from './close';
import { consumeCloseCode, sendCloseCode } from './close-code';
import { buildOwnDataExport } from './export';

const limited = (name: string, rule: RateRule) => withDeps((deps) => rateLimit(deps, name, rule));

const notSignedIn = errorResponse('Not signed in');

const exportData = createRoute({
  method: 'get',
  path: '/data',
  tags: ['Account'],
  summary:
    'Download my data: one JSON file with everything the account holds (never what others gave the member)',
  ...access('account', limited('own-data-export', { window: 3600, max: 30 })),
  responses: {
    200: json(OwnDataExportSchema, 'The member’s data, as an attachment'),
    401: notSignedIn,
    429: errorResponse('Too many downloads'),
  },
});

const sendCode = createRoute({
  method: 'post',
  path: '/close/code',
  tags: ['Account'],
  summary: 'Email a code to confirm closing the account (members without a password)',
  ...access('account', limited('close-account-code', { window: 3600, max: 10 })),
  responses: {
    200: json(OkSchema, 'Code sent'),
    400: errorResponse('The account has a password: confirm with it instead'),
    401: notSignedIn,
    429: errorResponse('Too many codes asked for'),
  },
});

const close = createRoute({
  method: 'post',
  path: '/close',
  tags: ['Account'],
  summary:
    'Close my account: password (or emailed code) and the account’s email typed to confirm; cancels a card subscription, deletes the account and signs out',
  ...access('account', limited('close-account', { window: 600, max: 10 })),
  request: jsonBody(CloseAccountInput),
  responses: {
    200: json(OkSchema, 'Closed; the session cookie is cleared'),
    400: errorResponse('Wrong password or code, or the typed confirmation does not match'),
    401: notSignedIn,
    403: errorResponse('The last super admin cannot close their account'),
    429: errorResponse('Too many attempts'),
    502: errorResponse('Stripe could not cancel the card subscription: nothing was closed'),
  },
});

/** The last super admin would leave nobody able to run the platform. */
async function authorizeSelfClose(tx: Db, member: SessionMember) {
  const superAdmins = await activeSuperAdmins(tx, true);
  const [target] = await tx.select().from(profiles).where(eq(profiles.id, member.user.id)).for('update');
  if (!target) throw unauthorized();
  if (isSuperAdmin(target.role) && target.deactivatedAt === null && superAdmins <= 1) {
    throw forbidden('This is the last super admin: make someone else a super admin first.');
  }
  return target;
}

/** "Download my data" and "Close my account": the signed-in member's own account only. */
export function ownDataRoutes(deps: AppDeps) {
  const app = createRouter();
  const appName = deps.env.APP_NAME;
  const closeDeps = {
    db: deps.db,
    stripe: createStripeClient(deps.env),
    mailer: deps.mailer,
    storage: deps.storage,
    appName,
    appUrl: deps.env.APP_URL,
  };

  app.openapi(exportData, async (c) => {
    const now = new Date();
    const data = await buildOwnDataExport(deps.db, c.get('member').user.id, appName, now);
    const day = now.toISOString().slice(0, 10);
    c.header('Content-Disposition', attachment(`${appName}-my-data-${day}.json`));
    c.header('Cache-Control', 'private, no-store');
    return c.json(data, 200);
  });

  app.openapi(sendCode, async (c) => {
    const member = c.get('member');
    if (closeProof(member.user) !== 'code') {
      throw badRequest(OWN_DATA_MESSAGES.passwordRequired, 'password_required');
    }
    await throttleEmail(deps, 'close-account-code', member.user.email);
    await sendCloseCode(
      { ...closeDeps, secret: deps.env.BETTER_AUTH_SECRET },
      { id: member.user.id, email: member.user.email },
    );
    return c.json({ ok: true as const, message: OWN_DATA_MESSAGES.codeSent }, 200);
  });

  app.openapi(close, async (c) => {
    const member = c.get('member');
    const input = c.req.valid('json');
    // The typed confirmation first: a mistyped email must not use up an emailed code.
    if (!confirmationMatches(input.confirmation, member.user.email)) {
      throw badRequest(OWN_DATA_MESSAGES.confirmationMismatch, 'confirmation_mismatch');
    }
    if (closeProof(member.user) === 'password') {
      if (!input.password) throw badRequest(OWN_DATA_MESSAGES.passwordRequired, 'password_required');
      const res = await deps.auth.api.verifyPassword({
        body: { password: input.password },
        headers: c.req.raw.headers,
        asResponse: true,
      });
      if (res.status === 401) throw unauthorized();
      if (!res.ok) throw badRequest(OWN_DATA_MESSAGES.passwordIncorrect, 'invalid_password');
    } else {
      if (!input.code) throw badRequest(OWN_DATA_MESSAGES.codeRequired, 'code_required');
      if (
        !(await consumeCloseCode(
          { db: deps.db, secret: deps.env.BETTER_AUTH_SECRET },
          member.user.id,
          input.code,
        ))
      ) {
        throw badRequest(OWN_DATA_MESSAGES.codeIncorrect, 'invalid_code');
      }
    }
    await closeAccount(
      { ...closeDeps, log: c.get('log') },
      {
        userId: member.user.id,
        closer: { by: 'self' },
        authorize: (tx) => authorizeSelfClose(tx, member),
      },
    );
    // The sessions went with the account; this clears the browser's cookie too.
    const signedOut = await deps.auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
    forwardCookies(signedOut, c);
    if (!signedOut.ok) c.get('log').warn({ status: signedOut.status }, 'sign-out after closing failed');
    return c.json({ ok: true as const, message: OWN_DATA_MESSAGES.closed }, 200);
  });

  return app;
}
