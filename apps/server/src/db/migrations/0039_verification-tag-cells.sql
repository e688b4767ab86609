CREATE TABLE "verification_month_tag_cells4" (
	"company_id" integer NOT NULL,
	"month" date NOT NULL,
	"cell4" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_group_id" integer NOT NULL,
	"order_country" text NOT NULL,
	"status" smallint NOT NULL,
	"geolocation_method" text NOT NULL,
	"tags" text[] NOT NULL,
	"count" bigint NOT NULL,
	"sum_lat_e6" bigint NOT NULL,
	"sum_lon_e6" bigint NOT NULL,
	CONSTRAINT "verification_month_tag_cells4_pk" PRIMARY KEY("company_id","month","cell4","product_id","product_group_id","order_country","status","geolocation_method","tags")
);
--> statement-breakpoint
CREATE TABLE "verification_tag_cells3" (
	"company_id" integer NOT NULL,
	"cell3" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_group_id" integer NOT NULL,
	"order_country" text NOT NULL,
	"status" smallint NOT NULL,
	"geolocation_method" text NOT NULL,
	"tags" text[] NOT NULL,
	"count" bigint NOT NULL,
	"sum_lat_e6" bigint NOT NULL,
	"sum_lon_e6" bigint NOT NULL,
	"sum_month_days" bigint NOT NULL,
	CONSTRAINT "verification_tag_cells3_pk" PRIMARY KEY("company_id","cell3","product_id","product_group_id","order_country","status","geolocation_method","tags")
);
--> statement-breakpoint
-- Decision 271: the map cells under a tags filter. The month cells at precision 6 gain the tag set in
-- their key (refilled from the events: the old rows had none); the two new tables are filled from
-- the events. Every (cell, period) index INCLUDEs the other columns (decision 270), hence custom SQL.
DROP INDEX IF EXISTS "verification_month_cells_cell_idx";--> statement-breakpoint
ALTER TABLE "verification_month_cells" DROP CONSTRAINT "verification_month_cells_pk";--> statement-breakpoint
TRUNCATE "verification_month_cells";--> statement-breakpoint
ALTER TABLE "verification_month_cells" ADD COLUMN "tags" text[] NOT NULL;--> statement-breakpoint
INSERT INTO "verification_month_cells" ("company_id", "month", "cell6", "product_id", "product_group_id", "order_country", "status", "geolocation_method", "tags", "count", "sum_lat_e6", "sum_lon_e6")
SELECT company_id, date_trunc('month', scanned_at at time zone 'UTC')::date, cell >> 15, coalesce(product_id, 0),
  coalesce(product_group_id, 0), coalesce(order_country, ''), status, geolocation_method, tags, count(*),
  sum(round(lat * 1e6)::bigint), sum(round(lon * 1e6)::bigint)
FROM verification_events GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9;--> statement-breakpoint
ALTER TABLE "verification_month_cells" ADD CONSTRAINT "verification_month_cells_pk" PRIMARY KEY("company_id","month","cell6","product_id","product_group_id","order_country","status","geolocation_method","tags");--> statement-breakpoint
CREATE INDEX "verification_month_cells_cell_idx" ON "verification_month_cells" USING btree ("cell6","month") INCLUDE ("status","count","sum_lat_e6","sum_lon_e6","company_id","product_id","product_group_id","order_country","geolocation_method","tags");--> statement-breakpoint
INSERT INTO "verification_month_tag_cells4" ("company_id", "month", "cell4", "product_id", "product_group_id", "order_country", "status", "geolocation_method", "tags", "count", "sum_lat_e6", "sum_lon_e6")
SELECT company_id, date_trunc('month', scanned_at at time zone 'UTC')::date, cell >> 25, coalesce(product_id, 0),
  coalesce(product_group_id, 0), coalesce(order_country, ''), status, geolocation_method, tags, count(*),
  sum(round(lat * 1e6)::bigint), sum(round(lon * 1e6)::bigint)
FROM verification_events GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9;--> statement-breakpoint
CREATE INDEX "verification_month_tag_cells4_cell_idx" ON "verification_month_tag_cells4" USING btree ("cell4","month") INCLUDE ("status","count","sum_lat_e6","sum_lon_e6","company_id","product_id","product_group_id","order_country","geolocation_method","tags");--> statement-breakpoint
INSERT INTO "verification_tag_cells3" ("company_id", "cell3", "product_id", "product_group_id", "order_country", "status", "geolocation_method", "tags", "count", "sum_lat_e6", "sum_lon_e6", "sum_month_days")
SELECT company_id, cell >> 30, coalesce(product_id, 0), coalesce(product_group_id, 0), coalesce(order_country, ''),
  status, geolocation_method, tags, count(*), sum(round(lat * 1e6)::bigint), sum(round(lon * 1e6)::bigint),
  sum(date_trunc('month', scanned_at at time zone 'UTC')::date - date '1970-01-01')
FROM verification_events GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8;--> statement-breakpoint
CREATE INDEX "verification_tag_cells3_cell_idx" ON "verification_tag_cells3" USING btree ("cell3") INCLUDE ("status","count","sum_lat_e6","sum_lon_e6","sum_month_days","company_id","product_id","product_group_id","order_country","geolocation_method","tags");
