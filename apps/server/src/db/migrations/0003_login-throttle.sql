CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
CREATE INDEX "login_throttle_window_idx" ON "login_throttle" USING btree ("window_started_at");--> statement-breakpoint
-- The per-account limit now counts failures from every address together (default 20, decision 020): the stored 5 goes back to the default.
DELETE FROM "settings" WHERE "key" = 'accounts.login_max_failures_per_account';