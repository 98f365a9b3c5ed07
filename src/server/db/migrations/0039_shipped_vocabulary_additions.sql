-- Vocabulary groups shipped after the first release reach installs that already hold a vocabulary
-- (an install without any gets the whole shipped list when it starts). Added once, by label: a group
-- an administrator already has under that name is left as it is, and one deleted later stays deleted.
-- The terms are those of the release that added them; later edits happen in the console.
INSERT INTO "vocabulary_groups" ("label", "terms")
SELECT 'Reaction surveys', ARRAY['happy sheets', 'happy sheet', 'smile sheets', 'smile sheet', 'reaction survey', 'reaction surveys', 'post-course survey', 'post-course surveys', 'course feedback forms', 'level 1', 'kirkpatrick']::text[]
WHERE EXISTS (SELECT 1 FROM "vocabulary_groups")
  AND NOT EXISTS (SELECT 1 FROM "vocabulary_groups" WHERE lower("label") = lower('Reaction surveys'));
--> statement-breakpoint
INSERT INTO "vocabulary_groups" ("label", "terms")
SELECT 'Measuring impact', ARRAY['measuring impact', 'measure impact', 'impact measurement', 'learning impact', 'measuring learning', 'evaluation', 'measurement']::text[]
WHERE EXISTS (SELECT 1 FROM "vocabulary_groups")
  AND NOT EXISTS (SELECT 1 FROM "vocabulary_groups" WHERE lower("label") = lower('Measuring impact'));
--> statement-breakpoint
INSERT INTO "vocabulary_groups" ("label", "terms")
SELECT 'Succession and talent pipeline', ARRAY['succession', 'succession planning', 'leadership pipeline', 'talent pipeline', 'high-potential', 'high potential', 'hipo', 'hipos', 'future leaders', 'talent review', 'talent reviews', 'talent management']::text[]
WHERE EXISTS (SELECT 1 FROM "vocabulary_groups")
  AND NOT EXISTS (SELECT 1 FROM "vocabulary_groups" WHERE lower("label") = lower('Succession and talent pipeline'));
--> statement-breakpoint
INSERT INTO "vocabulary_groups" ("label", "terms")
SELECT 'Learning strategy', ARRAY['learning strategy', 'l&d strategy', 'learning and development strategy', 'training strategy', 'business alignment', 'business goals', 'business priorities', 'strategic alignment', 'strategic partner', 'cost centre', 'cost center', 'strategy', 'strategies']::text[]
WHERE EXISTS (SELECT 1 FROM "vocabulary_groups")
  AND NOT EXISTS (SELECT 1 FROM "vocabulary_groups" WHERE lower("label") = lower('Learning strategy'));
--> statement-breakpoint
INSERT INTO "vocabulary_groups" ("label", "terms")
SELECT 'Choosing learning technology', ARRAY['rfp', 'request for proposal', 'vendor selection', 'supplier selection', 'selection criteria', 'tender', 'buying']::text[]
WHERE EXISTS (SELECT 1 FROM "vocabulary_groups")
  AND NOT EXISTS (SELECT 1 FROM "vocabulary_groups" WHERE lower("label") = lower('Choosing learning technology'));
--> statement-breakpoint
INSERT INTO "vocabulary_groups" ("label", "terms")
SELECT 'Unconscious bias', ARRAY['unconscious bias', 'implicit bias', 'bias', 'bias training', 'awareness training', 'diversity training']::text[]
WHERE EXISTS (SELECT 1 FROM "vocabulary_groups")
  AND NOT EXISTS (SELECT 1 FROM "vocabulary_groups" WHERE lower("label") = lower('Unconscious bias'));
--> statement-breakpoint
INSERT INTO "vocabulary_groups" ("label", "terms")
SELECT 'Multi-rater feedback', ARRAY['360', '360 feedback', '360-degree feedback', '360 degree feedback', 'multi-rater', '360 review', 'upward feedback']::text[]
WHERE EXISTS (SELECT 1 FROM "vocabulary_groups")
  AND NOT EXISTS (SELECT 1 FROM "vocabulary_groups" WHERE lower("label") = lower('Multi-rater feedback'));
