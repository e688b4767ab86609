CREATE TABLE "licensing_totals" (
	"company_id" integer NOT NULL,
	"product_group_id" integer NOT NULL,
	"contracted" bigint DEFAULT 0 NOT NULL,
	"withdrawn" bigint DEFAULT 0 NOT NULL,
	"cancel_withdrawn" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "licensing_totals_company_id_product_group_id_pk" PRIMARY KEY("company_id","product_group_id")
);
--> statement-breakpoint
ALTER TABLE "licensing_totals" ADD CONSTRAINT "licensing_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licensing_totals" ADD CONSTRAINT "licensing_totals_product_group_id_product_groups_id_fk" FOREIGN KEY ("product_group_id") REFERENCES "public"."product_groups"("id") ON DELETE cascade ON UPDATE no action;