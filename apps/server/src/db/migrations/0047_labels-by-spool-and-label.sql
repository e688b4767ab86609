DROP INDEX "labels_spool_idx";--> statement-breakpoint
CREATE INDEX "labels_spool_label_idx" ON "labels" USING btree ("spool_id","label_id");