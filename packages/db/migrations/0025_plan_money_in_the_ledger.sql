-- Decision 058 (addendum): plan money moves into the one ledger. Every plan_instalments row's provider
-- order becomes a payments row of kind plan_instalment, every owed-back instalment a refunds row;
-- plan_instalments keeps the instalment's facts and points at them. Nothing is lost or doubled:
-- each instalment gives exactly one payment (its provider order id is unique) and at most one refund.
-- payment_kind is recreated rather than extended: drizzle applies pending migrations in one
-- transaction, and a value added by ALTER TYPE ... ADD VALUE cannot be used before it commits.
ALTER TYPE "public"."payment_kind" RENAME TO "payment_kind_before_0025";--> statement-breakpoint
CREATE TYPE "public"."payment_kind" AS ENUM('advance', 'balance', 'supplement', 'plan_instalment');--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "kind" TYPE "public"."payment_kind" USING "kind"::text::"public"."payment_kind";--> statement-breakpoint
DROP TYPE "public"."payment_kind_before_0025";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "plan_enrolment_id" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "plan_enrolment_id" integer;--> statement-breakpoint
ALTER TABLE "plan_instalments" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "plan_instalments" ADD COLUMN "refund_id" integer;--> statement-breakpoint
INSERT INTO "payments" ("plan_enrolment_id", "kind", "provider", "provider_order_id", "provider_payment_id", "amount_paise", "status", "signature_verified_at", "created_at", "updated_at")
  SELECT "enrolment_id", 'plan_instalment', "provider", "provider_order_id", "provider_payment_id", "amount_paise", "status", "paid_at", "created_at", coalesce("paid_at", "created_at")
  FROM "plan_instalments" ORDER BY "id";--> statement-breakpoint
UPDATE "plan_instalments" i SET "payment_id" = p."id" FROM "payments" p WHERE p."provider_order_id" = i."provider_order_id";--> statement-breakpoint
INSERT INTO "refunds" ("payment_id", "plan_enrolment_id", "amount_paise", "provider_refund_id", "status", "reason", "attempts", "last_error", "processed_at", "created_at", "updated_at")
  SELECT "payment_id", "enrolment_id", "amount_paise", "provider_refund_id", "refund_status",
    CASE WHEN "number" IS NULL THEN 'Plan payment the plan could not take' ELSE 'Plan closed early' END,
    CASE WHEN "refund_error" IS NULL THEN 0 ELSE 1 END, "refund_error", "refunded_at", coalesce("paid_at", "created_at"), now()
  FROM "plan_instalments" WHERE "refund_status" IS NOT NULL ORDER BY "id";--> statement-breakpoint
UPDATE "plan_instalments" i SET "refund_id" = r."id" FROM "refunds" r WHERE r."payment_id" = i."payment_id" AND r."plan_enrolment_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_instalments" ALTER COLUMN "payment_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_instalments" DROP CONSTRAINT "plan_instalments_provider_order_unique";--> statement-breakpoint
ALTER TABLE "plan_instalments" DROP CONSTRAINT "plan_instalments_amount_positive";--> statement-breakpoint
ALTER TABLE "plan_instalments" DROP CONSTRAINT "plan_instalments_counted_when_paid";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_plan_enrolment_id_plan_enrolments_id_fk" FOREIGN KEY ("plan_enrolment_id") REFERENCES "public"."plan_enrolments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_plan_enrolment_id_plan_enrolments_id_fk" FOREIGN KEY ("plan_enrolment_id") REFERENCES "public"."plan_enrolments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_instalments" ADD CONSTRAINT "plan_instalments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_instalments" ADD CONSTRAINT "plan_instalments_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_plan_enrolment_idx" ON "payments" USING btree ("plan_enrolment_id");--> statement-breakpoint
CREATE INDEX "refunds_plan_enrolment_idx" ON "refunds" USING btree ("plan_enrolment_id");--> statement-breakpoint
ALTER TABLE "plan_instalments" DROP COLUMN "provider";--> statement-breakpoint
ALTER TABLE "plan_instalments" DROP COLUMN "provider_order_id";--> statement-breakpoint
ALTER TABLE "plan_instalments" DROP COLUMN "provider_payment_id";--> statement-breakpoint
ALTER TABLE "plan_instalments" DROP COLUMN "amount_paise";--> statement-breakpoint
ALTER TABLE "plan_instalments" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "plan_instalments" DROP COLUMN "refund_status";--> statement-breakpoint
ALTER TABLE "plan_instalments" DROP COLUMN "provider_refund_id";--> statement-breakpoint
ALTER TABLE "plan_instalments" DROP COLUMN "refunded_at";--> statement-breakpoint
ALTER TABLE "plan_instalments" DROP COLUMN "refund_error";--> statement-breakpoint
ALTER TABLE "plan_instalments" ADD CONSTRAINT "plan_instalments_payment_unique" UNIQUE("payment_id");--> statement-breakpoint
ALTER TABLE "plan_instalments" ADD CONSTRAINT "plan_instalments_refund_unique" UNIQUE("refund_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_one_owner" CHECK (("payments"."order_id" is null) <> ("payments"."plan_enrolment_id" is null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_plan_kind" CHECK (("payments"."kind" = 'plan_instalment') = ("payments"."plan_enrolment_id" is not null));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_one_owner" CHECK (("refunds"."order_id" is null) <> ("refunds"."plan_enrolment_id" is null));
