CREATE TABLE "failures" (
	"run_id" text NOT NULL,
	"case_id" text NOT NULL,
	"run_started_at" timestamp NOT NULL,
	"automation_object" text NOT NULL,
	"cause" text NOT NULL,
	"status" text NOT NULL,
	"message" text NOT NULL,
	CONSTRAINT "failures_run_id_case_id_pk" PRIMARY KEY("run_id","case_id")
);
--> statement-breakpoint
ALTER TABLE "failures" ADD CONSTRAINT "failures_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "failures_run_started" ON "failures" USING btree ("run_started_at" DESC NULLS LAST);--> statement-breakpoint
-- The failures stored so far, copied as the executions keep them (a failure is an execution with a cause).
INSERT INTO "failures" ("run_id", "case_id", "run_started_at", "automation_object", "cause", "status", "message")
SELECT e."run_id", e."case_id", r."started_at", e."automation_object", e."cause", e."status", e."message"
FROM "executions" e JOIN "runs" r ON r."id" = e."run_id" WHERE e."cause" IS NOT NULL;
