CREATE TABLE "company_order_totals" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"ordered_labels" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_order_totals" ADD CONSTRAINT "company_order_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_name_order_idx" ON "companies" USING btree (lower("name"),"id");