CREATE TABLE "verification_company_cells6" (
	"company_id" integer NOT NULL,
	"cell6" bigint NOT NULL,
	"status" smallint NOT NULL,
	"geolocation_method" text NOT NULL,
	"count" bigint NOT NULL,
	"sum_lat_e6" bigint NOT NULL,
	"sum_lon_e6" bigint NOT NULL,
	"single_at" timestamp with time zone,
	"single_event_id" text,
	"sum_month_days" bigint NOT NULL,
	CONSTRAINT "verification_company_cells6_pk" PRIMARY KEY("company_id","cell6","status","geolocation_method")
);
--> statement-breakpoint
-- Decision 278: filled from the stored events (per company), a row of one scan with its key; the
-- cell index INCLUDEs the other columns (decision 270), hence custom SQL.
INSERT INTO "verification_company_cells6" ("company_id", "cell6", "status", "geolocation_method", "count", "sum_lat_e6", "sum_lon_e6", "single_at", "single_event_id", "sum_month_days")
SELECT company_id, cell >> 15, status, geolocation_method, count(*), sum(round(lat * 1e6)::bigint), sum(round(lon * 1e6)::bigint),
  case when count(*) = 1 then min(scanned_at) end, case when count(*) = 1 then min(event_id) end,
  sum(date_trunc('month', scanned_at at time zone 'UTC')::date - date '1970-01-01')
FROM verification_events GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;--> statement-breakpoint
CREATE INDEX "verification_company_cells6_cell_idx" ON "verification_company_cells6" USING btree ("company_id","cell6") INCLUDE ("status","count","sum_lat_e6","sum_lon_e6","geolocation_method","single_at","single_event_id","sum_month_days");