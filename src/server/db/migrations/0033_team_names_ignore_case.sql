-- Teams whose names differ only in capitals or surrounding spaces become one: the oldest keeps its
-- name, the others' members and assessments move to it, and the others go (their published
-- averages with them; the team's are published again on its next submit).
UPDATE "team_members" m SET "team_id" = k.keeper
FROM (
  SELECT id, first_value(id) OVER (PARTITION BY lower(btrim("name")) ORDER BY "created_at", id) AS keeper
  FROM "teams"
) k
WHERE m."team_id" = k.id AND k.keeper <> k.id;
--> statement-breakpoint
UPDATE "assessment_instances" a SET "team_id" = k.keeper
FROM (
  SELECT id, first_value(id) OVER (PARTITION BY lower(btrim("name")) ORDER BY "created_at", id) AS keeper
  FROM "teams"
) k
WHERE a."team_id" = k.id AND k.keeper <> k.id;
--> statement-breakpoint
DELETE FROM "teams" t
USING (
  SELECT id, first_value(id) OVER (PARTITION BY lower(btrim("name")) ORDER BY "created_at", id) AS keeper
  FROM "teams"
) k
WHERE t.id = k.id AND k.keeper <> k.id;
--> statement-breakpoint
CREATE UNIQUE INDEX "teams_name_key" ON "teams" USING btree (lower(btrim("name")));
