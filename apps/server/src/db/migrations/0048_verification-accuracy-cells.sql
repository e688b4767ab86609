CREATE TABLE "verification_accuracy_cells6" (
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
	CONSTRAINT "verification_accuracy_cells6_pk" PRIMARY KEY("company_id","cell6","status","geolocation_method","accuracy_band")
);
--> statement-breakpoint
CREATE TABLE "verification_day_accuracy_cells4" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"cell4" integer NOT NULL,
	"status" smallint NOT NULL,
	"geolocation_method" text NOT NULL,
	"accuracy_band" smallint NOT NULL,
	"count" bigint NOT NULL,
	"sum_lat_e6" bigint NOT NULL,
	"sum_lon_e6" bigint NOT NULL,
	"single_at" timestamp with time zone,
	"single_event_id" text,
	CONSTRAINT "verification_day_accuracy_cells4_pk" PRIMARY KEY("company_id","day","cell4","status","geolocation_method","accuracy_band")
);
--> statement-breakpoint
CREATE TABLE "verification_month_accuracy_cells4" (
	"company_id" integer NOT NULL,
	"month" date NOT NULL,
	"cell4" integer NOT NULL,
	"status" smallint NOT NULL,
	"geolocation_method" text NOT NULL,
	"accuracy_band" smallint NOT NULL,
	"count" bigint NOT NULL,
	"sum_lat_e6" bigint NOT NULL,
	"sum_lon_e6" bigint NOT NULL,
	"single_at" timestamp with time zone,
	"single_event_id" text,
	CONSTRAINT "verification_month_accuracy_cells4_pk" PRIMARY KEY("company_id","month","cell4","status","geolocation_method","accuracy_band")
);
--> statement-breakpoint
-- Decision 327: filled from the stored events, a row of one scan with its key (decision 272); the
-- accuracy band as accuracyBandOf (contract) gives it; the covering indexes INCLUDE the other columns
-- (decision 270), hence custom SQL.
INSERT INTO "verification_month_accuracy_cells4" ("company_id", "month", "cell4", "status", "geolocation_method", "accuracy_band", "count", "sum_lat_e6", "sum_lon_e6", "single_at", "single_event_id")
SELECT company_id, date_trunc('month', scanned_at at time zone 'UTC')::date, (cell >> 25)::int, status, geolocation_method, case when accuracy <= 0 then 0 when accuracy <= 10 then 1 when accuracy <= 50 then 2 when accuracy <= 100 then 3 when accuracy <= 1000 then 4 else 5 end, count(*), sum(round(lat * 1e6)::bigint), sum(round(lon * 1e6)::bigint),
  case when count(*) = 1 then min(scanned_at) end, case when count(*) = 1 then min(event_id) end
FROM verification_events GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
INSERT INTO "verification_day_accuracy_cells4" ("company_id", "day", "cell4", "status", "geolocation_method", "accuracy_band", "count", "sum_lat_e6", "sum_lon_e6", "single_at", "single_event_id")
SELECT company_id, (scanned_at at time zone 'UTC')::date, (cell >> 25)::int, status, geolocation_method, case when accuracy <= 0 then 0 when accuracy <= 10 then 1 when accuracy <= 50 then 2 when accuracy <= 100 then 3 when accuracy <= 1000 then 4 else 5 end, count(*), sum(round(lat * 1e6)::bigint), sum(round(lon * 1e6)::bigint),
  case when count(*) = 1 then min(scanned_at) end, case when count(*) = 1 then min(event_id) end
FROM verification_events GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
INSERT INTO "verification_accuracy_cells6" ("company_id", "cell6", "status", "geolocation_method", "accuracy_band", "count", "sum_lat_e6", "sum_lon_e6", "single_at", "single_event_id", "sum_month_days")
SELECT company_id, cell >> 15, status, geolocation_method, case when accuracy <= 0 then 0 when accuracy <= 10 then 1 when accuracy <= 50 then 2 when accuracy <= 100 then 3 when accuracy <= 1000 then 4 else 5 end, count(*), sum(round(lat * 1e6)::bigint), sum(round(lon * 1e6)::bigint),
  case when count(*) = 1 then min(scanned_at) end, case when count(*) = 1 then min(event_id) end,
  sum(date_trunc('month', scanned_at at time zone 'UTC')::date - date '1970-01-01')
FROM verification_events GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5;--> statement-breakpoint
CREATE INDEX "verification_month_accuracy_cells4_cell_idx" ON "verification_month_accuracy_cells4" USING btree ("cell4","month") INCLUDE ("status","count","sum_lat_e6","sum_lon_e6","company_id","geolocation_method","accuracy_band","single_at","single_event_id");--> statement-breakpoint
CREATE INDEX "verification_day_accuracy_cells4_day_idx" ON "verification_day_accuracy_cells4" USING btree ("day","cell4");--> statement-breakpoint
CREATE INDEX "verification_accuracy_cells6_cell_idx" ON "verification_accuracy_cells6" USING btree ("company_id","cell6") INCLUDE ("status","count","sum_lat_e6","sum_lon_e6","geolocation_method","accuracy_band","single_at","single_event_id","sum_month_days");