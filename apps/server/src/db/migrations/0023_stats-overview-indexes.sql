CREATE INDEX "companies_name_id_idx" ON "companies" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "companies_cofor6_id_idx" ON "companies" USING btree ("cofor6","id");--> statement-breakpoint
CREATE INDEX "orders_company_id_idx" ON "orders" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "orders_state_id_idx" ON "orders" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "orders_label_count_id_idx" ON "orders" USING btree ("label_count","id");--> statement-breakpoint
CREATE INDEX "orders_city_id_idx" ON "orders" USING btree (("delivery_address" ->> 'city'),"id");--> statement-breakpoint
CREATE INDEX "orders_country_id_idx" ON "orders" USING btree (("delivery_address" ->> 'country_code'),"id");--> statement-breakpoint
CREATE INDEX "orders_order_id_prefix_idx" ON "orders" USING btree ("order_id" text_pattern_ops);