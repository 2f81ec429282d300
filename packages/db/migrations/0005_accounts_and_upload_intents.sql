ALTER TYPE "public"."otp_purpose" ADD VALUE 'password_reset';--> statement-breakpoint
CREATE TABLE "upload_intents" (
	"id" serial PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_intents_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
DROP INDEX "users_email_unique";--> statement-breakpoint
CREATE INDEX "upload_intents_created_idx" ON "upload_intents" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_verified_email_unique" ON "users" USING btree ("email") WHERE "users"."email_verified_at" is not null;--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email");