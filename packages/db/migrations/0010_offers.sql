CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"code" text,
	"making_discount_bp" integer DEFAULT 0 NOT NULL,
	"diamond_discount_bp" integer DEFAULT 0 NOT NULL,
	"category_ids" jsonb,
	"min_order_paise" bigint,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_code_unique" UNIQUE("code"),
	CONSTRAINT "offers_window" CHECK ("offers"."ends_at" > "offers"."starts_at"),
	CONSTRAINT "offers_percent_range" CHECK ("offers"."making_discount_bp" BETWEEN 0 AND 10000 AND "offers"."diamond_discount_bp" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
CREATE INDEX "offers_live_idx" ON "offers" USING btree ("active","starts_at","ends_at");