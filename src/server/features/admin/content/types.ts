import type { Db } from '../../../db/client';
import type { SessionMember } from '../../../request-env';

/** A transaction of the content console's changes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The administrator making a change (the audit log and the versions name them). */
export type Admin = Pick<SessionMember, 'user'>;
