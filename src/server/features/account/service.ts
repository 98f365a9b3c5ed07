import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { OnboardingInput, ProfileInput } from '../../../shared/domain/account';
import type { Db } from '../../db/client';
import { profiles, userFeedback } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import type { FileStorage } from '../../storage';
import { avatarFileFromUrl, avatarStorageKey, avatarUrl, newAvatarFile, processAvatar } from './avatar';

async function updateOwnProfile(db: Db, userId: string, set: Partial<typeof profiles.$inferInsert>) {
  const [row] = await db
    .update(profiles)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(profiles.id, userId))
    .returning();
  // requireMember created the profile; a row gone since means the account was deleted meanwhile.
  if (!row) throw new Error(`No profile for ${userId}`);
  return row;
}

export function updateProfile(db: Db, userId: string, input: z.output<typeof ProfileInput>) {
  return updateOwnProfile(db, userId, input);
}

/**
 * One step of the onboarding tour: the step reached, completion, and the profile step's fields
 * (all four replaced; empty ones saved as null, or as '' for the names, which are never null).
 */
export function updateOnboarding(db: Db, userId: string, input: z.output<typeof OnboardingInput>) {
  const set: Partial<typeof profiles.$inferInsert> = {};
  if (input.step !== undefined) set.onboardingStep = input.step;
  if (input.completed !== undefined) set.onboardingCompleted = input.completed;
  if (input.profile) {
    set.firstName = input.profile.firstName ?? '';
    set.lastName = input.profile.lastName ?? '';
    set.title = input.profile.title;
    set.company = input.profile.company;
  }
  return updateOwnProfile(db, userId, set);
}

/** 'Replay Onboarding Tour': not completed, back to the first step. */
export function resetOnboarding(db: Db, userId: string) {
  return updateOwnProfile(db, userId, { onboardingCompleted: false, onboardingStep: 0 });
}

/** Feedback from the account page's dialog: a comment without a score, with a manual_ identifier. */
export async function addManualFeedback(db: Db, userId: string, comment: string) {
  const [row] = await db
    .insert(userFeedback)
    .values({ userId, source: 'manual', comment, sessionId: `manual_${crypto.randomUUID()}` })
    .returning({ id: userFeedback.id });
  return row!;
}

export interface AvatarDeps {
  db: Db;
  storage: FileStorage;
  log: Logger;
}

/** Points the profile at `url` and answers the avatar URL it had before, atomically. */
async function swapAvatarUrl(db: Db, userId: string, url: string | null) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ avatarUrl: profiles.avatarUrl })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for('update');
    const [row] = await tx
      .update(profiles)
      .set({ avatarUrl: url, updatedAt: new Date() })
      .where(eq(profiles.id, userId))
      .returning();
    if (!row) throw new Error(`No profile for ${userId}`);
    return { profile: row, previous: current?.avatarUrl ?? null };
  });
}

/** A replaced or removed file is deleted; failing to do so must not fail the member's request. */
export async function deleteAvatarFile(deps: AvatarDeps, url: string | null) {
  const file = avatarFileFromUrl(url);
  if (!file) return;
  try {
    await deps.storage.delete(avatarStorageKey(file));
  } catch (err) {
    deps.log.warn({ err, file }, 'could not delete a replaced avatar');
  }
}

export async function setAvatar(deps: AvatarDeps, userId: string, bytes: Uint8Array) {
  const image = await processAvatar(bytes);
  const file = newAvatarFile();
  await deps.storage.put(avatarStorageKey(file), image, 'image/webp');
  let swapped: Awaited<ReturnType<typeof swapAvatarUrl>>;
  try {
    swapped = await swapAvatarUrl(deps.db, userId, avatarUrl(file));
  } catch (err) {
    await deleteAvatarFile(deps, avatarUrl(file));
    throw err;
  }
  await deleteAvatarFile(deps, swapped.previous);
  return swapped.profile;
}

export async function removeAvatar(deps: AvatarDeps, userId: string) {
  const { profile, previous } = await swapAvatarUrl(deps.db, userId, null);
  await deleteAvatarFile(deps, previous);
  return profile;
}
