-- A rater has at most one open (unsubmitted) assessment of a given member: opening the assessment
-- in two tabs at once reuses one instance instead of starting two (the insert does nothing on
-- conflict and reads the open one). Submitted instances are history and are not limited.
CREATE UNIQUE INDEX IF NOT EXISTS "assessment_instances_one_open_uq"
  ON "assessment_instances" USING btree ("rater_user_id", "target_user_id", "assessment_id", "rater_type")
  WHERE "assessment_instances"."submitted_at" IS NULL;
