-- The sample weeks' narratives in American English (decision 099), in a database seeded before
-- data/weekly/ was corrected: only version 1 of a week still of origin "seed" (the words as they were
-- shipped), only the British spellings of "neighborhood"; a version the broker wrote is never touched.
UPDATE "week_versions" SET "notes" = replace("notes"::text, 'eighbourhood', 'eighborhood')::jsonb
WHERE "version" = 1
  AND "week" IN (SELECT "week" FROM "weeks" WHERE "origin" = 'seed')
  AND "notes"::text LIKE '%eighbourhood%';
--> statement-breakpoint
-- Every instance and render cache reads the weeks again (decision 084).
UPDATE "content_versions" SET "version" = greatest("version" + 1, extract(epoch from now())::integer)
WHERE "key" = 'weeks';
