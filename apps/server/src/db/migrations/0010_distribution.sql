CREATE TABLE "distribution_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"reply" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "distribution_spools_spool_idx";--> statement-breakpoint
ALTER TABLE "distribution_sends" ADD CONSTRAINT "distribution_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "distribution_sends_idempotency_key" ON "distribution_sends" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "distribution_spools_spool_key" ON "distribution_spools" USING btree ("spool_id");