CREATE TABLE "executions" (
	"run_id" text NOT NULL,
	"case_id" text NOT NULL,
	"folder_id" text NOT NULL,
	"description" text NOT NULL,
	"test_type" integer NOT NULL,
	"automation_object" text NOT NULL,
	"status" text NOT NULL,
	"message" text NOT NULL,
	"document_number" text NOT NULL,
	"started_at" timestamp,
	"ended_at" timestamp,
	"cause" text,
	CONSTRAINT "executions_run_id_case_id_pk" PRIMARY KEY("run_id","case_id")
);
--> statement-breakpoint
CREATE TABLE "folders" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text NOT NULL,
	"description" text NOT NULL,
	"record" jsonb NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"gone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "runs" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"started_by" text NOT NULL,
	"started_at" timestamp NOT NULL,
	"ended_at" timestamp,
	"total" integer NOT NULL,
	"passed" integer NOT NULL,
	"failed" integer NOT NULL,
	"record" jsonb NOT NULL,
	"listed_as" text NOT NULL,
	"stored_as" text,
	"status_counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"listed_at" timestamp with time zone NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "store_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_state" (
	"part" text PRIMARY KEY NOT NULL,
	"state" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_cases" (
	"id" text PRIMARY KEY NOT NULL,
	"folder_id" text NOT NULL,
	"description" text NOT NULL,
	"automation_object" text NOT NULL,
	"test_type" integer NOT NULL,
	"record" jsonb NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"gone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "executions" ADD CONSTRAINT "executions_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "executions_case" ON "executions" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "executions_cause" ON "executions" USING btree ("cause") WHERE "executions"."cause" is not null;--> statement-breakpoint
CREATE INDEX "folders_parent" ON "folders" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "runs_started" ON "runs" USING btree ("started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "runs_name_started" ON "runs" USING btree ("name","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "runs_to_read" ON "runs" USING btree ("started_at" DESC NULLS LAST) WHERE "runs"."stored_as" is distinct from "runs"."listed_as" and "runs"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "test_cases_folder" ON "test_cases" USING btree ("folder_id");