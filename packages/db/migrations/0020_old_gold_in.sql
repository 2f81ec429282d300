CREATE TYPE "public"."gold_exchange_status" AS ENUM('requested', 'received', 'tested', 'valued', 'credited', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."old_gold_handover" AS ENUM('pickup', 'shop');--> statement-breakpoint
ALTER TYPE "public"."wallet_entry_kind" ADD VALUE 'old_gold_credit';--> statement-breakpoint
CREATE TABLE "gold_exchanges" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" "gold_exchange_status" DEFAULT 'requested' NOT NULL,
	"handover" "old_gold_handover" NOT NULL,
	"items" jsonb NOT NULL,
	"address_snapshot" jsonb,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"buy_rates" jsonb NOT NULL,
	"deduction_basis_points" integer NOT NULL,
	"estimate_paise" bigint NOT NULL,
	"estimate_deduction_paise" bigint NOT NULL,
	"tested_karat" text,
	"net_weight_mg" integer,
	"rate_per_gram_paise" bigint,
	"gross_value_paise" bigint,
	"deduction_paise" bigint,
	"value_paise" bigint,
	"valued_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"credited_at" timestamp with time zone,
	"steps" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gold_exchanges_estimate_nonnegative" CHECK ("gold_exchanges"."estimate_paise" >= 0),
	CONSTRAINT "gold_exchanges_net_weight_positive" CHECK ("gold_exchanges"."net_weight_mg" is null or "gold_exchanges"."net_weight_mg" > 0),
	CONSTRAINT "gold_exchanges_credited_accepted" CHECK ("gold_exchanges"."status" <> 'credited' or ("gold_exchanges"."accepted_at" is not null and "gold_exchanges"."value_paise" is not null and "gold_exchanges"."credited_at" is not null)),
	CONSTRAINT "gold_exchanges_valued_has_value" CHECK ("gold_exchanges"."valued_at" is null or ("gold_exchanges"."value_paise" is not null and "gold_exchanges"."tested_karat" is not null and "gold_exchanges"."net_weight_mg" is not null))
);
--> statement-breakpoint
ALTER TABLE "tax_documents" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD COLUMN "buy_gold" jsonb;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD COLUMN "gold_exchange_id" integer;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD COLUMN "gold_exchange_id" integer;--> statement-breakpoint
ALTER TABLE "gold_exchanges" ADD CONSTRAINT "gold_exchanges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gold_exchanges_user_idx" ON "gold_exchanges" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "gold_exchanges_status_idx" ON "gold_exchanges" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_gold_exchange_id_gold_exchanges_id_fk" FOREIGN KEY ("gold_exchange_id") REFERENCES "public"."gold_exchanges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_gold_exchange_id_gold_exchanges_id_fk" FOREIGN KEY ("gold_exchange_id") REFERENCES "public"."gold_exchanges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_old_gold_idx" ON "wallet_entries" USING btree ("gold_exchange_id") WHERE "wallet_entries"."gold_exchange_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_gold_exchange_unique" UNIQUE("type","gold_exchange_id");