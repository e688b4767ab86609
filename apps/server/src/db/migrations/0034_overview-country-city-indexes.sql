CREATE INDEX "orders_city_id_created_idx" ON "orders" USING btree (("delivery_address" ->> 'city'),"id","created_at");--> statement-breakpoint
CREATE INDEX "orders_country_id_created_idx" ON "orders" USING btree (("delivery_address" ->> 'country_code'),"id","created_at");--> statement-breakpoint
CREATE INDEX "orders_country_city_id_idx" ON "orders" USING btree (("delivery_address" ->> 'country_code'),("delivery_address" ->> 'city'),"id");--> statement-breakpoint
DROP INDEX "orders_city_id_idx";--> statement-breakpoint
DROP INDEX "orders_country_id_idx";
