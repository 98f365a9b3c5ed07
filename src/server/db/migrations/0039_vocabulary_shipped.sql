CREATE TABLE "vocabulary_shipped" (
	"label" text PRIMARY KEY NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- An install that already holds a vocabulary was given the first release's groups: they count as
-- offered, so only the groups shipped since are added when it starts (and none it deleted comes back).
INSERT INTO "vocabulary_shipped" ("label")
SELECT unnest(ARRAY[
  'Training needs analysis',
  'Return on investment',
  'Evaluation models',
  'Hybrid sessions',
  'Onboarding',
  '70-20-10',
  'Learning experience platform',
  'Learning management system',
  'Microlearning',
  'Forgetting and retention',
  'Subject matter experts',
  'Psychological safety',
  'Facilitation',
  'Feedback',
  'New managers',
  'Leadership development',
  'Coaching and mentoring',
  'Learning transfer',
  'Stakeholders',
  'Compliance training',
  'Learning design',
  'Digital learning',
  'Virtual classroom',
  'Learning analytics',
  'Skills and competency frameworks',
  'Upskilling',
  'Performance support',
  'Gamification',
  'Practice and simulation',
  'AI in learning',
  'Engagement and completion',
  'Inclusion and accessibility',
  'Change',
  'Sales enablement',
  'Well-being',
  'Performance conversations',
  'Peer learning',
  'Learning culture',
  'Healthcare',
  'Remote teams',
  'Learning science'
]::text[])
WHERE EXISTS (SELECT 1 FROM "vocabulary_groups");
