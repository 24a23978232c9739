-- Accepted field rules (issue 72): ignore rules the team decided to enter in the service's ignore list, per
-- interface, with every change kept for their history and undo.
CREATE TABLE "field_rule_changes" (
	"rule_id" integer NOT NULL,
	"version" integer NOT NULL,
	"action" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"by" text NOT NULL,
	"before" jsonb,
	"after" jsonb NOT NULL,
	CONSTRAINT "field_rule_changes_rule_id_version_pk" PRIMARY KEY("rule_id","version"),
	CONSTRAINT "field_rule_changes_action" CHECK ("field_rule_changes"."action" in ('accepted', 'changed', 'entered', 'withdrawn', 'undone'))
);
--> statement-breakpoint
CREATE TABLE "field_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "field_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"automation_object" text NOT NULL,
	"expression" text NOT NULL,
	"type" text NOT NULL,
	"note" text NOT NULL,
	"path" text NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"accepted_by" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"changed_by" text NOT NULL,
	"entered_at" timestamp with time zone,
	"entered_by" text,
	"withdrawn" boolean DEFAULT false NOT NULL,
	CONSTRAINT "field_rules_type" CHECK ("field_rules"."type" in ('Ignore', 'Warning')),
	CONSTRAINT "field_rules_kind" CHECK ("field_rules"."kind" in ('noise', 'drift', 'intermittent', 'new')),
	CONSTRAINT "field_rules_entered" CHECK (("field_rules"."entered_at" is null) = ("field_rules"."entered_by" is null))
);
--> statement-breakpoint
ALTER TABLE "field_rule_changes" ADD CONSTRAINT "field_rule_changes_rule_id_field_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."field_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "field_rules_expression" ON "field_rules" USING btree ("automation_object",md5("expression"));--> statement-breakpoint
COMMENT ON COLUMN "field_rules"."accepted_at" IS 'Dashboard instant: when the rule was accepted (again, after an undo or a withdrawal)';--> statement-breakpoint
COMMENT ON COLUMN "field_rules"."changed_at" IS 'Dashboard instant: the rule''s newest change';--> statement-breakpoint
COMMENT ON COLUMN "field_rules"."entered_at" IS 'Dashboard instant: when someone said the rule is entered in the service''s ignore list; null while pending in SAP';--> statement-breakpoint
COMMENT ON COLUMN "field_rule_changes"."at" IS 'Dashboard instant: when the change was made';
