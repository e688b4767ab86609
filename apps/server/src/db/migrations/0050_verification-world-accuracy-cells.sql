CREATE TABLE "verification_month_world_accuracy_cells3" (
	"company_id" integer NOT NULL,
	"month" date NOT NULL,
	"cell3" integer NOT NULL,
	"status" smallint NOT NULL,
	"geolocation_method" text NOT NULL,
	"accuracy_band" smallint NOT NULL,
	"count" bigint NOT NULL,
	"sum_lat_e6" bigint NOT NULL,
	"sum_lon_e6" bigint NOT NULL,
	CONSTRAINT "verification_month_world_accuracy_cells3_pk" PRIMARY KEY("company_id","month","cell3","status","geolocation_method","accuracy_band")
);
--> statement-breakpoint
CREATE TABLE "verification_world_accuracy_cells6" (
	"company_id" integer NOT NULL,
	"cell6" bigint NOT NULL,
	"status" smallint NOT NULL,
	"geolocation_method" text NOT NULL,
	"accuracy_band" smallint NOT NULL,
	"count" bigint NOT NULL,
	"sum_lat_e6" bigint NOT NULL,
	"sum_lon_e6" bigint NOT NULL,
	"single_at" timestamp with time zone,
	"single_event_id" text,
	"sum_month_days" bigint NOT NULL,
	"single_company_id" integer,
	CONSTRAINT "verification_world_accuracy_cells6_pk" PRIMARY KEY("company_id","cell6","status","geolocation_method","accuracy_band")
);
--> statement-breakpoint
-- Decision 328: filled from the stored events, every company together (-100, decision 273); the
-- all-time cells keep a one-scan row's key and company (decisions 272, 276); the accuracy band as
-- accuracyBandOf (contract) gives it; the precision-3 cells that ingest mostly updates keep a plain
-- index (decision 280), the precision-6 cells a covering one (decision 270), hence custom SQL.
INSERT INTO "verification_month_world_accuracy_cells3" ("company_id", "month", "cell3", "status", "geolocation_method", "accuracy_band", "count", "sum_lat_e6", "sum_lon_e6")
SELECT -100, date_trunc('month', scanned_at at time zone 'UTC')::date, (cell >> 30)::int, status, geolocation_method, case when accuracy <= 0 then 0 when accuracy <= 10 then 1 when accuracy <= 50 then 2 when accuracy <= 100 then 3 when accuracy <= 1000 then 4 else 5 end,
  count(*), sum(round(lat * 1e6)::bigint), sum(round(lon * 1e6)::bigint)
FROM verification_events GROUP BY 2, 3, 4, 5, 6 ORDER BY 2, 3, 4, 5, 6;--> statement-breakpoint
INSERT INTO "verification_world_accuracy_cells6" ("company_id", "cell6", "status", "geolocation_method", "accuracy_band", "count", "sum_lat_e6", "sum_lon_e6", "single_at", "single_event_id", "sum_month_days", "single_company_id")
SELECT -100, cell >> 15, status, geolocation_method, case when accuracy <= 0 then 0 when accuracy <= 10 then 1 when accuracy <= 50 then 2 when accuracy <= 100 then 3 when accuracy <= 1000 then 4 else 5 end, count(*), sum(round(lat * 1e6)::bigint), sum(round(lon * 1e6)::bigint),
  case when count(*) = 1 then min(scanned_at) end, case when count(*) = 1 then min(event_id) end,
  sum(date_trunc('month', scanned_at at time zone 'UTC')::date - date '1970-01-01'),
  case when count(*) = 1 then min(company_id) end
FROM verification_events GROUP BY 2, 3, 4, 5 ORDER BY 2, 3, 4, 5;--> statement-breakpoint
CREATE INDEX "verification_month_world_accuracy_cells3_cell_idx" ON "verification_month_world_accuracy_cells3" USING btree ("cell3","month");--> statement-breakpoint
CREATE INDEX "verification_world_accuracy_cells6_cell_idx" ON "verification_world_accuracy_cells6" USING btree ("cell6") INCLUDE ("company_id","status","count","sum_lat_e6","sum_lon_e6","geolocation_method","accuracy_band","single_at","single_event_id","single_company_id","sum_month_days");
