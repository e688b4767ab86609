DROP INDEX "order_positions_order_idx";--> statement-breakpoint
CREATE INDEX "order_positions_order_id_idx" ON "order_positions" USING btree ("order_id","id");