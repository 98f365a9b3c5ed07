import { describe, expect, it } from 'vitest';
import { FeatureSuggestionInput } from '../../src/shared/contract/roadmap';
import {
  FEATURE_STATUS_COLOURS,
  FEATURE_STATUSES,
  featureCountLabel,
  statusChangeSubject,
} from '../../src/shared/domain/roadmap';
import { countsAsPageView, type SurveyFacts, scoreLabel, surveyGate } from '../../src/shared/domain/survey';

describe('roadmap rules', () => {
  it('orders statuses idea → implemented with their badge colours', () => {
    expect(FEATURE_STATUSES).toEqual(['idea', 'planned', 'on_hold', 'in_progress', 'implemented']);
    expect(FEATURE_STATUSES.map((s) => FEATURE_STATUS_COLOURS[s])).toEqual([
      'gray',
      'blue',
      'yellow',
      'purple',
      'green',
    ]);
  });

  it('counts features and names the mail subject', () => {
    expect(featureCountLabel(1)).toBe('1 feature total');
    expect(featureCountLabel(0)).toBe('0 features total');
    expect(featureCountLabel(12)).toBe('12 features total');
    expect(statusChangeSubject('in_progress', 'Dark mode')).toBe('Now in progress: Dark mode');
  });

  it('validates a suggestion with the spec messages', () => {
    const problem = (v: unknown) => FeatureSuggestionInput.safeParse(v).error?.issues[0]?.message;
    expect(problem({ title: ' ', description: 'x' })).toBe('Please fill in all fields');
    expect(problem({ title: 'x'.repeat(101), description: 'x' })).toBe(
      'Title must be at most 100 characters',
    );
    expect(problem({ title: 'x'.repeat(100), description: 'x'.repeat(1000) })).toBeUndefined();
  });
});

describe('the survey gate', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const ok: SurveyFacts = {
    signedIn: true,
    onboardingCompleted: true,
    welcomeSeen: true,
    pageViews: 10,
    memberSince: new Date('2026-01-01T00:00:00Z'),
    lastShownOrAnsweredAt: null,
    now,
  };
  const days = (n: number) => new Date(now.getTime() - n * 24 * 3600 * 1000);

  it('holds only when every condition holds', () => {
    expect(surveyGate(ok)).toBeNull();
    expect(surveyGate({ ...ok, signedIn: false })).toBe('signed_out');
    expect(surveyGate({ ...ok, onboardingCompleted: false })).toBe('onboarding');
    expect(surveyGate({ ...ok, welcomeSeen: false })).toBe('welcome');
    expect(surveyGate({ ...ok, pageViews: 9 })).toBe('page_views');
    expect(surveyGate({ ...ok, lastShownOrAnsweredAt: days(29) })).toBe('too_soon');
    expect(surveyGate({ ...ok, lastShownOrAnsweredAt: days(30) })).toBeNull();
  });

  it('waits until the member has been a member for 14 days', () => {
    expect(surveyGate({ ...ok, memberSince: days(13) })).toBe('new_member');
    expect(surveyGate({ ...ok, memberSince: new Date(days(14).getTime() + 1000) })).toBe('new_member');
    expect(surveyGate({ ...ok, memberSince: days(14) })).toBeNull();
  });

  it('labels scores and skips sign-in pages and billing', () => {
    expect([0, 6, 7, 8, 9, 10].map(scoreLabel)).toEqual([
      'Not good',
      'Not good',
      'Neutral',
      'Neutral',
      'Very good',
      'Very good',
    ]);
    expect(countsAsPageView('/billing')).toBe(false);
    expect(countsAsPageView('/auth/callback')).toBe(false);
    expect(countsAsPageView('/resources?page=2')).toBe(true);
    expect(countsAsPageView('/')).toBe(true);
  });
});
