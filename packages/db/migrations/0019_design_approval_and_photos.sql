CREATE TYPE "public"."design_status" AS ENUM('awaiting_customer', 'approved', 'changes_requested');--> statement-breakpoint
CREATE TABLE "order_designs" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"round" integer NOT NULL,
	"files" jsonb NOT NULL,
	"note" text,
	"status" "design_status" DEFAULT 'awaiting_customer' NOT NULL,
	"customer_comment" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "order_designs_round_positive" CHECK ("order_designs"."round" >= 1),
	CONSTRAINT "order_designs_answered" CHECK (("order_designs"."status" = 'awaiting_customer') = ("order_designs"."answered_at" is null)),
	CONSTRAINT "order_designs_changes_say_why" CHECK ("order_designs"."status" <> 'changes_requested' or "order_designs"."customer_comment" is not null)
);
--> statement-breakpoint
CREATE TABLE "order_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"stage" "production_stage" NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_photos_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "order_designs" ADD CONSTRAINT "order_designs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_designs" ADD CONSTRAINT "order_designs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_photos" ADD CONSTRAINT "order_photos_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_photos" ADD CONSTRAINT "order_photos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_designs_round_idx" ON "order_designs" USING btree ("order_id","round");--> statement-breakpoint
CREATE UNIQUE INDEX "order_designs_one_awaiting_idx" ON "order_designs" USING btree ("order_id") WHERE "order_designs"."status" = 'awaiting_customer';--> statement-breakpoint
CREATE INDEX "order_photos_order_idx" ON "order_photos" USING btree ("order_id");