ALTER TYPE "public"."service_request_status" ADD VALUE 'quoted' BEFORE 'closed';--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "huids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "finished_diamond_weight_mct" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_idempotency_key_unique" UNIQUE("idempotency_key");