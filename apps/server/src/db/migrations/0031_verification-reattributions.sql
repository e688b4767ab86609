CREATE TABLE "verification_reattributions" (
	"spool_id" integer PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone NOT NULL
);
