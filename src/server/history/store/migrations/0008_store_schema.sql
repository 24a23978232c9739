-- The store's schema as a DBA reads it (issue 71, point 14): foreign keys where the sync's order allows them, CHECKs
-- on the store's own words, and one convention for time said on every time column.
-- The triage's moments were kept as UTC wall-clock times (timestamp); they become the instants they are.
ALTER TABLE "quarantines" ALTER COLUMN "since" SET DATA TYPE timestamp with time zone USING "since" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "quarantines" ALTER COLUMN "left_at" SET DATA TYPE timestamp with time zone USING "left_at" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "triage_changes" ALTER COLUMN "at" SET DATA TYPE timestamp with time zone USING "at" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "triage_decisions" ALTER COLUMN "decided_at" SET DATA TYPE timestamp with time zone USING "decided_at" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "triage_decisions" ALTER COLUMN "changed_at" SET DATA TYPE timestamp with time zone USING "changed_at" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "triage_decisions" ALTER COLUMN "fixed_at" SET DATA TYPE timestamp with time zone USING "fixed_at" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "triage_settings" ALTER COLUMN "changed_at" SET DATA TYPE timestamp with time zone USING "changed_at" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "executions" ADD CONSTRAINT "executions_case_id_test_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."test_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quarantines" ADD CONSTRAINT "quarantines_case_id_test_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."test_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "runs_started_date" ON "runs" USING btree (("record" ->> 'STARTED_DATE') collate "C");--> statement-breakpoint
ALTER TABLE "quarantines" ADD CONSTRAINT "quarantines_left_how" CHECK ("quarantines"."left_how" in ('passes', 'hand'));--> statement-breakpoint
ALTER TABLE "quarantines" ADD CONSTRAINT "quarantines_left" CHECK (("quarantines"."left_at" is null) = ("quarantines"."left_how" is null));--> statement-breakpoint
ALTER TABLE "sync_wishes" ADD CONSTRAINT "sync_wishes_kind" CHECK ("sync_wishes"."kind" in ('dashboard', 'run', 'started'));--> statement-breakpoint
ALTER TABLE "triage_changes" ADD CONSTRAINT "triage_changes_action" CHECK ("triage_changes"."action" in ('made', 'changed', 'fixed', 'reopened', 'undone'));--> statement-breakpoint
ALTER TABLE "triage_decisions" ADD CONSTRAINT "triage_decisions_target" CHECK (("triage_decisions"."kind" = 'signature' and "triage_decisions"."automation_object" is not null and "triage_decisions"."cause" is not null
        and "triage_decisions"."run_id" is null and "triage_decisions"."case_id" is null)
      or ("triage_decisions"."kind" = 'failure' and "triage_decisions"."run_id" is not null and "triage_decisions"."case_id" is not null
        and "triage_decisions"."automation_object" is null and "triage_decisions"."cause" is null));--> statement-breakpoint
ALTER TABLE "triage_decisions" ADD CONSTRAINT "triage_decisions_category" CHECK ("triage_decisions"."category" in ('product-interface', 'product-mapping', 'product-backend', 'test-data', 'test-reference', 'environment-system-down', 'environment-connectivity', 'environment-locks', 'investigate'));--> statement-breakpoint
ALTER TABLE "triage_decisions" ADD CONSTRAINT "triage_decisions_fixed" CHECK (("triage_decisions"."fixed_at" is null) = ("triage_decisions"."fixed_by" is null));--> statement-breakpoint
-- Where a foreign key is missing, and why (docs/architecture.md#the-history-store):
--   test_cases.folder_id -> folders: a test case is kept from a run's results before (or without) its folder's read;
--   folders.parent_id -> folders: a folder a user opens is read through before its parents, and the root's parent is
--     no folder; failures -> executions and triage_decisions -> failures: a run read again replaces its executions,
--     and a decision on one failure outlives that.
COMMENT ON COLUMN "runs"."started_at" IS 'Service time: STARTED_DATE and STARTED_TIME, wall-clock in the SAP system''s time zone (no zone sent)';--> statement-breakpoint
COMMENT ON COLUMN "runs"."ended_at" IS 'Service time: END_DATE and END_TIME, wall-clock in the SAP system''s time zone; null while the run is in progress';--> statement-breakpoint
COMMENT ON COLUMN "runs"."listed_at" IS 'Dashboard instant: the start of the full listing that last had the run';--> statement-breakpoint
COMMENT ON COLUMN "runs"."archived_at" IS 'Dashboard instant: when a listing found the run gone from the service';--> statement-breakpoint
COMMENT ON COLUMN "executions"."started_at" IS 'Service time: STARTED_DATE and STARTED_TIME of the result, wall-clock in the SAP system''s time zone';--> statement-breakpoint
COMMENT ON COLUMN "executions"."ended_at" IS 'Service time: END_DATE and END_TIME of the result, wall-clock in the SAP system''s time zone';--> statement-breakpoint
COMMENT ON COLUMN "failures"."run_started_at" IS 'Service time: the run''s start (runs.started_at), wall-clock in the SAP system''s time zone';--> statement-breakpoint
COMMENT ON COLUMN "test_cases"."last_started_at" IS 'Service time: LAST_STARTED_DATE and LAST_STARTED_TIME, wall-clock in the SAP system''s time zone';--> statement-breakpoint
COMMENT ON COLUMN "test_cases"."last_result_at" IS 'Service time: the last result''s END_DATE and END_TIME, wall-clock in the SAP system''s time zone';--> statement-breakpoint
COMMENT ON COLUMN "test_cases"."seen_at" IS 'Dashboard instant: the catalogue read that last gave the test case';--> statement-breakpoint
COMMENT ON COLUMN "test_cases"."gone_at" IS 'Dashboard instant: when a catalogue read found it gone';--> statement-breakpoint
COMMENT ON COLUMN "folders"."seen_at" IS 'Dashboard instant: the catalogue read that last gave the folder';--> statement-breakpoint
COMMENT ON COLUMN "folders"."gone_at" IS 'Dashboard instant: when a catalogue read found it gone';--> statement-breakpoint
COMMENT ON COLUMN "folders"."contents_read_at" IS 'Dashboard instant: when its contents were last read for a user''s visit';--> statement-breakpoint
COMMENT ON COLUMN "sync_state"."updated_at" IS 'Dashboard instant';--> statement-breakpoint
COMMENT ON COLUMN "sync_wishes"."until" IS 'Dashboard instant: when the wish lapses';--> statement-breakpoint
COMMENT ON COLUMN "triage_decisions"."decided_at" IS 'Dashboard instant';--> statement-breakpoint
COMMENT ON COLUMN "triage_decisions"."changed_at" IS 'Dashboard instant';--> statement-breakpoint
COMMENT ON COLUMN "triage_decisions"."fixed_at" IS 'Dashboard instant: failures of runs started (read as UTC) from then on count as regressions';--> statement-breakpoint
COMMENT ON COLUMN "triage_changes"."at" IS 'Dashboard instant';--> statement-breakpoint
COMMENT ON COLUMN "quarantines"."since" IS 'Dashboard instant';--> statement-breakpoint
COMMENT ON COLUMN "quarantines"."left_at" IS 'Dashboard instant when left by hand; left by passes: the start of the run of its last pass, read as UTC';--> statement-breakpoint
COMMENT ON COLUMN "triage_settings"."changed_at" IS 'Dashboard instant';
