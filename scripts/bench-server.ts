import { and, eq, like } from 'drizzle-orm';
import type { startServer } from '../src/server/boot';
import type { Db } from '../src/server/db/client';
import { profiles } from '../src/server/db/schema';

/**
 * What the benchmarks' server processes share: the bench member they sign in as, and stopping
 * when the benchmark (their parent) goes away.
 */

/** A bench member whose access never lapses (scripts/bench-data.ts gives 5% lifetime access). */
export async function benchMemberEmail(db: Db): Promise<string | null> {
  const [member] = await db
    .select({ email: profiles.email })
    .from(profiles)
    .where(and(like(profiles.email, 'bench.member.%'), eq(profiles.subscriptionStatus, 'lifetime')))
    .orderBy(profiles.email)
    .limit(1);
  return member?.email ?? null;
}

/** Closes the server and exits when the parent disconnects or sends SIGTERM. */
export function stopWithParent(server: Awaited<ReturnType<typeof startServer>>): void {
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.on('disconnect', () => void stop());
  process.on('SIGTERM', () => void stop());
}
