import type { MiddlewareHandler } from 'hono';
import { isAdmin } from '../../shared/domain/roles';
import type { AppEnv } from '../context';
import { forbidden } from '../lib/errors';

/** After requireMember: only administrators (super admins count as admins). */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isAdmin(c.get('member').profile.role)) throw forbidden('Only administrators can do this');
  await next();
};
