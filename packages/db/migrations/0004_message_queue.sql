CREATE TYPE "public"."message_status" AS ENUM('pending', 'sent', 'failed');--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "status" "message_status" DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Rows from before the queue were stored by the development outbox, which is their delivery: they
-- must never be sent again (an old OTP texted by a live messenger).
UPDATE "message_outbox" SET "status" = 'sent', "sent_at" = coalesce("sent_at", "created_at");--> statement-breakpoint
CREATE INDEX "message_outbox_due_idx" ON "message_outbox" USING btree ("next_attempt_at","id") WHERE "message_outbox"."status" = 'pending';--> statement-breakpoint
-- A queued message wakes every node's dispatcher (decision 016). PostgreSQL delivers the
-- notification on commit and never on rollback, and folds a transaction's identical ones into one.
CREATE OR REPLACE FUNCTION kanak_notify_messages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kanak_messages', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER message_outbox_notify AFTER INSERT ON "message_outbox"
  FOR EACH ROW WHEN (NEW.status = 'pending') EXECUTE FUNCTION kanak_notify_messages();
