CREATE TYPE "public"."tax_document_type" AS ENUM('receipt_voucher', 'tax_invoice', 'credit_note', 'refund_voucher');--> statement-breakpoint
CREATE TABLE "tax_document_series" (
	"type" "tax_document_type" NOT NULL,
	"financial_year" text NOT NULL,
	"last_sequence" integer NOT NULL,
	CONSTRAINT "tax_document_series_type_financial_year_pk" PRIMARY KEY("type","financial_year")
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"type" "tax_document_type" NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payment_id" integer,
	"refund_id" integer,
	"place_of_supply" text NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "tax_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "tax_documents_series_unique" UNIQUE("type","financial_year","sequence"),
	CONSTRAINT "tax_documents_payment_unique" UNIQUE("type","payment_id"),
	CONSTRAINT "tax_documents_refund_unique" UNIQUE("type","refund_id"),
	CONSTRAINT "tax_documents_number_length" CHECK (length("tax_documents"."number") <= 16)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_one_invoice_idx" ON "tax_documents" USING btree ("order_id") WHERE "tax_documents"."type" = 'tax_invoice';--> statement-breakpoint
CREATE INDEX "tax_documents_order_idx" ON "tax_documents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "tax_documents_issued_idx" ON "tax_documents" USING btree ("issued_at");