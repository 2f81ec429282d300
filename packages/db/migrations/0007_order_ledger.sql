ALTER TYPE "public"."payment_kind" ADD VALUE 'supplement';--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payments_non_negative";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "refunds_due_idx" ON "refunds" USING btree ("status","next_attempt_at");--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "balance_paise";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "second_payment_paise";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payments_non_negative" CHECK ("orders"."first_payment_paise" >= 0 AND "orders"."first_payment_paise" <= "orders"."total_paise");--> statement-breakpoint
-- Provider orders the old code superseded (marked failed with a note) carry the new mark.
UPDATE "payments" SET "superseded_at" = "updated_at" WHERE "raw" ? 'superseded_by';--> statement-breakpoint
UPDATE "refunds" SET "processed_at" = "updated_at" WHERE "status" = 'processed';--> statement-breakpoint
-- Price breakdowns keep every amount in paise (the unit and line totals were whole rupees).
UPDATE "order_items" SET "breakdown" = ("breakdown" - 'unitTotalRupees' - 'lineTotalRupees') || jsonb_build_object('unitTotalPaise', ("breakdown"->>'unitTotalRupees')::bigint * 100, 'lineTotalPaise', ("breakdown"->>'lineTotalRupees')::bigint * 100) WHERE "breakdown" ? 'unitTotalRupees';
