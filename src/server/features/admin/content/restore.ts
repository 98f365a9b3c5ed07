import { AdminContentInputSchema } from '../../../../shared/contract/admin-content';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../lib/errors';
import { type Admin, updateAdminItem } from './service';
import { getVersion } from './versions';

/**
 * Brings an earlier version back as a new save of the item, from `revision`: the current state
 * stays in the list of versions (it was kept when it was saved), so nothing is lost by restoring.
 */
export async function restoreAdminVersion(
  db: Db,
  admin: Admin,
  id: string,
  versionId: string,
  revision: number,
) {
  const version = await getVersion(db, id, versionId);
  const parsed = AdminContentInputSchema.safeParse(version.item);
  if (!parsed.success) {
    throw badRequest(
      `This version cannot be restored as it is: ${parsed.error.issues[0]?.message ?? 'a rule is broken'}`,
    );
  }
  return updateAdminItem(db, admin, id, revision, parsed.data, 'restore');
}
