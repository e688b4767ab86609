CREATE INDEX "orders_state_created_id_idx" ON "orders" USING btree ("state","created_at","id");--> statement-breakpoint
DROP INDEX "orders_state_created_idx";--> statement-breakpoint
DROP INDEX "orders_state_id_idx";
