-- Custom SQL (drizzle cannot express triggers): licensing_totals follows licensing_events (decision 239).
-- Per company and product group: the sums of CONTRACT, WITHDRAWAL and CANCEL_WITHDRAWAL amounts.
-- Statement-level triggers with transition tables: one grouped statement per statement, so bulk
-- inserts (the seed, a company's contracts) cost one aggregate. Keys in order (no deadlock between
-- two statements touching the same rows). Removed events only lower rows that exist (an UPDATE, never
-- an insert): when a company is deleted its totals go by the cascade, and nothing is re-inserted.
CREATE FUNCTION licensing_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO licensing_totals AS t (company_id, product_group_id, contracted, withdrawn, cancel_withdrawn)
  SELECT company_id, product_group_id,
         sum(CASE WHEN type = 'CONTRACT' THEN amount ELSE 0 END),
         sum(CASE WHEN type = 'WITHDRAWAL' THEN amount ELSE 0 END),
         sum(CASE WHEN type = 'CANCEL_WITHDRAWAL' THEN amount ELSE 0 END)
  FROM new_rows
  GROUP BY company_id, product_group_id ORDER BY company_id, product_group_id
  ON CONFLICT (company_id, product_group_id) DO UPDATE SET
    contracted = t.contracted + excluded.contracted,
    withdrawn = t.withdrawn + excluded.withdrawn,
    cancel_withdrawn = t.cancel_withdrawn + excluded.cancel_withdrawn;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION licensing_totals_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE licensing_totals AS t SET
    contracted = t.contracted - d.contracted,
    withdrawn = t.withdrawn - d.withdrawn,
    cancel_withdrawn = t.cancel_withdrawn - d.cancel_withdrawn
  FROM (
    SELECT company_id, product_group_id,
           sum(CASE WHEN type = 'CONTRACT' THEN amount ELSE 0 END) AS contracted,
           sum(CASE WHEN type = 'WITHDRAWAL' THEN amount ELSE 0 END) AS withdrawn,
           sum(CASE WHEN type = 'CANCEL_WITHDRAWAL' THEN amount ELSE 0 END) AS cancel_withdrawn
    FROM old_rows GROUP BY company_id, product_group_id ORDER BY company_id, product_group_id
  ) AS d
  WHERE t.company_id = d.company_id AND t.product_group_id = d.product_group_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER licensing_events_totals_insert AFTER INSERT ON licensing_events REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION licensing_totals_add();
--> statement-breakpoint
CREATE TRIGGER licensing_events_totals_update_old AFTER UPDATE ON licensing_events REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION licensing_totals_remove();
--> statement-breakpoint
CREATE TRIGGER licensing_events_totals_update_new AFTER UPDATE ON licensing_events REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION licensing_totals_add();
--> statement-breakpoint
CREATE TRIGGER licensing_events_totals_delete AFTER DELETE ON licensing_events REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION licensing_totals_remove();
--> statement-breakpoint
INSERT INTO licensing_totals (company_id, product_group_id, contracted, withdrawn, cancel_withdrawn)
SELECT company_id, product_group_id,
       sum(CASE WHEN type = 'CONTRACT' THEN amount ELSE 0 END),
       sum(CASE WHEN type = 'WITHDRAWAL' THEN amount ELSE 0 END),
       sum(CASE WHEN type = 'CANCEL_WITHDRAWAL' THEN amount ELSE 0 END)
FROM licensing_events
GROUP BY company_id, product_group_id;
