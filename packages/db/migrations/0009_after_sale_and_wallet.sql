CREATE TYPE "public"."after_sale_kind" AS ENUM('return', 'exchange', 'buyback', 'maintenance');--> statement-breakpoint
CREATE TYPE "public"."after_sale_status" AS ENUM('requested', 'approved', 'received', 'inspected', 'completed', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."payout_status" AS ENUM('requested', 'paid');--> statement-breakpoint
CREATE TYPE "public"."wallet_entry_kind" AS ENUM('exchange_credit', 'order_payment', 'order_refund', 'redemption');--> statement-breakpoint
ALTER TYPE "public"."payment_provider" ADD VALUE 'store_credit';--> statement-breakpoint
CREATE TABLE "after_sale_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" "after_sale_kind" NOT NULL,
	"status" "after_sale_status" DEFAULT 'requested' NOT NULL,
	"item_ids" jsonb NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"steps" jsonb NOT NULL,
	"value" jsonb,
	"payout_reference" text,
	"payout_paise" bigint,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" "wallet_entry_kind" NOT NULL,
	"amount_paise" bigint NOT NULL,
	"reason" text NOT NULL,
	"after_sale_request_id" integer,
	"order_id" integer,
	"payout_id" integer,
	"refund_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_entries_amount_nonzero" CHECK ("wallet_entries"."amount_paise" <> 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" "payout_status" DEFAULT 'requested' NOT NULL,
	"reference" text,
	"idempotency_key" text,
	"paid_at" timestamp with time zone,
	"paid_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_payouts_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "wallet_payouts_amount_positive" CHECK ("wallet_payouts"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "after_sale_request_id" integer;--> statement-breakpoint
ALTER TABLE "after_sale_requests" ADD CONSTRAINT "after_sale_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_requests" ADD CONSTRAINT "after_sale_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_after_sale_request_id_after_sale_requests_id_fk" FOREIGN KEY ("after_sale_request_id") REFERENCES "public"."after_sale_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_payouts" ADD CONSTRAINT "wallet_payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_payouts" ADD CONSTRAINT "wallet_payouts_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "after_sale_requests_user_idx" ON "after_sale_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "after_sale_requests_order_idx" ON "after_sale_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "after_sale_requests_status_idx" ON "after_sale_requests" USING btree ("status","kind");--> statement-breakpoint
CREATE INDEX "wallet_entries_user_idx" ON "wallet_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_exchange_idx" ON "wallet_entries" USING btree ("after_sale_request_id") WHERE "wallet_entries"."kind" = 'exchange_credit';--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_refund_idx" ON "wallet_entries" USING btree ("refund_id") WHERE "wallet_entries"."refund_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "wallet_payouts_status_idx" ON "wallet_payouts" USING btree ("status","created_at");