CREATE TYPE "public"."plan_enrolment_status" AS ENUM('pending', 'active', 'matured', 'closed');--> statement-breakpoint
ALTER TYPE "public"."wallet_entry_kind" ADD VALUE 'plan_maturity';--> statement-breakpoint
CREATE TABLE "plan_enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"monthly_paise" bigint NOT NULL,
	"status" "plan_enrolment_status" DEFAULT 'pending' NOT NULL,
	"enrolled_on" text,
	"matured_at" timestamp with time zone,
	"maturity_entry_id" integer,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_enrolments_maturity_entry_unique" UNIQUE("maturity_entry_id"),
	CONSTRAINT "plan_enrolments_monthly_positive" CHECK ("plan_enrolments"."monthly_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "plan_instalments" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrolment_id" integer NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_order_id" text NOT NULL,
	"provider_payment_id" text,
	"amount_paise" bigint NOT NULL,
	"status" "payment_status" DEFAULT 'created' NOT NULL,
	"number" integer,
	"paid_on" text,
	"paid_at" timestamp with time zone,
	"voucher_number" text,
	"refund_status" "refund_status",
	"provider_refund_id" text,
	"refunded_at" timestamp with time zone,
	"refund_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_instalments_provider_order_unique" UNIQUE("provider_order_id"),
	CONSTRAINT "plan_instalments_voucher_unique" UNIQUE("voucher_number"),
	CONSTRAINT "plan_instalments_number_unique" UNIQUE("enrolment_id","number"),
	CONSTRAINT "plan_instalments_amount_positive" CHECK ("plan_instalments"."amount_paise" > 0),
	CONSTRAINT "plan_instalments_number_has_voucher" CHECK (("plan_instalments"."number" is null) = ("plan_instalments"."voucher_number" is null)),
	CONSTRAINT "plan_instalments_counted_when_paid" CHECK ("plan_instalments"."number" is null or "plan_instalments"."status" = 'paid')
);
--> statement-breakpoint
CREATE TABLE "plan_reminders" (
	"enrolment_id" integer NOT NULL,
	"due_on" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_reminders_enrolment_id_due_on_pk" PRIMARY KEY("enrolment_id","due_on")
);
--> statement-breakpoint
CREATE TABLE "plan_voucher_series" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"min_monthly_paise" bigint NOT NULL,
	"max_monthly_paise" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_range" CHECK (0 < "plans"."min_monthly_paise" and "plans"."min_monthly_paise" <= "plans"."max_monthly_paise")
);
--> statement-breakpoint
ALTER TABLE "plan_enrolments" ADD CONSTRAINT "plan_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_enrolments" ADD CONSTRAINT "plan_enrolments_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_enrolments" ADD CONSTRAINT "plan_enrolments_maturity_entry_id_wallet_entries_id_fk" FOREIGN KEY ("maturity_entry_id") REFERENCES "public"."wallet_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_instalments" ADD CONSTRAINT "plan_instalments_enrolment_id_plan_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."plan_enrolments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_reminders" ADD CONSTRAINT "plan_reminders_enrolment_id_plan_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."plan_enrolments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_enrolments_user_idx" ON "plan_enrolments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "plan_enrolments_status_idx" ON "plan_enrolments" USING btree ("status");--> statement-breakpoint
CREATE INDEX "plan_instalments_enrolment_idx" ON "plan_instalments" USING btree ("enrolment_id");