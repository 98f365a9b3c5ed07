CREATE TABLE "assessment_bank_versions" (
	"assessment_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"bank" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" uuid,
	CONSTRAINT "assessment_bank_versions_assessment_id_version_pk" PRIMARY KEY("assessment_id","version")
);
--> statement-breakpoint
CREATE TABLE "peer_averages" (
	"assessment_id" uuid NOT NULL,
	"target_user_id" uuid NOT NULL,
	"instance_ids" uuid[] NOT NULL,
	"rater_ids" uuid[] NOT NULL,
	"averages" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "peer_averages_assessment_id_target_user_id_pk" PRIMARY KEY("assessment_id","target_user_id")
);
--> statement-breakpoint
CREATE TABLE "rating_requests" (
	"requester_id" uuid NOT NULL,
	"rater_id" uuid NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "rating_requests_requester_id_rater_id_pk" PRIMARY KEY("requester_id","rater_id"),
	CONSTRAINT "rating_requests_not_self" CHECK ("rating_requests"."requester_id" <> "rating_requests"."rater_id")
);
--> statement-breakpoint
CREATE TABLE "team_averages" (
	"assessment_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"instance_ids" uuid[] NOT NULL,
	"member_ids" uuid[] NOT NULL,
	"averages" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_averages_assessment_id_team_id_pk" PRIMARY KEY("assessment_id","team_id")
);
--> statement-breakpoint
ALTER TABLE "assessment_mean_counts" DROP CONSTRAINT "assessment_mean_counts_assessment_id_competency_id_mean_pk";--> statement-breakpoint
ALTER TABLE "assessment_mean_counts" ADD COLUMN "industry" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_mean_counts" ADD CONSTRAINT "assessment_mean_counts_assessment_id_industry_competency_id_mean_pk" PRIMARY KEY("assessment_id","industry","competency_id","mean");--> statement-breakpoint
ALTER TABLE "assessment_instances" ADD COLUMN "bank_version" integer;--> statement-breakpoint
ALTER TABLE "assessment_instances" ADD COLUMN "industry" text;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "draft_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "peer_prompt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "rating_request_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "industry" text;--> statement-breakpoint
ALTER TABLE "assessment_bank_versions" ADD CONSTRAINT "assessment_bank_versions_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_bank_versions" ADD CONSTRAINT "assessment_bank_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_averages" ADD CONSTRAINT "peer_averages_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_averages" ADD CONSTRAINT "peer_averages_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_requests" ADD CONSTRAINT "rating_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_requests" ADD CONSTRAINT "rating_requests_rater_id_users_id_fk" FOREIGN KEY ("rater_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_averages" ADD CONSTRAINT "team_averages_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_averages" ADD CONSTRAINT "team_averages_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rating_requests_rater_idx" ON "rating_requests" USING btree ("rater_id");--> statement-breakpoint
-- Stored scores as rows of assessment_mean_counts, each counted `times` times: under '' (every
-- member) and, when the member named one, under their industry.
CREATE OR REPLACE FUNCTION praxis_assessment_counted(scores jsonb, member_industry text, times integer)
  RETURNS TABLE (industry text, competency_id text, mean numeric, delta integer)
  LANGUAGE sql IMMUTABLE AS $$
  SELECT '', m.competency_id, m.mean, m.delta FROM praxis_assessment_means(scores, times) m
  UNION ALL
  SELECT member_industry, m.competency_id, m.mean, m.delta FROM praxis_assessment_means(scores, times) m
  WHERE coalesce(member_industry, '') <> ''
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION praxis_assessment_instances_deleted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO assessment_mean_counts (assessment_id, industry, competency_id, mean, members)
  SELECT m.assessment_id, x.industry, x.competency_id, x.mean, sum(x.delta)
  FROM (
    SELECT DISTINCT g.assessment_id, g.target_user_id FROM gone g
    WHERE g.rater_type = 'self' AND g.submitted_at IS NOT NULL
  ) m
  JOIN assessments a ON a.id = m.assessment_id
  CROSS JOIN LATERAL (
    SELECT b.id, b.scores, b.industry FROM (
      SELECT ai.id, ai.submitted_at, ai.scores, ai.industry FROM assessment_instances ai
      WHERE ai.assessment_id = m.assessment_id AND ai.target_user_id = m.target_user_id
        AND ai.rater_type = 'self' AND ai.submitted_at IS NOT NULL
      UNION ALL
      SELECT g.id, g.submitted_at, g.scores, g.industry FROM gone g
      WHERE g.assessment_id = m.assessment_id AND g.target_user_id = m.target_user_id
        AND g.rater_type = 'self' AND g.submitted_at IS NOT NULL
    ) b ORDER BY b.submitted_at DESC, b.id DESC LIMIT 1
  ) prior
  LEFT JOIN LATERAL (
    SELECT ai.id, ai.scores, ai.industry FROM assessment_instances ai
    WHERE ai.assessment_id = m.assessment_id AND ai.target_user_id = m.target_user_id
      AND ai.rater_type = 'self' AND ai.submitted_at IS NOT NULL
    ORDER BY ai.submitted_at DESC, ai.id DESC LIMIT 1
  ) latest ON true
  CROSS JOIN LATERAL (
    SELECT * FROM praxis_assessment_counted(prior.scores, prior.industry, -1)
    UNION ALL
    SELECT * FROM praxis_assessment_counted(latest.scores, latest.industry, 1)
  ) x
  WHERE latest.id IS DISTINCT FROM prior.id
  GROUP BY 1, 2, 3, 4
  HAVING sum(x.delta) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (assessment_id, industry, competency_id, mean)
    DO UPDATE SET members = assessment_mean_counts.members + excluded.members;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION praxis_assessment_recount(assessment uuid) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE assessment_mean_counts IN EXCLUSIVE MODE;
  UPDATE assessment_instances SET scores = praxis_assessment_scores(id)
  WHERE assessment_id = assessment AND submitted_at IS NOT NULL AND scores IS NULL;
  DELETE FROM assessment_mean_counts WHERE assessment_id = assessment;
  INSERT INTO assessment_mean_counts (assessment_id, industry, competency_id, mean, members)
  SELECT assessment, x.industry, x.competency_id, x.mean, count(*)
  FROM (
    SELECT DISTINCT ON (ai.target_user_id) ai.scores, ai.industry
    FROM assessment_instances ai
    WHERE ai.assessment_id = assessment AND ai.rater_type = 'self' AND ai.submitted_at IS NOT NULL
    ORDER BY ai.target_user_id, ai.submitted_at DESC, ai.id DESC
  ) l
  CROSS JOIN LATERAL praxis_assessment_counted(l.scores, l.industry, 1) x
  GROUP BY 1, 2, 3, 4;
END
$$;
--> statement-breakpoint
UPDATE assessment_instances SET bank_version = 1 WHERE submitted_at IS NOT NULL;
