CREATE TABLE "verification_month_world_cells3" (
	"company_id" integer NOT NULL,
	"month" date NOT NULL,
	"cell3" integer NOT NULL,
	"status" smallint NOT NULL,
	"geolocation_method" text NOT NULL,
	"count" bigint NOT NULL,
	"sum_lat_e6" bigint NOT NULL,
	"sum_lon_e6" bigint NOT NULL,
	CONSTRAINT "verification_month_world_cells3_pk" PRIMARY KEY("company_id","month","cell3","status","geolocation_method")
);
--> statement-breakpoint
-- Decision 273: filled from the stored events (every company together, company_id -100); the
-- (cell, month) index INCLUDEs the other columns (decision 270), hence custom SQL.
INSERT INTO "verification_month_world_cells3" ("company_id", "month", "cell3", "status", "geolocation_method", "count", "sum_lat_e6", "sum_lon_e6")
SELECT -100, date_trunc('month', scanned_at at time zone 'UTC')::date, (cell >> 30)::int, status, geolocation_method,
  count(*), sum(round(lat * 1e6)::bigint), sum(round(lon * 1e6)::bigint)
FROM verification_events GROUP BY 2, 3, 4, 5 ORDER BY 2, 3, 4, 5;--> statement-breakpoint
CREATE INDEX "verification_month_world_cells3_cell_idx" ON "verification_month_world_cells3" USING btree ("cell3","month") INCLUDE ("status","count","sum_lat_e6","sum_lon_e6","company_id","geolocation_method");