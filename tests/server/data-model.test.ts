import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import {
  assessmentInstances,
  assessments,
  collections,
  competencies,
  featureUpvotes,
  items,
  profiles,
  resources,
  responses,
  roadmapFeatures,
  savedResources,
  teamMembers,
  teams,
  userFeedback,
  users,
} from '../../src/server/db/schema';
import { RESOURCE_TYPES } from '../../src/shared/domain/content';
import { createMember } from '../factories/members';
import { createTestDatabase } from '../setup/test-db';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** drizzle wraps driver errors; the constraint name lives on the cause. */
async function violation(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    const e = err as { cause?: { constraint?: string; message?: string }; message: string };
    return e.cause?.constraint ?? e.cause?.message ?? e.message;
  }
  throw new Error('expected a constraint violation');
}

describe('data model constraints', () => {
  it('allows one upvote per member per feature', async () => {
    const db = database.db;
    const m = await createMember(db);
    const [f] = await db
      .insert(roadmapFeatures)
      .values({ title: 'Dark mode', description: 'Please' })
      .returning();
    await db.insert(featureUpvotes).values({ featureId: f!.id, userId: m.id });
    expect(await violation(db.insert(featureUpvotes).values({ featureId: f!.id, userId: m.id }))).toMatch(
      /feature_upvotes_feature_id_user_id_pk|duplicate/,
    );
  });

  it('stores only the known content types', async () => {
    const db = database.db;
    for (const type of RESOURCE_TYPES) {
      await db.insert(resources).values({ id: `res_type_${type}`, type, title: type });
    }
    const unknown = { id: 'res_type_unknown', title: 'Stray', type: 'webinar' as 'resource' };
    expect(await violation(db.insert(resources).values(unknown))).toMatch(/resources_type_known/);
    // A known type in another case or with spaces is not a known type either.
    const spaced = { id: 'res_type_spaced', title: 'Stray', type: ' Resource' as 'resource' };
    expect(await violation(db.insert(resources).values(spaced))).toMatch(/resources_type_known/);
    expect(
      await violation(
        db
          .update(resources)
          .set({ type: 'other' as 'resource' })
          .where(eq(resources.id, 'res_type_event')),
      ),
    ).toMatch(/resources_type_known/);
  });

  it('checks feature title and status', async () => {
    const db = database.db;
    expect(await violation(db.insert(roadmapFeatures).values({ title: '  ', description: 'x' }))).toMatch(
      /roadmap_features_title_length|check/,
    );
    expect(
      await violation(db.insert(roadmapFeatures).values({ title: 'x'.repeat(101), description: 'x' })),
    ).toMatch(/roadmap_features_title_length|check/);
    expect(
      await violation(
        db.insert(roadmapFeatures).values({ title: 'ok', description: 'x', status: 'shipped' as 'idea' }),
      ),
    ).toMatch(/roadmap_features_status_valid|check/);
  });

  it('keeps survey scores within 0-10', async () => {
    const m = await createMember(database.db);
    await database.db.insert(userFeedback).values({ userId: m.id, score: 10 });
    expect(await violation(database.db.insert(userFeedback).values({ userId: m.id, score: 11 }))).toMatch(
      /user_feedback_score_range|check/,
    );
  });

  it('refuses blank collection names and cascades saved items when a collection goes', async () => {
    const db = database.db;
    const m = await createMember(db);
    expect(await violation(db.insert(collections).values({ userId: m.id, name: '   ' }))).toMatch(
      /collections_name_nonempty|check/,
    );
    await db.insert(resources).values({ id: 'res_dm_1', title: 'Item' });
    const [c] = await db.insert(collections).values({ userId: m.id, name: 'Reading' }).returning();
    await db.insert(savedResources).values([
      { userId: m.id, resourceId: 'res_dm_1' },
      { userId: m.id, resourceId: 'res_dm_1', collectionId: c!.id },
    ]);
    // The plain save is unique per member and item, even with a null collection.
    expect(
      await violation(db.insert(savedResources).values({ userId: m.id, resourceId: 'res_dm_1' })),
    ).toMatch(/saved_resources_user_item_collection_uq|duplicate/);
    const { eq } = await import('drizzle-orm');
    await db.delete(collections).where(eq(collections.id, c!.id));
    const left = await db.select().from(savedResources).where(eq(savedResources.userId, m.id));
    expect(left).toHaveLength(1);
    expect(left[0]!.collectionId).toBeNull();
  });

  it('keeps one response per instance and item, valued 1-5', async () => {
    const db = database.db;
    const m = await createMember(db);
    // The bank every install has is the active assessment.
    const [a] = await db.select().from(assessments).where(eq(assessments.isActive, true));
    await db.insert(competencies).values({
      id: 'dm-knowing',
      name: 'DM Knowing the Business',
      category: 'STRATEGIZING',
      description: 'd',
      levels: ['1', '2', '3', '4', '5'],
      position: 1,
    });
    const [item] = await db
      .insert(items)
      .values({ assessmentId: a!.id, competencyId: 'dm-knowing', prompt: 'I know', level: 1 })
      .returning();
    const [inst] = await db
      .insert(assessmentInstances)
      .values({ assessmentId: a!.id, targetUserId: m.id, raterUserId: m.id, raterType: 'self' })
      .returning();
    await db.insert(responses).values({ instanceId: inst!.id, itemId: item!.id, value: 5 });
    expect(
      await violation(db.insert(responses).values({ instanceId: inst!.id, itemId: item!.id, value: 4 })),
    ).toMatch(/responses_instance_id_item_id_pk|duplicate/);
    expect(
      await violation(
        db.insert(responses).values({ instanceId: inst!.id, itemId: crypto.randomUUID(), value: 6 }),
      ),
    ).toMatch(/responses_value_range|check|foreign/);
    // Only one assessment may be active.
    expect(await violation(db.insert(assessments).values({ name: 'Other', isActive: true }))).toMatch(
      /assessments_one_active_uq|duplicate/,
    );
    // A competency needs exactly five level descriptions.
    expect(
      await violation(
        db.insert(competencies).values({
          id: 'dm-bad',
          name: 'Bad',
          category: 'LEADING',
          description: 'd',
          levels: ['1'],
          position: 2,
        }),
      ),
    ).toMatch(/competencies_levels_five|check/);
  });

  it('puts a member in at most one team and removes memberships with the user', async () => {
    const db = database.db;
    const m = await createMember(db, { teamName: 'Team One' });
    const [t2] = await db.insert(teams).values({ name: 'Team Two' }).returning();
    expect(await violation(db.insert(teamMembers).values({ teamId: t2!.id, userId: m.id }))).toMatch(
      /team_members_user_id_unique|duplicate/,
    );
    const { eq } = await import('drizzle-orm');
    await db.delete(users).where(eq(users.id, m.id));
    expect(await db.select().from(teamMembers).where(eq(teamMembers.userId, m.id))).toHaveLength(0);
    expect(await db.select().from(profiles).where(eq(profiles.id, m.id))).toHaveLength(0);
  });

  it('treats profile emails case-insensitively unique', async () => {
    const db = database.db;
    await createMember(db, { email: 'Case@Example.test' });
    expect(await violation(createMember(db, { email: 'case@example.test' }))).toMatch(
      /profiles_email_lower_uq|users_email_unique|duplicate/,
    );
  });
});
