-- Unlogged: the counts are worth a minute at most; no write-ahead log for their constant updates.
CREATE UNLOGGED TABLE "rate_limit_hits" (
	"key" text NOT NULL,
	"window_start_ms" bigint NOT NULL,
	"window_end_ms" bigint NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limit_hits_key_window_start_ms_pk" PRIMARY KEY("key","window_start_ms")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_window_end_idx" ON "rate_limit_hits" USING btree ("window_end_ms");