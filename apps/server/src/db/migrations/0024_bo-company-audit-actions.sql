CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","id");--> statement-breakpoint
-- custom SQL (keep when regenerating): the audit actions written before decision 188 get their
-- names of the contract's list (AUDIT_ACTIONS, `<entity_type>.<verb>`). The staff order
-- transitions were named after the state reached; every other action was a bare verb.
UPDATE "audit_log" SET "action" = CASE "action"
  WHEN 'order.state.order_received' THEN 'order.accept'
  WHEN 'order.state.in_production' THEN 'order.start_production'
  WHEN 'order.state.cancelled' THEN 'order.cancel'
  WHEN 'order.state.shipped' THEN 'order.ship'
  WHEN 'order.cancel_refused' THEN 'order.refuse_cancellation'
END
WHERE "action" IN ('order.state.order_received', 'order.state.in_production', 'order.state.cancelled',
  'order.state.shipped', 'order.cancel_refused');--> statement-breakpoint
UPDATE "audit_log" SET "action" = "entity_type" || '.' || "action" WHERE position('.' in "action") = 0;
