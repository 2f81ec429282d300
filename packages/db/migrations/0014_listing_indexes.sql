DROP INDEX "products_list_price_idx";--> statement-breakpoint
CREATE INDEX "products_listing_featured_idx" ON "products" USING btree ("best_seller" DESC NULLS FIRST,"id","list_price_paise") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_listing_category_idx" ON "products" USING btree ("product_category_id","best_seller" DESC NULLS FIRST,"id","list_price_paise") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_listing_price_idx" ON "products" USING btree ("list_price_paise","id") WHERE "products"."is_active";