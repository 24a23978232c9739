ALTER TABLE "runs" ADD COLUMN "stopped" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A run stored before this column with an aborted execution may have been cut short by a service stop: it is read
-- again, so that the count is worked out by the one rule (analysis/run-ending.ts), not by a copy of it here.
UPDATE "runs" SET "stored_as" = NULL WHERE "id" IN (SELECT DISTINCT "run_id" FROM "executions" WHERE "status" = 'A');
