CREATE TABLE "verification_cells3" (
	"company_id" integer NOT NULL,
	"cell3" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_group_id" integer NOT NULL,
	"order_country" text NOT NULL,
	"status" smallint NOT NULL,
	"geolocation_method" text NOT NULL,
	"count" bigint NOT NULL,
	"sum_lat_e6" bigint NOT NULL,
	"sum_lon_e6" bigint NOT NULL,
	"sum_month_days" bigint NOT NULL,
	CONSTRAINT "verification_cells3_pk" PRIMARY KEY("company_id","cell3","product_id","product_group_id","order_country","status","geolocation_method")
);
--> statement-breakpoint
CREATE TABLE "verification_days" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"product_group_id" integer NOT NULL,
	"order_country" text NOT NULL,
	"status" smallint NOT NULL,
	"geolocation_method" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "verification_days_pk" PRIMARY KEY("company_id","day","product_id","product_group_id","order_country","status","geolocation_method")
);
--> statement-breakpoint
CREATE TABLE "verification_month_cells" (
	"company_id" integer NOT NULL,
	"month" date NOT NULL,
	"cell6" bigint NOT NULL,
	"product_id" integer NOT NULL,
	"product_group_id" integer NOT NULL,
	"order_country" text NOT NULL,
	"status" smallint NOT NULL,
	"geolocation_method" text NOT NULL,
	"count" bigint NOT NULL,
	"sum_lat_e6" bigint NOT NULL,
	"sum_lon_e6" bigint NOT NULL,
	CONSTRAINT "verification_month_cells_pk" PRIMARY KEY("company_id","month","cell6","product_id","product_group_id","order_country","status","geolocation_method")
);
--> statement-breakpoint
CREATE TABLE "verification_month_cells4" (
	"company_id" integer NOT NULL,
	"month" date NOT NULL,
	"cell4" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_group_id" integer NOT NULL,
	"order_country" text NOT NULL,
	"status" smallint NOT NULL,
	"geolocation_method" text NOT NULL,
	"count" bigint NOT NULL,
	"sum_lat_e6" bigint NOT NULL,
	"sum_lon_e6" bigint NOT NULL,
	CONSTRAINT "verification_month_cells4_pk" PRIMARY KEY("company_id","month","cell4","product_id","product_group_id","order_country","status","geolocation_method")
);
--> statement-breakpoint
CREATE TABLE "verification_month_tags" (
	"company_id" integer NOT NULL,
	"month" date NOT NULL,
	"product_id" integer NOT NULL,
	"product_group_id" integer NOT NULL,
	"order_country" text NOT NULL,
	"status" smallint NOT NULL,
	"geolocation_method" text NOT NULL,
	"tags" text[] NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "verification_month_tags_pk" PRIMARY KEY("company_id","month","product_id","product_group_id","order_country","status","geolocation_method","tags")
);
--> statement-breakpoint
CREATE TABLE "verification_months" (
	"company_id" integer NOT NULL,
	"month" date NOT NULL,
	"product_id" integer NOT NULL,
	"product_group_id" integer NOT NULL,
	"order_country" text NOT NULL,
	"status" smallint NOT NULL,
	"geolocation_method" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "verification_months_pk" PRIMARY KEY("company_id","month","product_id","product_group_id","order_country","status","geolocation_method")
);
--> statement-breakpoint
CREATE INDEX "verification_cells3_cell_idx" ON "verification_cells3" USING btree ("cell3");--> statement-breakpoint
CREATE INDEX "verification_days_day_idx" ON "verification_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "verification_month_cells_cell_idx" ON "verification_month_cells" USING btree ("cell6","month");--> statement-breakpoint
CREATE INDEX "verification_month_cells4_cell_idx" ON "verification_month_cells4" USING btree ("cell4","month");--> statement-breakpoint
CREATE INDEX "verification_cells_day_idx" ON "verification_cells" USING btree ("day","cell6");--> statement-breakpoint
CREATE INDEX "verification_daily_day_idx" ON "verification_daily" USING btree ("day");
--> statement-breakpoint
-- Custom SQL (decision 263), keep when regenerating: the new rollups filled from the stored events,
-- exactly as ingest would have (missing dimensions 0 and '', UTC days and months, cells shifted).
INSERT INTO "verification_days" ("company_id", "day", "product_id", "product_group_id", "order_country", "status", "geolocation_method", "count")
SELECT company_id, (scanned_at at time zone 'UTC')::date, coalesce(product_id, 0), coalesce(product_group_id, 0),
  coalesce(order_country, ''), status, geolocation_method, count(*)
FROM verification_events GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7;--> statement-breakpoint
INSERT INTO "verification_months" ("company_id", "month", "product_id", "product_group_id", "order_country", "status", "geolocation_method", "count")
SELECT company_id, date_trunc('month', scanned_at at time zone 'UTC')::date, coalesce(product_id, 0),
  coalesce(product_group_id, 0), coalesce(order_country, ''), status, geolocation_method, count(*)
FROM verification_events GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7;--> statement-breakpoint
INSERT INTO "verification_month_tags" ("company_id", "month", "product_id", "product_group_id", "order_country", "status", "geolocation_method", "tags", "count")
SELECT company_id, date_trunc('month', scanned_at at time zone 'UTC')::date, coalesce(product_id, 0),
  coalesce(product_group_id, 0), coalesce(order_country, ''), status, geolocation_method, tags, count(*)
FROM verification_events GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8;--> statement-breakpoint
INSERT INTO "verification_month_cells" ("company_id", "month", "cell6", "product_id", "product_group_id", "order_country", "status", "geolocation_method", "count", "sum_lat_e6", "sum_lon_e6")
SELECT company_id, date_trunc('month', scanned_at at time zone 'UTC')::date, cell >> 15, coalesce(product_id, 0),
  coalesce(product_group_id, 0), coalesce(order_country, ''), status, geolocation_method, count(*),
  sum(round(lat * 1e6)::bigint), sum(round(lon * 1e6)::bigint)
FROM verification_events GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8;--> statement-breakpoint
INSERT INTO "verification_month_cells4" ("company_id", "month", "cell4", "product_id", "product_group_id", "order_country", "status", "geolocation_method", "count", "sum_lat_e6", "sum_lon_e6")
SELECT company_id, date_trunc('month', scanned_at at time zone 'UTC')::date, cell >> 25, coalesce(product_id, 0),
  coalesce(product_group_id, 0), coalesce(order_country, ''), status, geolocation_method, count(*),
  sum(round(lat * 1e6)::bigint), sum(round(lon * 1e6)::bigint)
FROM verification_events GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8;--> statement-breakpoint
INSERT INTO "verification_cells3" ("company_id", "cell3", "product_id", "product_group_id", "order_country", "status", "geolocation_method", "count", "sum_lat_e6", "sum_lon_e6", "sum_month_days")
SELECT company_id, cell >> 30, coalesce(product_id, 0), coalesce(product_group_id, 0), coalesce(order_country, ''),
  status, geolocation_method, count(*), sum(round(lat * 1e6)::bigint), sum(round(lon * 1e6)::bigint),
  sum(date_trunc('month', scanned_at at time zone 'UTC')::date - date '1970-01-01')
FROM verification_events GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7;
