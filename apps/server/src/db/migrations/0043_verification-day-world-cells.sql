CREATE TABLE "verification_day_world_cells3" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"cell3" integer NOT NULL,
	"status" smallint NOT NULL,
	"geolocation_method" text NOT NULL,
	"count" bigint NOT NULL,
	"sum_lat_e6" bigint NOT NULL,
	"sum_lon_e6" bigint NOT NULL,
	CONSTRAINT "verification_day_world_cells3_pk" PRIMARY KEY("company_id","day","cell3","status","geolocation_method")
);
--> statement-breakpoint
-- Decision 277: filled from the stored events (every company together, company_id -100); the
-- (day, cell) index INCLUDEs the other columns (decision 270), hence custom SQL.
INSERT INTO "verification_day_world_cells3" ("company_id", "day", "cell3", "status", "geolocation_method", "count", "sum_lat_e6", "sum_lon_e6")
SELECT -100, (scanned_at at time zone 'UTC')::date, (cell >> 30)::int, status, geolocation_method,
  count(*), sum(round(lat * 1e6)::bigint), sum(round(lon * 1e6)::bigint)
FROM verification_events GROUP BY 2, 3, 4, 5 ORDER BY 2, 3, 4, 5;--> statement-breakpoint
CREATE INDEX "verification_day_world_cells3_day_idx" ON "verification_day_world_cells3" USING btree ("day","cell3") INCLUDE ("company_id","status","geolocation_method","count","sum_lat_e6","sum_lon_e6");