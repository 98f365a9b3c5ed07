-- An instance's scores are computed by the submit in TypeScript (features/assessment/
-- instance-scores.ts), and a recount fills the missing ones the same way: the row trigger that
-- wrote them, its SQL twin of the rule and the SQL recount go. The population counting
-- (praxis_assessment_counted) and the trigger on deleted instances stay (db/functions/).
DROP TRIGGER IF EXISTS assessment_instances_submitted ON assessment_instances;--> statement-breakpoint
DROP FUNCTION IF EXISTS praxis_assessment_instance_submitted();--> statement-breakpoint
DROP FUNCTION IF EXISTS praxis_assessment_recount(uuid);--> statement-breakpoint
DROP FUNCTION IF EXISTS praxis_assessment_scores(uuid);
