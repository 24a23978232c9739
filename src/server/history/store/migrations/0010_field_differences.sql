-- Field differences (issue 72): what a run's comparison found different, kept for the ledgers of changed fields; the
-- matches are only counted per execution. Runs already stored have their comparison read once by the sync, for
-- those of the window (--comparison-days).
CREATE TABLE "field_differences" (
	"run_id" text NOT NULL,
	"case_id" text NOT NULL,
	"run_started_at" timestamp NOT NULL,
	"automation_object" text NOT NULL,
	"content_id" text NOT NULL,
	"path" text NOT NULL,
	"ref_value" text NOT NULL,
	"cur_value" text NOT NULL,
	"masked" boolean NOT NULL,
	"result" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "executions" ADD COLUMN "compared_fields" integer;--> statement-breakpoint
ALTER TABLE "runs" ADD COLUMN "comparison" text;--> statement-breakpoint
ALTER TABLE "field_differences" ADD CONSTRAINT "field_differences_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "field_differences_run" ON "field_differences" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "field_differences_object" ON "field_differences" USING btree ("automation_object",md5("path"));--> statement-breakpoint
CREATE INDEX "field_differences_case" ON "field_differences" USING btree ("case_id",md5("path"));--> statement-breakpoint
CREATE INDEX "runs_without_comparison" ON "runs" USING btree ("started_at" DESC NULLS LAST) WHERE "runs"."comparison" is null and "runs"."stored_as" is not null and "runs"."ended_at" is not null and "runs"."archived_at" is null;--> statement-breakpoint
ALTER TABLE "runs" ADD CONSTRAINT "runs_comparison" CHECK ("runs"."comparison" in ('sent', 'unsent'));--> statement-breakpoint
COMMENT ON COLUMN "field_differences"."run_started_at" IS 'Service time: the run''s start (runs.started_at), wall-clock in the SAP system''s time zone';--> statement-breakpoint
COMMENT ON COLUMN "field_differences"."automation_object" IS 'The execution''s OBJDEFID, copied so that a ledger per automation object reads this table alone';--> statement-breakpoint
COMMENT ON COLUMN "field_differences"."path" IS 'XPath or JSONPath as sent; indexed by md5, as a long path would pass the size of a B-tree entry';--> statement-breakpoint
COMMENT ON COLUMN "field_differences"."ref_value" IS 'The reference value as sent, or its mask (shape#digest under the store''s key) when masked';--> statement-breakpoint
COMMENT ON COLUMN "field_differences"."cur_value" IS 'The current value as sent, or its mask (shape#digest under the store''s key) when masked';--> statement-breakpoint
COMMENT ON COLUMN "field_differences"."result" IS 'The service''s RESULT: anything but MATCH (WARNING, ERROR, or what a later release adds)';--> statement-breakpoint
COMMENT ON COLUMN "executions"."compared_fields" IS 'Fields its run''s comparison compared for it; null: not read (outside the window, expired, or the release sends none)';--> statement-breakpoint
COMMENT ON COLUMN "runs"."comparison" IS 'sent: its differences and compared fields are stored; unsent: asked, the release sends no COMPARISON; null: not asked';
