/**
 * Shared vocabularies: every topic, industry and company size used by the library comes from here.
 * The industries are also what a member picks as their own on My Account (the industry percentile
 * compares members within one of them), so the server and the client read the same list.
 */
export const TOPICS = [
  'Leadership Development',
  'Onboarding',
  'Learning Culture',
  'AI in L&D',
  'Measurement & ROI',
  'Skills & Capabilities',
  'Coaching',
  'Digital Learning',
  'Performance',
  'Change Management',
  'DEI',
  'Sales Enablement',
] as const;
export type Topic = (typeof TOPICS)[number];

export const INDUSTRIES = [
  'Financial Services',
  'Healthcare',
  'Technology',
  'Retail',
  'Manufacturing',
  'Professional Services',
  'Public Sector',
  'Energy & Utilities',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const isIndustry = (value: unknown): value is Industry =>
  (INDUSTRIES as readonly unknown[]).includes(value);

export const HEADCOUNTS = ['1-50', '51-200', '201-1000', '1001-5000', '5000+'] as const;
export type Headcount = (typeof HEADCOUNTS)[number];
