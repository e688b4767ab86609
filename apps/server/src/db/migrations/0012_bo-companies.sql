ALTER TABLE "companies" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "licensing_events" ADD COLUMN "reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "companies_name_search_idx" ON "companies" USING btree (lower("name") text_pattern_ops,"id");--> statement-breakpoint
CREATE INDEX "companies_cofor6_prefix_idx" ON "companies" USING btree ("cofor6" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "companies_cofor10_prefix_idx" ON "companies" USING btree ("cofor10" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "addresses_city_search_idx" ON "addresses" USING btree (lower("city") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "addresses_country_idx" ON "addresses" USING btree ("country_code");