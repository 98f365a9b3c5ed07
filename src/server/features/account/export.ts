import { asc, eq, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import type { OwnDataExport } from '../../../shared/contract/own-data';
import { deriveSubscriptionState } from '../../../shared/domain/subscription';
import { readSubscription } from '../digest/service';
import type { Db } from '../../db/client';
import {
  assessmentInstances,
  assessments,
  assistantConversations,
  assistantMessages,
  collections,
  competencies,
  featureComments,
  featureUpvotes,
  items,
  npsModalDisplays,
  profiles,
  ratingRequests,
  resources,
  resourceViews,
  roadmapFeatures,
  responses,
  savedResources,
  sessions,
  teamMembers,
  teams,
  userFeedback,
  users,
} from '../../db/schema';
import { notFound } from '../../lib/errors';

/**
 * Everything a member's account holds, as one document for "Download my data". Every part is read
 * by the member's own id; what others gave them (teammates' ratings of them, published averages) is
 * never part of it, and of other people it names only the teammates they rated or asked, by name.
 */

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** A teammate as the export names them: by name only, or "A teammate" when they gave none. */
const personName = (name: string | null) => name?.trim() || 'A teammate';

/** The full name of the member whose id is in `id`, in a sub-query. */
const nameOf = (id: SQLWrapper) =>
  sql<
    string | null
  >`(SELECT ${profiles.firstName} || ' ' || ${profiles.lastName} FROM ${profiles} WHERE ${profiles.id} = ${id})`;

export async function buildOwnDataExport(
  db: Db,
  userId: string,
  appName: string,
  now = new Date(),
): Promise<OwnDataExport> {
  const [row] = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound('Member not found');
  const { user, profile } = row;

  const [team, ownSessions, library, assessmentsPart, survey, roadmap, assistant, digest] = await Promise.all([
    db
      .select({ name: teams.name, joinedAt: teamMembers.joinedAt })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .where(eq(teamMembers.userId, userId))
      .then((r) => r[0] ?? null),
    db
      .select({
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt)),
    libraryOf(db, userId),
    assessmentsOf(db, userId),
    surveyOf(db, userId),
    roadmapOf(db, userId),
    assistantOf(db, userId),
    readSubscription(db, userId),
  ]);

  return {
    format: 'praxis-member-data',
    version: 1,
    app: appName,
    exportedAt: iso(now),
    account: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      role: profile.role,
      createdAt: iso(user.createdAt),
      lastSignInAt: isoOrNull(profile.lastSignInAt),
    },
    profile: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      title: profile.title,
      company: profile.company,
      industry: profile.industry,
      avatarUrl: profile.avatarUrl,
      onboardingCompleted: profile.onboardingCompleted,
      onboardingStep: profile.onboardingStep,
      updatedAt: iso(profile.updatedAt),
    },
    membership: {
      state: deriveSubscriptionState(profile, now),
      status: profile.subscriptionStatus,
      currentPeriodEnd: isoOrNull(profile.currentPeriodEnd),
      cancelAtPeriodEnd: profile.cancelAtPeriodEnd,
      paysByCard: Boolean(profile.stripeCustomerId),
    },
    team: team ? { name: team.name, joinedAt: iso(team.joinedAt) } : null,
    emailPreferences: {
      roadmapUpdates: profile.roadmapUpdates,
      ratingRequestEmails: profile.ratingRequestEmails,
      digest: digest.frequency,
    },
    sessions: ownSessions.map((s) => ({ ...s, createdAt: iso(s.createdAt), expiresAt: iso(s.expiresAt) })),
    library,
    assessments: assessmentsPart,
    survey,
    roadmap,
    assistant,
  };
}

async function libraryOf(db: Db, userId: string): Promise<OwnDataExport['library']> {
  const [saves, lists, views] = await Promise.all([
    db
      .select({
        itemId: savedResources.resourceId,
        title: resources.title,
        savedAt: savedResources.savedAt,
        collectionId: savedResources.collectionId,
      })
      .from(savedResources)
      .leftJoin(resources, eq(resources.id, savedResources.resourceId))
      .where(eq(savedResources.userId, userId))
      .orderBy(asc(savedResources.savedAt)),
    db
      .select({ id: collections.id, name: collections.name, createdAt: collections.createdAt })
      .from(collections)
      .where(eq(collections.userId, userId))
      .orderBy(asc(collections.createdAt)),
    db
      .select({ itemId: resourceViews.resourceId, title: resources.title, viewedAt: resourceViews.viewedAt })
      .from(resourceViews)
      .leftJoin(resources, eq(resources.id, resourceViews.resourceId))
      .where(eq(resourceViews.userId, userId))
      .orderBy(asc(resourceViews.viewedAt)),
  ]);
  const saved = (collectionId: string | null) =>
    saves
      .filter((s) => s.collectionId === collectionId)
      .map((s) => ({ itemId: s.itemId, title: s.title, savedAt: iso(s.savedAt) }));
  return {
    saved: saved(null),
    collections: lists.map((l) => ({ name: l.name, createdAt: iso(l.createdAt), items: saved(l.id) })),
    views: views.map((v) => ({ ...v, viewedAt: iso(v.viewedAt) })),
  };
}

async function assessmentsOf(db: Db, userId: string): Promise<OwnDataExport['assessments']> {
  const ai = assessmentInstances;
  // Only instances the member answered: their own self-assessments and the ratings they gave.
  // Ratings others gave them are theirs (the raters'), never exported here.
  const instances = await db
    .select({
      id: ai.id,
      raterType: ai.raterType,
      assessment: assessments.name,
      bankVersion: ai.bankVersion,
      createdAt: ai.createdAt,
      submittedAt: ai.submittedAt,
      industry: ai.industry,
      scores: ai.scores,
      ratedMember: nameOf(ai.targetUserId),
    })
    .from(ai)
    .innerJoin(assessments, eq(assessments.id, ai.assessmentId))
    .where(eq(ai.raterUserId, userId))
    .orderBy(asc(ai.createdAt));
  const ids = instances.map((i) => i.id);
  const answers = ids.length
    ? await db
        .select({
          instanceId: responses.instanceId,
          competency: competencies.name,
          prompt: items.prompt,
          peerPrompt: items.peerPrompt,
          value: responses.value,
        })
        .from(responses)
        .innerJoin(items, eq(items.id, responses.itemId))
        .innerJoin(competencies, eq(competencies.id, items.competencyId))
        .where(inArray(responses.instanceId, ids))
        .orderBy(asc(competencies.position), asc(items.position))
    : [];
  const answersOf = (instanceId: string, peer: boolean) =>
    answers
      .filter((a) => a.instanceId === instanceId)
      .map((a) => ({
        competency: a.competency,
        item: peer && a.peerPrompt ? a.peerPrompt : a.prompt,
        value: a.value,
      }));

  const [sent, received] = await Promise.all([
    db
      .select({
        to: nameOf(ratingRequests.raterId),
        requestedAt: ratingRequests.requestedAt,
        remindedAt: ratingRequests.remindedAt,
      })
      .from(ratingRequests)
      .where(eq(ratingRequests.requesterId, userId))
      .orderBy(asc(ratingRequests.requestedAt)),
    db
      .select({ from: nameOf(ratingRequests.requesterId), requestedAt: ratingRequests.requestedAt })
      .from(ratingRequests)
      .where(eq(ratingRequests.raterId, userId))
      .orderBy(asc(ratingRequests.requestedAt)),
  ]);

  return {
    own: instances
      .filter((i) => i.raterType === 'self')
      .map((i) => ({
        assessment: i.assessment,
        bankVersion: i.bankVersion,
        startedAt: iso(i.createdAt),
        submittedAt: isoOrNull(i.submittedAt),
        industry: i.industry,
        scores: i.scores,
        answers: answersOf(i.id, false),
      })),
    ratingsGiven: instances
      .filter((i) => i.raterType === 'peer')
      .map((i) => ({
        ratedMember: personName(i.ratedMember),
        assessment: i.assessment,
        startedAt: iso(i.createdAt),
        submittedAt: isoOrNull(i.submittedAt),
        answers: answersOf(i.id, true),
      })),
    ratingRequests: {
      sent: sent.map((r) => ({
        to: personName(r.to),
        requestedAt: iso(r.requestedAt),
        remindedAt: isoOrNull(r.remindedAt),
      })),
      received: received.map((r) => ({ from: personName(r.from), requestedAt: iso(r.requestedAt) })),
    },
  };
}

async function surveyOf(db: Db, userId: string): Promise<OwnDataExport['survey']> {
  const [answers, shown] = await Promise.all([
    db
      .select({
        source: userFeedback.source,
        score: userFeedback.score,
        comment: userFeedback.comment,
        createdAt: userFeedback.createdAt,
      })
      .from(userFeedback)
      .where(eq(userFeedback.userId, userId))
      .orderBy(asc(userFeedback.createdAt)),
    db
      .select({ displayedAt: npsModalDisplays.displayedAt, pageUrl: npsModalDisplays.pageUrl })
      .from(npsModalDisplays)
      .where(eq(npsModalDisplays.userId, userId))
      .orderBy(asc(npsModalDisplays.displayedAt)),
  ]);
  return {
    answers: answers.map((a) => ({ ...a, createdAt: iso(a.createdAt) })),
    shown: shown.map((s) => ({ ...s, displayedAt: iso(s.displayedAt) })),
  };
}

async function roadmapOf(db: Db, userId: string): Promise<OwnDataExport['roadmap']> {
  const [suggestions, votes, feedback] = await Promise.all([
    db
      .select({
        title: roadmapFeatures.title,
        description: roadmapFeatures.description,
        status: roadmapFeatures.status,
        createdAt: roadmapFeatures.createdAt,
      })
      .from(roadmapFeatures)
      .where(eq(roadmapFeatures.createdByUserId, userId))
      .orderBy(asc(roadmapFeatures.createdAt)),
    db
      .select({ feature: roadmapFeatures.title, votedAt: featureUpvotes.createdAt })
      .from(featureUpvotes)
      .innerJoin(roadmapFeatures, eq(roadmapFeatures.id, featureUpvotes.featureId))
      .where(eq(featureUpvotes.userId, userId))
      .orderBy(asc(featureUpvotes.createdAt)),
    db
      .select({
        feature: roadmapFeatures.title,
        comment: featureComments.comment,
        createdAt: featureComments.createdAt,
      })
      .from(featureComments)
      .innerJoin(roadmapFeatures, eq(roadmapFeatures.id, featureComments.featureId))
      .where(eq(featureComments.userId, userId))
      .orderBy(asc(featureComments.createdAt)),
  ]);
  return {
    suggestions: suggestions.map((s) => ({ ...s, createdAt: iso(s.createdAt) })),
    votes: votes.map((v) => ({ ...v, votedAt: iso(v.votedAt) })),
    feedback: feedback.map((f) => ({ ...f, createdAt: iso(f.createdAt) })),
  };
}

async function assistantOf(db: Db, userId: string): Promise<OwnDataExport['assistant']> {
  const conversations = await db
    .select()
    .from(assistantConversations)
    .where(eq(assistantConversations.userId, userId))
    .orderBy(asc(assistantConversations.createdAt));
  const ids = conversations.map((c) => c.id);
  const messages = ids.length
    ? await db
        .select()
        .from(assistantMessages)
        .where(inArray(assistantMessages.conversationId, ids))
        .orderBy(asc(assistantMessages.createdAt), asc(assistantMessages.id))
    : [];
  return {
    conversations: conversations.map((c) => ({
      title: c.title,
      createdAt: iso(c.createdAt),
      updatedAt: iso(c.updatedAt),
      messages: messages
        .filter((m) => m.conversationId === c.id)
        .map((m) => ({
          role: m.role,
          content: m.content,
          citations: m.citations,
          createdAt: iso(m.createdAt),
        })),
    })),
  };
}
