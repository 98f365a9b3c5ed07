import crypto from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import {
  digestSubscriptions,
  featureUpvotes,
  profiles,
  resources,
  roadmapFeatures,
  roadmapStatusChanges,
  savedResources,
  users,
} from '../../src/server/db/schema';

/*
 * Members who receive a weekly digest that is due now, for the digest's load proofs and its bench:
 * `members` with a membership giving access, each with something new (new events for everyone;
 * for some, a new item in a topic they save and a feature they voted for that moved), and
 * `withoutAccess` members whose membership ended (due, but never mailed). Rows go in in chunks.
 */

const DAY = 86_400_000;
const CHUNK = 1000;

export interface DigestPopulation {
  due: string[];
  dueEmails: string[];
  withoutAccess: string[];
}

async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

export async function seedDigestPopulation(
  db: Db,
  opts: { members: number; withoutAccess?: number; now?: Date },
): Promise<DigestPopulation> {
  const now = opts.now ?? new Date();
  const since = new Date(now.getTime() - 14 * DAY);
  const fresh = new Date(now.getTime() - DAY);
  const people = Array.from({ length: opts.members + (opts.withoutAccess ?? 0) }, (_, i) => {
    const id = crypto.randomUUID();
    return { id, email: `digest-${i}-${id.slice(0, 6)}@example.test`, access: i < opts.members };
  });
  await inChunks(people, (chunk) =>
    db.insert(users).values(chunk.map((p) => ({ id: p.id, email: p.email, name: 'Digest Reader', emailVerified: true }))),
  );
  await inChunks(people, (chunk) =>
    db.insert(profiles).values(
      chunk.map((p, i) => ({
        id: p.id,
        email: p.email,
        firstName: 'Reader',
        lastName: String(i),
        subscriptionStatus: p.access ? 'active' : 'canceled',
        onboardingCompleted: true,
      })),
    ),
  );
  await inChunks(people, (chunk) =>
    db.insert(digestSubscriptions).values(chunk.map((p) => ({ userId: p.id, frequency: 'weekly' as const, since }))),
  );

  // The library: old items members saved (topics), new items in those topics, new upcoming events.
  const topics = ['Coaching', 'Onboarding', 'Leadership', 'Feedback', 'Microlearning'];
  const tag = crypto.randomBytes(3).toString('hex');
  const old = topics.map((topic, i) => ({
    id: `dgp_${tag}_old_${i}`,
    title: `${topic}: the basics`,
    topics: [topic],
    createdAt: new Date(now.getTime() - 60 * DAY),
  }));
  const fresher = topics.map((topic, i) => ({
    id: `dgp_${tag}_new_${i}`,
    title: `${topic}: what is new`,
    topics: [topic],
    createdAt: fresh,
  }));
  const events = [1, 2, 3].map((i) => ({
    id: `dgp_${tag}_event_${i}`,
    type: 'event' as const,
    title: `Live session ${i}`,
    date: new Date(now.getTime() + (7 + i) * DAY),
    createdAt: fresh,
  }));
  await db.insert(resources).values([...old, ...fresher, ...events]);
  const readers = people.filter((p) => p.access);
  // Every third member saved an old item (so one topic is the one they save most).
  await inChunks(
    readers.filter((_, i) => i % 3 === 0),
    (chunk) =>
      db.insert(savedResources).values(chunk.map((p, i) => ({ userId: p.id, resourceId: old[i % old.length]!.id }))),
  );
  // Every fifth voted for a feature that moved this week.
  const [feature] = await db
    .insert(roadmapFeatures)
    .values({ title: `Digest proof feature ${tag}`, description: 'A feature that moves', status: 'planned' })
    .returning({ id: roadmapFeatures.id });
  await inChunks(
    readers.filter((_, i) => i % 5 === 0),
    (chunk) => db.insert(featureUpvotes).values(chunk.map((p) => ({ featureId: feature!.id, userId: p.id }))),
  );
  await db
    .insert(roadmapStatusChanges)
    .values({ featureId: feature!.id, fromStatus: 'idea', toStatus: 'planned', changedAt: fresh });
  return {
    due: readers.map((p) => p.id),
    dueEmails: readers.map((p) => p.email),
    withoutAccess: people.filter((p) => !p.access).map((p) => p.id),
  };
}

/** Removes what seedDigestPopulation added for these members (their rows go with them). */
export async function removeDigestPopulation(db: Db, population: DigestPopulation) {
  const ids = [...population.due, ...population.withoutAccess];
  for (let i = 0; i < ids.length; i += CHUNK) {
    await db.delete(users).where(inArray(users.id, ids.slice(i, i + CHUNK)));
  }
}
