ALTER TYPE "public"."tax_document_type" ADD VALUE 'plan_receipt_voucher';--> statement-breakpoint
ALTER TABLE "tax_documents" ADD COLUMN "plan_instalment_id" integer;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD COLUMN "plan_enrolment_id" integer;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_plan_instalment_id_plan_instalments_id_fk" FOREIGN KEY ("plan_instalment_id") REFERENCES "public"."plan_instalments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_plan_enrolment_id_plan_enrolments_id_fk" FOREIGN KEY ("plan_enrolment_id") REFERENCES "public"."plan_enrolments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_plan_refund_idx" ON "tax_documents" USING btree ("plan_enrolment_id") WHERE "tax_documents"."type" = 'refund_voucher';--> statement-breakpoint
CREATE INDEX "tax_documents_plan_enrolment_idx" ON "tax_documents" USING btree ("plan_enrolment_id");--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_plan_instalment_unique" UNIQUE("type","plan_instalment_id");