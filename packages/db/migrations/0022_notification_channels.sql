ALTER TYPE "public"."message_channel" ADD VALUE 'whatsapp';--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"channels_off" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"marketing_changed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "template" text;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;