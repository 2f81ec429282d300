ALTER TABLE "orders" ADD COLUMN "finished_weight_reason" text;--> statement-breakpoint
ALTER TABLE "metal_entries" ADD COLUMN "after_sale_request_id" integer;--> statement-breakpoint
ALTER TABLE "metal_entries" ADD CONSTRAINT "metal_entries_after_sale_request_id_after_sale_requests_id_fk" FOREIGN KEY ("after_sale_request_id") REFERENCES "public"."after_sale_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "metal_entries_dispatch_job_idx" ON "metal_entries" USING btree ("job_id") WHERE "metal_entries"."kind" = 'dispatch';--> statement-breakpoint
CREATE UNIQUE INDEX "metal_entries_after_sale_karat_idx" ON "metal_entries" USING btree ("after_sale_request_id","karat");