CREATE TABLE "fix_verifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fix_verifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"decision_id" integer NOT NULL,
	"fixed_at" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"runs_wanted" integer NOT NULL,
	"runs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cases" jsonb NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	"asked_by" text NOT NULL,
	"anonymous" boolean NOT NULL,
	"ended_at" timestamp with time zone,
	"why" text,
	CONSTRAINT "fix_verifications_state" CHECK ("fix_verifications"."state" in ('waiting', 'running', 'verified', 'failed', 'stopped')),
	CONSTRAINT "fix_verifications_ended" CHECK (("fix_verifications"."ended_at" is null) = ("fix_verifications"."state" in ('waiting', 'running'))),
	CONSTRAINT "fix_verifications_runs_wanted" CHECK ("fix_verifications"."runs_wanted" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "fix_verifications" ADD CONSTRAINT "fix_verifications_decision_id_triage_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."triage_decisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fix_verifications_decision" ON "fix_verifications" USING btree ("decision_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "fix_verifications_going" ON "fix_verifications" USING btree ("decision_id") WHERE "fix_verifications"."ended_at" is null;--> statement-breakpoint
-- Hand-written (issue 73, fix verifications): the instants' comments, which drizzle-kit does not write.
COMMENT ON COLUMN "fix_verifications"."fixed_at" IS 'Dashboard instant: the decision''s fixed mark this verification proves';--> statement-breakpoint
COMMENT ON COLUMN "fix_verifications"."asked_at" IS 'Dashboard instant: when a lead asked to verify the fix';--> statement-breakpoint
COMMENT ON COLUMN "fix_verifications"."ended_at" IS 'Dashboard instant: when it was verified, failed or stopped; null while it goes on';
