-- Decision 270: the map cells' (cell, period) indexes carry every other column, so a box's cell
-- ranges are read by index-only scans (one descent per range) instead of a heap page per row.
-- Same names and key columns as the schema declares; Drizzle has no INCLUDE, hence custom SQL.
DROP INDEX IF EXISTS "verification_month_cells_cell_idx";--> statement-breakpoint
CREATE INDEX "verification_month_cells_cell_idx" ON "verification_month_cells" USING btree ("cell6","month") INCLUDE ("status","count","sum_lat_e6","sum_lon_e6","company_id","product_id","product_group_id","order_country","geolocation_method");--> statement-breakpoint
DROP INDEX IF EXISTS "verification_month_cells4_cell_idx";--> statement-breakpoint
CREATE INDEX "verification_month_cells4_cell_idx" ON "verification_month_cells4" USING btree ("cell4","month") INCLUDE ("status","count","sum_lat_e6","sum_lon_e6","company_id","product_id","product_group_id","order_country","geolocation_method");--> statement-breakpoint
DROP INDEX IF EXISTS "verification_cells3_cell_idx";--> statement-breakpoint
CREATE INDEX "verification_cells3_cell_idx" ON "verification_cells3" USING btree ("cell3") INCLUDE ("status","count","sum_lat_e6","sum_lon_e6","sum_month_days","company_id","product_id","product_group_id","order_country","geolocation_method");
