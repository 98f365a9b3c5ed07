import { and, eq, isNull } from 'drizzle-orm';
import type { ProfileRow } from '../../auth/profile';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';

/** The profile as the API shows it to its owner. */
export function toProfileDto(p: ProfileRow) {
  return {
    id: p.id,
    email: p.email,
    firstName: p.firstName,
    lastName: p.lastName,
    title: p.title,
    company: p.company,
    industry: p.industry,
    avatarUrl: p.avatarUrl,
    role: p.role,
    onboardingCompleted: p.onboardingCompleted,
    onboardingStep: p.onboardingStep,
    welcomed: p.welcomedAt !== null,
    membershipRequestedAt: p.membershipRequestedAt?.toISOString() ?? null,
    membershipRefused: p.membershipRefusedAt !== null,
  };
}

/** The member has been welcomed once; every later visit welcomes them back. */
export async function markWelcomed(db: Db, userId: string): Promise<void> {
  await db
    .update(profiles)
    .set({ welcomedAt: new Date() })
    .where(and(eq(profiles.id, userId), isNull(profiles.welcomedAt)));
}

