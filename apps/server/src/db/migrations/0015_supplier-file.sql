DROP INDEX "supplier_file_entries_cofor6_idx";--> statement-breakpoint
ALTER TABLE "supplier_files" ADD COLUMN "row_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_files" ADD COLUMN "restricted_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "supplier_file_entries_file_cofor6_idx" ON "supplier_file_entries" USING btree ("supplier_file_id","cofor6");