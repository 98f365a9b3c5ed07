import type { MiddlewareHandler } from 'hono';
import { isAdmin, isSuperAdmin } from '../../shared/domain/roles';
import type { AppEnv } from '../context';
import { forbidden } from '../lib/errors';

/** After requireMember: only administrators (super admins count as admins). */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isAdmin(c.get('member').profile.role)) throw forbidden('Only administrators can do this');
  await next();
};

/** After requireMember: only super administrators. */
export const requireSuperAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isSuperAdmin(c.get('member').profile.role)) throw forbidden('Only super administrators can do this');
  await next();
};
