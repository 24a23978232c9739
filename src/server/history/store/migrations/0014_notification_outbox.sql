CREATE TABLE "notification_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"message_key" text NOT NULL,
	"channel" text NOT NULL,
	"message" jsonb NOT NULL,
	"state" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"next_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"claim" text,
	"sent_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "notification_outbox_state" CHECK ("notification_outbox"."state" in ('pending', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "notification_outbox_message" ON "notification_outbox" USING btree ("message_key","channel");--> statement-breakpoint
CREATE INDEX "notification_outbox_due" ON "notification_outbox" USING btree ("next_at") WHERE "notification_outbox"."state" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "notification_outbox_created" ON "notification_outbox" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
-- Hand-written (issue 73): the instants' comments, which the store-schema test reads.
COMMENT ON COLUMN "notification_outbox"."created_at" IS 'Dashboard instant: when the message was queued (with its run''s end, in the same transaction)';--> statement-breakpoint
COMMENT ON COLUMN "notification_outbox"."next_at" IS 'Dashboard instant: when the row is next due: a waiting one''s back-off, a claimed one''s lease end';--> statement-breakpoint
COMMENT ON COLUMN "notification_outbox"."claimed_at" IS 'Dashboard instant: when a sender last claimed the row';--> statement-breakpoint
COMMENT ON COLUMN "notification_outbox"."sent_at" IS 'Dashboard instant: when the channel took the message';
