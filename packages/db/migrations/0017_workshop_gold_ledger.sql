CREATE TYPE "public"."job_status" AS ENUM('issued', 'received');--> statement-breakpoint
CREATE TYPE "public"."metal_entry_kind" AS ENUM('purchase', 'issue', 'return', 'loss', 'dispatch', 'buyback', 'exchange', 'outside');--> statement-breakpoint
CREATE TYPE "public"."metal_place" AS ENUM('supplier', 'stock', 'karigar', 'piece', 'loss', 'customer');--> statement-breakpoint
CREATE TYPE "public"."workshop_karat" AS ENUM('14k', '18k', '22k', '24k');--> statement-breakpoint
CREATE TABLE "karigars" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metal_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "metal_entry_kind" NOT NULL,
	"karat" "workshop_karat" NOT NULL,
	"weight_mg" integer NOT NULL,
	"fine_mg" integer NOT NULL,
	"from_place" "metal_place" NOT NULL,
	"to_place" "metal_place" NOT NULL,
	"karigar_id" integer,
	"job_id" integer,
	"rate_paise" bigint,
	"supplier" text,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metal_entries_weight_positive" CHECK ("metal_entries"."weight_mg" > 0 and "metal_entries"."fine_mg" >= 0),
	CONSTRAINT "metal_entries_moves" CHECK ("metal_entries"."from_place" <> "metal_entries"."to_place")
);
--> statement-breakpoint
CREATE TABLE "workshop_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"karigar_id" integer NOT NULL,
	"karat" "workshop_karat" NOT NULL,
	"gold_issued_mg" integer NOT NULL,
	"fine_issued_mg" integer NOT NULL,
	"stones_issued" jsonb NOT NULL,
	"due_on" date NOT NULL,
	"status" "job_status" DEFAULT 'issued' NOT NULL,
	"gross_mg" integer,
	"net_mg" integer,
	"scrap_mg" integer,
	"stones_returned" jsonb,
	"loss_mg" integer,
	"loss_percent" text,
	"flagged" boolean DEFAULT false NOT NULL,
	"issued_by" integer,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshop_jobs_issued_positive" CHECK ("workshop_jobs"."gold_issued_mg" > 0 and "workshop_jobs"."fine_issued_mg" >= 0),
	CONSTRAINT "workshop_jobs_returns_nonnegative" CHECK (coalesce("workshop_jobs"."gross_mg", 0) >= 0 and coalesce("workshop_jobs"."net_mg", 0) >= 0 and coalesce("workshop_jobs"."scrap_mg", 0) >= 0 and coalesce("workshop_jobs"."loss_mg", 0) >= 0),
	CONSTRAINT "workshop_jobs_received_complete" CHECK (("workshop_jobs"."status" = 'issued') = ("workshop_jobs"."received_at" is null))
);
--> statement-breakpoint
ALTER TABLE "metal_entries" ADD CONSTRAINT "metal_entries_karigar_id_karigars_id_fk" FOREIGN KEY ("karigar_id") REFERENCES "public"."karigars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metal_entries" ADD CONSTRAINT "metal_entries_job_id_workshop_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."workshop_jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metal_entries" ADD CONSTRAINT "metal_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_jobs" ADD CONSTRAINT "workshop_jobs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_jobs" ADD CONSTRAINT "workshop_jobs_item_id_order_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_jobs" ADD CONSTRAINT "workshop_jobs_karigar_id_karigars_id_fk" FOREIGN KEY ("karigar_id") REFERENCES "public"."karigars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_jobs" ADD CONSTRAINT "workshop_jobs_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "karigars_phone_idx" ON "karigars" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "metal_entries_karat_idx" ON "metal_entries" USING btree ("karat");--> statement-breakpoint
CREATE INDEX "metal_entries_karigar_idx" ON "metal_entries" USING btree ("karigar_id");--> statement-breakpoint
CREATE INDEX "metal_entries_job_idx" ON "metal_entries" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "workshop_jobs_karigar_idx" ON "workshop_jobs" USING btree ("karigar_id","status");--> statement-breakpoint
CREATE INDEX "workshop_jobs_open_due_idx" ON "workshop_jobs" USING btree ("due_on") WHERE "workshop_jobs"."status" = 'issued';