DROP INDEX "orders_created_idx";--> statement-breakpoint
CREATE INDEX "orders_created_order_id_idx" ON "orders" USING btree ("created_at","order_id");--> statement-breakpoint
CREATE INDEX "orders_company_country_id_idx" ON "orders" USING btree ("company_id",("delivery_address" ->> 'country_code'),"id");