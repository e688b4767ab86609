CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'SUPPLIER' NOT NULL,
	"name" text NOT NULL,
	"cofor6" text DEFAULT '' NOT NULL,
	"cofor10" text NOT NULL,
	"company_group" text DEFAULT 'EXTERNAL_SUPPLIERS' NOT NULL,
	"vat_identification_no" text DEFAULT '' NOT NULL,
	"duns" text DEFAULT '' NOT NULL,
	"company_reference" text DEFAULT '' NOT NULL,
	"destination" text DEFAULT '' NOT NULL,
	"part_numbers" text DEFAULT '' NOT NULL,
	"reference" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"transport_restriction" text DEFAULT 'NONE' NOT NULL,
	"handling_included" boolean DEFAULT false NOT NULL,
	"blocked_for_ordering" boolean DEFAULT false NOT NULL,
	"blocked_completely" boolean DEFAULT false NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_rights" (
	"group_id" integer NOT NULL,
	"right" text NOT NULL,
	CONSTRAINT "group_rights_group_id_right_pk" PRIMARY KEY("group_id","right")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "groups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_key" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"user_id" integer,
	"address_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_groups" (
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "user_groups_user_id_group_id_pk" PRIMARY KEY("user_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_first_user" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'APPROVED' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "address_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"address_id" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"category" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"street_address" text NOT NULL,
	"address_details" text DEFAULT '' NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"country_code" text NOT NULL,
	"state" text DEFAULT 'CLIENT_APPROVAL_REQUESTED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"category" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_product_group_rights" (
	"company_id" integer NOT NULL,
	"product_group_id" integer NOT NULL,
	"can_order" boolean DEFAULT true NOT NULL,
	CONSTRAINT "company_product_group_rights_company_id_product_group_id_pk" PRIMARY KEY("company_id","product_group_id")
);
--> statement-breakpoint
CREATE TABLE "company_quota_categories" (
	"company_id" integer NOT NULL,
	"product_group_id" integer NOT NULL,
	CONSTRAINT "company_quota_categories_company_id_product_group_id_pk" PRIMARY KEY("company_id","product_group_id")
);
--> statement-breakpoint
CREATE TABLE "extra_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"fee" numeric(12, 2) DEFAULT '0' NOT NULL,
	"image" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licensing_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"product_group_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount" bigint NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_field_definitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"extra_service_id" integer NOT NULL,
	"index" integer NOT NULL,
	"name" text NOT NULL,
	"label" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'text' NOT NULL,
	"field_type" text NOT NULL,
	"validation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"validation_message" text DEFAULT '' NOT NULL,
	"default_value" text DEFAULT '' NOT NULL,
	"read_only" boolean DEFAULT false NOT NULL,
	"dependencies" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"linked" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"format" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_extra_services" (
	"product_id" integer NOT NULL,
	"extra_service_id" integer NOT NULL,
	CONSTRAINT "product_extra_services_product_id_extra_service_id_pk" PRIMARY KEY("product_id","extra_service_id")
);
--> statement-breakpoint
CREATE TABLE "product_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"is_quota_category" boolean DEFAULT false NOT NULL,
	CONSTRAINT "product_groups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_group_id" integer NOT NULL,
	"customer_reference" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"label_length" numeric(8, 2) NOT NULL,
	"label_width" numeric(8, 2) NOT NULL,
	"labels_per_unit" integer NOT NULL,
	"winding_direction" text DEFAULT '' NOT NULL,
	"rewind_flag" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"destination" text DEFAULT '' NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"label_type_code" text DEFAULT '' NOT NULL,
	"overlay_specification" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"unit_price" numeric(12, 5) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"uuid" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(12, 5) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"alternative_customer_reference" text DEFAULT '' NOT NULL,
	"is_partial_roll" boolean DEFAULT false NOT NULL,
	"is_printed" boolean DEFAULT false NOT NULL,
	"extra_service_data" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_state_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"customer_order_no" text DEFAULT '' NOT NULL,
	"desired_delivery_date" date,
	"state" text NOT NULL,
	"state_before_cancel" text,
	"transport_by_customer" boolean DEFAULT false NOT NULL,
	"delivery_address_id" integer,
	"billing_address_id" integer,
	"delivery_address" jsonb NOT NULL,
	"billing_address" jsonb NOT NULL,
	"labels_total" numeric(14, 2) NOT NULL,
	"handling_costs" numeric(14, 2) NOT NULL,
	"handling_sub_costs_operator" numeric(14, 2) NOT NULL,
	"delivery_costs" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"label_count" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distribution_spools" (
	"distribution_id" uuid NOT NULL,
	"spool_id" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	CONSTRAINT "distribution_spools_distribution_id_spool_id_pk" PRIMARY KEY("distribution_id","spool_id")
);
--> statement-breakpoint
CREATE TABLE "distributions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"address_id" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "labels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"label_id" text NOT NULL,
	"object_id" bigint NOT NULL,
	"spool_id" integer NOT NULL,
	"activated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "spools" (
	"id" serial PRIMARY KEY NOT NULL,
	"spool_no" text NOT NULL,
	"product_id" integer NOT NULL,
	"order_position_id" integer,
	"company_id" integer,
	"label_count" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"template" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_file_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_file_id" integer NOT NULL,
	"cofor6" text NOT NULL,
	"cofor10" text NOT NULL,
	"name" text NOT NULL,
	"street_address" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT '' NOT NULL,
	"company_group" text DEFAULT 'EXTERNAL_SUPPLIERS' NOT NULL,
	"restricted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"filename" text NOT NULL,
	"content" text NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_rights" ADD CONSTRAINT "group_rights_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_versions" ADD CONSTRAINT "address_versions_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_product_group_rights" ADD CONSTRAINT "company_product_group_rights_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_product_group_rights" ADD CONSTRAINT "company_product_group_rights_product_group_id_product_groups_id_fk" FOREIGN KEY ("product_group_id") REFERENCES "public"."product_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_quota_categories" ADD CONSTRAINT "company_quota_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_quota_categories" ADD CONSTRAINT "company_quota_categories_product_group_id_product_groups_id_fk" FOREIGN KEY ("product_group_id") REFERENCES "public"."product_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licensing_events" ADD CONSTRAINT "licensing_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licensing_events" ADD CONSTRAINT "licensing_events_product_group_id_product_groups_id_fk" FOREIGN KEY ("product_group_id") REFERENCES "public"."product_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_field_definitions" ADD CONSTRAINT "print_field_definitions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_field_definitions" ADD CONSTRAINT "print_field_definitions_extra_service_id_extra_services_id_fk" FOREIGN KEY ("extra_service_id") REFERENCES "public"."extra_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_extra_services" ADD CONSTRAINT "product_extra_services_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_extra_services" ADD CONSTRAINT "product_extra_services_extra_service_id_extra_services_id_fk" FOREIGN KEY ("extra_service_id") REFERENCES "public"."extra_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_group_id_product_groups_id_fk" FOREIGN KEY ("product_group_id") REFERENCES "public"."product_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_positions" ADD CONSTRAINT "order_positions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_positions" ADD CONSTRAINT "order_positions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_state_changes" ADD CONSTRAINT "order_state_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_state_changes" ADD CONSTRAINT "order_state_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_spools" ADD CONSTRAINT "distribution_spools_distribution_id_distributions_id_fk" FOREIGN KEY ("distribution_id") REFERENCES "public"."distributions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_spools" ADD CONSTRAINT "distribution_spools_spool_id_spools_id_fk" FOREIGN KEY ("spool_id") REFERENCES "public"."spools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_spool_id_spools_id_fk" FOREIGN KEY ("spool_id") REFERENCES "public"."spools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spools" ADD CONSTRAINT "spools_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spools" ADD CONSTRAINT "spools_order_position_id_order_positions_id_fk" FOREIGN KEY ("order_position_id") REFERENCES "public"."order_positions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spools" ADD CONSTRAINT "spools_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_file_entries" ADD CONSTRAINT "supplier_file_entries_supplier_file_id_supplier_files_id_fk" FOREIGN KEY ("supplier_file_id") REFERENCES "public"."supplier_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_files" ADD CONSTRAINT "supplier_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_cofor10_key" ON "companies" USING btree ("cofor10");--> statement-breakpoint
CREATE INDEX "companies_cofor6_idx" ON "companies" USING btree ("cofor6");--> statement-breakpoint
CREATE INDEX "companies_registered_at_idx" ON "companies" USING btree ("registered_at");--> statement-breakpoint
CREATE INDEX "login_failures_account_idx" ON "login_failures" USING btree ("account_key","created_at");--> statement-breakpoint
CREATE INDEX "login_failures_ip_idx" ON "login_failures" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_codes_hash_key" ON "one_time_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_company_email_key" ON "users" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "address_versions_address_idx" ON "address_versions" USING btree ("address_id","approved_at");--> statement-breakpoint
CREATE INDEX "addresses_company_idx" ON "addresses" USING btree ("company_id","category");--> statement-breakpoint
CREATE INDEX "contacts_company_idx" ON "contacts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "licensing_events_company_idx" ON "licensing_events" USING btree ("company_id","product_group_id");--> statement-breakpoint
CREATE INDEX "print_field_definitions_product_idx" ON "print_field_definitions" USING btree ("product_id","index");--> statement-breakpoint
CREATE INDEX "products_group_idx" ON "products" USING btree ("product_group_id");--> statement-breakpoint
CREATE INDEX "order_positions_order_idx" ON "order_positions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_positions_product_idx" ON "order_positions" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_state_changes_order_idx" ON "order_state_changes" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_id_key" ON "orders" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key" ON "orders" USING btree ("user_id","idempotency_key") WHERE "orders"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "orders_company_created_idx" ON "orders" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_state_created_idx" ON "orders" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "distribution_spools_spool_idx" ON "distribution_spools" USING btree ("spool_id");--> statement-breakpoint
CREATE INDEX "distributions_company_idx" ON "distributions" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "labels_label_id_key" ON "labels" USING btree ("label_id");--> statement-breakpoint
CREATE UNIQUE INDEX "labels_object_id_key" ON "labels" USING btree ("object_id");--> statement-breakpoint
CREATE INDEX "labels_spool_idx" ON "labels" USING btree ("spool_id");--> statement-breakpoint
CREATE UNIQUE INDEX "spools_spool_no_key" ON "spools" USING btree ("spool_no");--> statement-breakpoint
CREATE INDEX "spools_company_idx" ON "spools" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "spools_order_position_idx" ON "spools" USING btree ("order_position_id");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("sent_at","id");--> statement-breakpoint
CREATE INDEX "supplier_file_entries_cofor6_idx" ON "supplier_file_entries" USING btree ("cofor6");--> statement-breakpoint
CREATE INDEX "supplier_file_entries_cofor10_idx" ON "supplier_file_entries" USING btree ("cofor10");