-- Decision 060: UPI AutoPay for the purchase plan. An enrolment keeps its provider customer, its mandate
-- (token) and when AutoPay ended; an instalment says whether it set up the mandate or was a debit of
-- it, and a debit names its due date: one debit per due date, whichever node asks first.
ALTER TABLE "plan_enrolments" ADD COLUMN "autopay_customer_id" text;--> statement-breakpoint
ALTER TABLE "plan_enrolments" ADD COLUMN "autopay_token_id" text;--> statement-breakpoint
ALTER TABLE "plan_enrolments" ADD COLUMN "autopay_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plan_enrolments" ADD COLUMN "autopay_ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plan_enrolments" ADD COLUMN "autopay_end_reason" text;--> statement-breakpoint
ALTER TABLE "plan_instalments" ADD COLUMN "autopay" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_instalments" ADD COLUMN "due_on" text;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_instalments_one_debit_per_due" ON "plan_instalments" USING btree ("enrolment_id","due_on") WHERE "plan_instalments"."autopay" = 'debit';--> statement-breakpoint
ALTER TABLE "plan_enrolments" ADD CONSTRAINT "plan_enrolments_autopay_token" CHECK ("plan_enrolments"."autopay_token_id" is null or "plan_enrolments"."autopay_customer_id" is not null);--> statement-breakpoint
ALTER TABLE "plan_instalments" ADD CONSTRAINT "plan_instalments_autopay_kind" CHECK ("plan_instalments"."autopay" in ('none', 'authorise', 'debit'));--> statement-breakpoint
ALTER TABLE "plan_instalments" ADD CONSTRAINT "plan_instalments_debit_due" CHECK (("plan_instalments"."autopay" = 'debit') = ("plan_instalments"."due_on" is not null));