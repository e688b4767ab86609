CREATE TABLE "verification_cells" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"cell6" bigint NOT NULL,
	"product_id" integer NOT NULL,
	"product_group_id" integer NOT NULL,
	"order_country" text NOT NULL,
	"status" smallint NOT NULL,
	"geolocation_method" text NOT NULL,
	"tags" text[] NOT NULL,
	"count" bigint NOT NULL,
	"sum_lat_e6" bigint NOT NULL,
	"sum_lon_e6" bigint NOT NULL,
	CONSTRAINT "verification_cells_pk" PRIMARY KEY("company_id","day","cell6","product_id","product_group_id","order_country","status","geolocation_method","tags")
);
--> statement-breakpoint
CREATE TABLE "verification_daily" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"product_group_id" integer NOT NULL,
	"order_country" text NOT NULL,
	"status" smallint NOT NULL,
	"geolocation_method" text NOT NULL,
	"tags" text[] NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "verification_daily_pk" PRIMARY KEY("company_id","day","product_id","product_group_id","order_country","status","geolocation_method","tags")
);
--> statement-breakpoint
-- custom SQL (keep when regenerating): drizzle cannot declare partitioning. The events are
-- partitioned by UTC month of scanned_at (decision 250); the key holds the partition key.
CREATE TABLE "verification_events" (
	"company_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"label_id" text,
	"object_id" bigint,
	"status" smallint NOT NULL,
	"verification_count" integer NOT NULL,
	"client_type" text,
	"agent" text,
	"agent_version" text,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"accuracy" double precision NOT NULL,
	"geolocation_method" text NOT NULL,
	"cell" bigint NOT NULL,
	"tags" text[] NOT NULL,
	"spool_id" integer,
	"order_id" integer,
	"product_id" integer,
	"product_group_id" integer,
	"customer_reference" text,
	"order_country" text,
	CONSTRAINT "verification_events_pk" PRIMARY KEY("company_id","event_id","scanned_at"),
	CONSTRAINT "verification_events_status_check" CHECK ("verification_events"."status" in (0, 1, 2, 3, 4, 5, 6, 99)),
	CONSTRAINT "verification_events_method_check" CHECK ("verification_events"."geolocation_method" in ('IP', 'GPS'))
) PARTITION BY RANGE ("scanned_at");
--> statement-breakpoint
CREATE TABLE "verification_label_counts" (
	"company_id" integer NOT NULL,
	"label_id" text NOT NULL,
	"status" smallint NOT NULL,
	"spool_id" integer,
	"count" bigint NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "verification_label_counts_pk" PRIMARY KEY("company_id","label_id","status")
);
--> statement-breakpoint
CREATE INDEX "verification_events_scanned_at_brin" ON "verification_events" USING brin ("scanned_at");--> statement-breakpoint
CREATE INDEX "verification_events_label_idx" ON "verification_events" USING btree ("label_id");--> statement-breakpoint
CREATE INDEX "verification_events_spool_idx" ON "verification_events" USING btree ("spool_id");--> statement-breakpoint
CREATE INDEX "verification_events_object_idx" ON "verification_events" USING btree ("object_id");--> statement-breakpoint
CREATE INDEX "verification_events_cell_idx" ON "verification_events" USING btree ("cell");--> statement-breakpoint
CREATE INDEX "verification_label_counts_spool_idx" ON "verification_label_counts" USING btree ("company_id","spool_id");--> statement-breakpoint
-- custom SQL (keep when regenerating): the monthly partition of a month (its first day), made when
-- missing. Ingest calls it for the months of a batch before storing it, in a short transaction of
-- its own (decision 250). The advisory lock serialises two batches making the same month; the
-- bounds are UTC midnights whatever the session's time zone.
CREATE FUNCTION verification_events_ensure_month(month_start date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  first_day date := date_trunc('month', month_start)::date;
  partition_name text := 'verification_events_' || to_char(first_day, 'YYYY_MM');
BEGIN
  IF to_regclass(partition_name) IS NOT NULL THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext(partition_name));
  -- An advisory lock does not refresh the catalog snapshot: a batch that waited here for another
  -- one making the same month may still not see its table, so "already exists" means done.
  BEGIN
    EXECUTE format(
      'CREATE TABLE %I PARTITION OF verification_events FOR VALUES FROM (%L) TO (%L)',
      partition_name,
      first_day::text || ' 00:00:00+00',
      (first_day + interval '1 month')::date::text || ' 00:00:00+00');
  EXCEPTION WHEN duplicate_table THEN
    NULL;
  END;
END
$$;
