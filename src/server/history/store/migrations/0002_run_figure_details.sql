ALTER TABLE "runs" ADD COLUMN "figure_details" text;--> statement-breakpoint
-- Runs stored before: their figure details from their executions, by the rule of figure-details.ts (the text
-- of failures only; a failure is an execution with a cause).
UPDATE "runs" SET "figure_details" = (
  SELECT coalesce(json_agg(json_build_object(
    'CASEID', "case_id", 'SCNRID', "folder_id",
    'DESCR', CASE WHEN "cause" IS NULL THEN '' ELSE "description" END,
    'IFTYPE', "test_type", 'OBJDEFID', "automation_object", 'STATUS', "status", 'STATUS_TXT', "status_text",
    'MESSAGE', CASE WHEN "cause" IS NULL THEN '' ELSE "message" END
  ) ORDER BY "case_id" COLLATE "C"), '[]')::text
  FROM "executions" WHERE "executions"."run_id" = "runs"."id"
) WHERE "stored_as" IS NOT NULL;
