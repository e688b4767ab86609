DROP INDEX "licensing_events_company_idx";--> statement-breakpoint
DROP INDEX "order_positions_order_idx";--> statement-breakpoint
CREATE INDEX "licensing_events_company_cover_idx" ON "licensing_events" USING btree ("company_id","product_group_id","created_at","id","type","amount");--> statement-breakpoint
CREATE INDEX "order_positions_order_id_idx" ON "order_positions" USING btree ("order_id","id");