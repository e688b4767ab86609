DROP INDEX IF EXISTS "verification_month_cells_cell_idx";--> statement-breakpoint
-- Decision 279: by month, then cell (one descent per month and cell range of a box); INCLUDEs every
-- other column as decision 270's index did, hence custom SQL.
CREATE INDEX "verification_month_cells_month_idx" ON "verification_month_cells" USING btree ("month","cell6") INCLUDE ("status","count","sum_lat_e6","sum_lon_e6","company_id","product_id","product_group_id","order_country","geolocation_method","tags","single_at","single_event_id");
