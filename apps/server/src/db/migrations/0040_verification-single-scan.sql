ALTER TABLE "verification_cells" ADD COLUMN "single_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "verification_cells" ADD COLUMN "single_event_id" text;--> statement-breakpoint
ALTER TABLE "verification_cells3" ADD COLUMN "single_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "verification_cells3" ADD COLUMN "single_event_id" text;--> statement-breakpoint
ALTER TABLE "verification_month_cells" ADD COLUMN "single_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "verification_month_cells" ADD COLUMN "single_event_id" text;--> statement-breakpoint
ALTER TABLE "verification_month_cells4" ADD COLUMN "single_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "verification_month_cells4" ADD COLUMN "single_event_id" text;--> statement-breakpoint
ALTER TABLE "verification_month_tag_cells4" ADD COLUMN "single_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "verification_month_tag_cells4" ADD COLUMN "single_event_id" text;--> statement-breakpoint
ALTER TABLE "verification_tag_cells3" ADD COLUMN "single_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "verification_tag_cells3" ADD COLUMN "single_event_id" text;--> statement-breakpoint
-- Decision 272: the map cells keep the key of a row's one scan. Rows of one scan are filled from the
-- events; the (cell, period) indexes INCLUDE the two new columns (decision 270), hence custom SQL.
UPDATE "verification_cells" t SET single_at = e.scanned_at, single_event_id = e.event_id
FROM (SELECT company_id as company_id, (scanned_at at time zone 'UTC')::date as day, cell >> 15 as cell6, coalesce(product_id, 0) as product_id, coalesce(product_group_id, 0) as product_group_id, coalesce(order_country, '') as order_country, status as status, geolocation_method as geolocation_method, tags as tags, min(scanned_at) as scanned_at, min(event_id) as event_id
  FROM verification_events GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 HAVING count(*) = 1) e
WHERE t.count = 1 and t.company_id = e.company_id and t.day = e.day and t.cell6 = e.cell6 and t.product_id = e.product_id and t.product_group_id = e.product_group_id and t.order_country = e.order_country and t.status = e.status and t.geolocation_method = e.geolocation_method and t.tags = e.tags;--> statement-breakpoint
UPDATE "verification_month_cells" t SET single_at = e.scanned_at, single_event_id = e.event_id
FROM (SELECT company_id as company_id, date_trunc('month', scanned_at at time zone 'UTC')::date as month, cell >> 15 as cell6, coalesce(product_id, 0) as product_id, coalesce(product_group_id, 0) as product_group_id, coalesce(order_country, '') as order_country, status as status, geolocation_method as geolocation_method, tags as tags, min(scanned_at) as scanned_at, min(event_id) as event_id
  FROM verification_events GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 HAVING count(*) = 1) e
WHERE t.count = 1 and t.company_id = e.company_id and t.month = e.month and t.cell6 = e.cell6 and t.product_id = e.product_id and t.product_group_id = e.product_group_id and t.order_country = e.order_country and t.status = e.status and t.geolocation_method = e.geolocation_method and t.tags = e.tags;--> statement-breakpoint
DROP INDEX IF EXISTS "verification_month_cells_cell_idx";--> statement-breakpoint
CREATE INDEX "verification_month_cells_cell_idx" ON "verification_month_cells" USING btree ("cell6","month") INCLUDE ("status","count","sum_lat_e6","sum_lon_e6","company_id","product_id","product_group_id","order_country","geolocation_method","tags","single_at","single_event_id");--> statement-breakpoint
UPDATE "verification_month_cells4" t SET single_at = e.scanned_at, single_event_id = e.event_id
FROM (SELECT company_id as company_id, date_trunc('month', scanned_at at time zone 'UTC')::date as month, (cell >> 25)::int as cell4, coalesce(product_id, 0) as product_id, coalesce(product_group_id, 0) as product_group_id, coalesce(order_country, '') as order_country, status as status, geolocation_method as geolocation_method, min(scanned_at) as scanned_at, min(event_id) as event_id
  FROM verification_events GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING count(*) = 1) e
WHERE t.count = 1 and t.company_id = e.company_id and t.month = e.month and t.cell4 = e.cell4 and t.product_id = e.product_id and t.product_group_id = e.product_group_id and t.order_country = e.order_country and t.status = e.status and t.geolocation_method = e.geolocation_method;--> statement-breakpoint
DROP INDEX IF EXISTS "verification_month_cells4_cell_idx";--> statement-breakpoint
CREATE INDEX "verification_month_cells4_cell_idx" ON "verification_month_cells4" USING btree ("cell4","month") INCLUDE ("status","count","sum_lat_e6","sum_lon_e6","company_id","product_id","product_group_id","order_country","geolocation_method","single_at","single_event_id");--> statement-breakpoint
UPDATE "verification_month_tag_cells4" t SET single_at = e.scanned_at, single_event_id = e.event_id
FROM (SELECT company_id as company_id, date_trunc('month', scanned_at at time zone 'UTC')::date as month, (cell >> 25)::int as cell4, coalesce(product_id, 0) as product_id, coalesce(product_group_id, 0) as product_group_id, coalesce(order_country, '') as order_country, status as status, geolocation_method as geolocation_method, tags as tags, min(scanned_at) as scanned_at, min(event_id) as event_id
  FROM verification_events GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 HAVING count(*) = 1) e
WHERE t.count = 1 and t.company_id = e.company_id and t.month = e.month and t.cell4 = e.cell4 and t.product_id = e.product_id and t.product_group_id = e.product_group_id and t.order_country = e.order_country and t.status = e.status and t.geolocation_method = e.geolocation_method and t.tags = e.tags;--> statement-breakpoint
DROP INDEX IF EXISTS "verification_month_tag_cells4_cell_idx";--> statement-breakpoint
CREATE INDEX "verification_month_tag_cells4_cell_idx" ON "verification_month_tag_cells4" USING btree ("cell4","month") INCLUDE ("status","count","sum_lat_e6","sum_lon_e6","company_id","product_id","product_group_id","order_country","geolocation_method","tags","single_at","single_event_id");--> statement-breakpoint
UPDATE "verification_cells3" t SET single_at = e.scanned_at, single_event_id = e.event_id
FROM (SELECT company_id as company_id, (cell >> 30)::int as cell3, coalesce(product_id, 0) as product_id, coalesce(product_group_id, 0) as product_group_id, coalesce(order_country, '') as order_country, status as status, geolocation_method as geolocation_method, min(scanned_at) as scanned_at, min(event_id) as event_id
  FROM verification_events GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING count(*) = 1) e
WHERE t.count = 1 and t.company_id = e.company_id and t.cell3 = e.cell3 and t.product_id = e.product_id and t.product_group_id = e.product_group_id and t.order_country = e.order_country and t.status = e.status and t.geolocation_method = e.geolocation_method;--> statement-breakpoint
DROP INDEX IF EXISTS "verification_cells3_cell_idx";--> statement-breakpoint
CREATE INDEX "verification_cells3_cell_idx" ON "verification_cells3" USING btree ("cell3") INCLUDE ("status","count","sum_lat_e6","sum_lon_e6","sum_month_days","company_id","product_id","product_group_id","order_country","geolocation_method","single_at","single_event_id");--> statement-breakpoint
UPDATE "verification_tag_cells3" t SET single_at = e.scanned_at, single_event_id = e.event_id
FROM (SELECT company_id as company_id, (cell >> 30)::int as cell3, coalesce(product_id, 0) as product_id, coalesce(product_group_id, 0) as product_group_id, coalesce(order_country, '') as order_country, status as status, geolocation_method as geolocation_method, tags as tags, min(scanned_at) as scanned_at, min(event_id) as event_id
  FROM verification_events GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING count(*) = 1) e
WHERE t.count = 1 and t.company_id = e.company_id and t.cell3 = e.cell3 and t.product_id = e.product_id and t.product_group_id = e.product_group_id and t.order_country = e.order_country and t.status = e.status and t.geolocation_method = e.geolocation_method and t.tags = e.tags;--> statement-breakpoint
DROP INDEX IF EXISTS "verification_tag_cells3_cell_idx";--> statement-breakpoint
CREATE INDEX "verification_tag_cells3_cell_idx" ON "verification_tag_cells3" USING btree ("cell3") INCLUDE ("status","count","sum_lat_e6","sum_lon_e6","sum_month_days","company_id","product_id","product_group_id","order_country","geolocation_method","tags","single_at","single_event_id");
