CREATE TABLE "sync_wishes" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"run_id" text,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "catalog_figures" CASCADE;--> statement-breakpoint
ALTER TABLE "test_cases" ALTER COLUMN "seen_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "contents_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "last_run_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "last_status" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "last_status_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "last_started_by" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "last_started_at" timestamp;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "last_result_at" timestamp;--> statement-breakpoint
CREATE INDEX "sync_wishes_until" ON "sync_wishes" USING btree ("until");--> statement-breakpoint
CREATE INDEX "test_cases_to_read" ON "test_cases" USING btree ("id") WHERE "test_cases"."seen_at" is null and "test_cases"."gone_at" is null;--> statement-breakpoint
-- Test cases the stored runs name that no catalogue read gave: kept from their results, to be read by ID.
INSERT INTO "test_cases" ("id", "folder_id", "description", "automation_object", "test_type", "record")
SELECT DISTINCT ON (e."case_id") e."case_id", e."folder_id", e."description", e."automation_object", e."test_type",
  jsonb_build_object('CASEID', e."case_id", 'SCNRID', e."folder_id", 'DESCR', e."description", 'DOCNUM', '',
    'OBJDEFID', e."automation_object", 'CREATED_ON', '', 'CREATED_TIME', '', 'CREATED_BY', '', 'IFTYPE', e."test_type",
    'PARENT_CASEID', '', 'ORIG_SYSTEM', '', 'ORIG_CASEID', '', 'LANDSCAPE_ID', '', 'ORIG_LANDSCAPE_ID', '',
    'LAST_RUN_ID', '', 'LAST_STARTED_BY', '', 'LAST_STARTED_DATE', '', 'LAST_STARTED_TIME', '', 'LAST_STATUS', '',
    'LAST_STATUS_TXT', '')
FROM "executions" e JOIN "runs" r ON r."id" = e."run_id"
ORDER BY e."case_id", r."started_at" DESC
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
-- Each test case's last result from the stored executions (store/case-last-results.ts keeps it so from now on).
UPDATE "test_cases" t SET "last_run_id" = x."run_id", "last_status" = x."status", "last_status_text" = x."status_text",
  "last_started_by" = x."started_by", "last_started_at" = x."started_at", "last_result_at" = x."result_at"
FROM (
  SELECT DISTINCT ON (e."case_id") e."case_id", e."run_id", e."status", e."status_text", r."started_by", r."started_at",
    coalesce(e."ended_at", r."started_at") AS "result_at"
  FROM "executions" e JOIN "runs" r ON r."id" = e."run_id"
  WHERE e."status" NOT IN ('', 'Q', 'R')
  ORDER BY e."case_id", coalesce(e."ended_at", r."started_at") DESC, r."started_at" DESC, e."run_id" DESC
) x
WHERE t."id" = x."case_id";
