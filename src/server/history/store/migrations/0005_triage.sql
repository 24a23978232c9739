CREATE TABLE "quarantines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quarantines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" text NOT NULL,
	"reason" text NOT NULL,
	"since" timestamp NOT NULL,
	"by" text NOT NULL,
	"passes_needed" integer NOT NULL,
	"left_at" timestamp,
	"left_by" text,
	"left_how" text
);
--> statement-breakpoint
CREATE TABLE "triage_changes" (
	"decision_id" integer NOT NULL,
	"version" integer NOT NULL,
	"action" text NOT NULL,
	"at" timestamp NOT NULL,
	"by" text NOT NULL,
	"before" jsonb,
	"after" jsonb NOT NULL,
	CONSTRAINT "triage_changes_decision_id_version_pk" PRIMARY KEY("decision_id","version")
);
--> statement-breakpoint
CREATE TABLE "triage_decisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "triage_decisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"automation_object" text,
	"cause" text,
	"run_id" text,
	"case_id" text,
	"category" text NOT NULL,
	"ticket" text NOT NULL,
	"owner" text NOT NULL,
	"note" text NOT NULL,
	"version" integer NOT NULL,
	"decided_at" timestamp NOT NULL,
	"decided_by" text NOT NULL,
	"changed_at" timestamp NOT NULL,
	"changed_by" text NOT NULL,
	"fixed_at" timestamp,
	"fixed_by" text,
	"withdrawn" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "triage_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"version" integer NOT NULL,
	"changed_at" timestamp NOT NULL,
	"changed_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "triage_changes" ADD CONSTRAINT "triage_changes_decision_id_triage_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."triage_decisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quarantines_open" ON "quarantines" USING btree ("case_id") WHERE "quarantines"."left_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "triage_decisions_signature" ON "triage_decisions" USING btree ("automation_object",md5("cause")) WHERE "triage_decisions"."kind" = 'signature';--> statement-breakpoint
CREATE UNIQUE INDEX "triage_decisions_failure" ON "triage_decisions" USING btree ("run_id","case_id") WHERE "triage_decisions"."kind" = 'failure';--> statement-breakpoint
CREATE INDEX "triage_decisions_case" ON "triage_decisions" USING btree ("case_id");