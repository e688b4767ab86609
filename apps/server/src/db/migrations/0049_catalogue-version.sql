CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Custom SQL (decision 325): the one row, and a statement trigger on each table the product list
-- shows, raising the version in the transaction of the change (a process that reads the new
-- version sees the change too; a sequence would not wait for the commit).
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "catalogue_version" ADD CONSTRAINT "catalogue_version_one_row" CHECK ("id" = 1);--> statement-breakpoint
CREATE FUNCTION raise_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION raise_catalogue_version();--> statement-breakpoint
CREATE TRIGGER product_groups_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_groups"
  FOR EACH STATEMENT EXECUTE FUNCTION raise_catalogue_version();--> statement-breakpoint
CREATE TRIGGER extra_services_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "extra_services"
  FOR EACH STATEMENT EXECUTE FUNCTION raise_catalogue_version();--> statement-breakpoint
CREATE TRIGGER product_extra_services_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_extra_services"
  FOR EACH STATEMENT EXECUTE FUNCTION raise_catalogue_version();--> statement-breakpoint
CREATE TRIGGER print_field_definitions_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "print_field_definitions"
  FOR EACH STATEMENT EXECUTE FUNCTION raise_catalogue_version();
