ALTER TYPE "public"."order_status" ADD VALUE 'returned' BEFORE 'cancelled';--> statement-breakpoint
ALTER TYPE "public"."tax_document_type" ADD VALUE 'purchase_voucher';--> statement-breakpoint
ALTER TABLE "tax_documents" ADD COLUMN "after_sale_request_id" integer;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_after_sale_request_id_after_sale_requests_id_fk" FOREIGN KEY ("after_sale_request_id") REFERENCES "public"."after_sale_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_after_sale_unique" UNIQUE("type","after_sale_request_id");