CREATE TABLE "address_rejections" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"category" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"feedback" text DEFAULT '' NOT NULL,
	"rejected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "one_time_codes" DROP CONSTRAINT "one_time_codes_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "outbox_pending_idx";--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "register_case" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "body_html" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "address_rejections" ADD CONSTRAINT "address_rejections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_rejections_company_idx" ON "address_rejections" USING btree ("company_id","category","rejected_at");--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "one_time_codes_user_idx" ON "one_time_codes" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "one_time_codes_address_idx" ON "one_time_codes" USING btree ("address_id");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("sent_at","next_attempt_at","id");