-- Custom SQL (drizzle cannot express triggers): company_order_totals follows orders (decision 221).
-- Labels ordered = label_count of every order neither CREATED (draft) nor CANCELLED. Statement-level
-- triggers with transition tables: one grouped upsert per statement, so bulk inserts and bulk state
-- changes cost one aggregate, not one update per row. Companies are upserted in id order (no
-- deadlock between two statements touching the same companies).
CREATE FUNCTION company_order_totals_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO company_order_totals AS t (company_id, ordered_labels)
    SELECT company_id, sum(label_count) FROM new_rows
    WHERE state NOT IN ('CREATED', 'CANCELLED')
    GROUP BY company_id HAVING sum(label_count) <> 0 ORDER BY company_id
    ON CONFLICT (company_id) DO UPDATE SET ordered_labels = t.ordered_labels + excluded.ordered_labels;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO company_order_totals AS t (company_id, ordered_labels)
    SELECT company_id, sum(delta) FROM (
      SELECT company_id, -label_count::bigint AS delta FROM old_rows WHERE state NOT IN ('CREATED', 'CANCELLED')
      UNION ALL
      SELECT company_id, label_count::bigint FROM new_rows WHERE state NOT IN ('CREATED', 'CANCELLED')
    ) changes
    GROUP BY company_id HAVING sum(delta) <> 0 ORDER BY company_id
    ON CONFLICT (company_id) DO UPDATE SET ordered_labels = t.ordered_labels + excluded.ordered_labels;
  ELSE
    INSERT INTO company_order_totals AS t (company_id, ordered_labels)
    SELECT company_id, -sum(label_count) FROM old_rows
    WHERE state NOT IN ('CREATED', 'CANCELLED')
    GROUP BY company_id HAVING sum(label_count) <> 0 ORDER BY company_id
    ON CONFLICT (company_id) DO UPDATE SET ordered_labels = t.ordered_labels + excluded.ordered_labels;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_totals_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_order_totals_follow();
--> statement-breakpoint
CREATE TRIGGER orders_totals_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_order_totals_follow();
--> statement-breakpoint
CREATE TRIGGER orders_totals_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_order_totals_follow();
--> statement-breakpoint
INSERT INTO company_order_totals (company_id, ordered_labels)
SELECT company_id, sum(label_count) FROM orders
WHERE state NOT IN ('CREATED', 'CANCELLED')
GROUP BY company_id;
