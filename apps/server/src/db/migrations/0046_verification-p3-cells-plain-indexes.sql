-- Decision 280: the map cells at precision 3 that ingest mostly updates (all time, and every company
-- per month) lose their covering columns. An index that INCLUDEs the count and sums makes every
-- update of a row a non-HOT update (a new entry in every index and a new heap tuple); with plain
-- keys the updates are HOT and their reads go through the heap of these small tables.
DROP INDEX IF EXISTS "verification_cells3_cell_idx";--> statement-breakpoint
CREATE INDEX "verification_cells3_cell_idx" ON "verification_cells3" USING btree ("cell3");--> statement-breakpoint
DROP INDEX IF EXISTS "verification_tag_cells3_cell_idx";--> statement-breakpoint
CREATE INDEX "verification_tag_cells3_cell_idx" ON "verification_tag_cells3" USING btree ("cell3");--> statement-breakpoint
DROP INDEX IF EXISTS "verification_month_world_cells3_cell_idx";--> statement-breakpoint
CREATE INDEX "verification_month_world_cells3_cell_idx" ON "verification_month_world_cells3" USING btree ("cell3","month");
