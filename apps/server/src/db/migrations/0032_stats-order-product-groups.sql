ALTER TABLE "orders" ADD COLUMN "product_group_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
-- Custom SQL, keep when regenerating (decision 231): the product groups of every existing order,
-- before the index is built.
UPDATE orders AS o SET product_group_ids = g.ids
FROM (
  SELECT op.order_id, array_agg(DISTINCT p.product_group_id ORDER BY p.product_group_id) AS ids
  FROM order_positions op JOIN products p ON p.id = op.product_id
  GROUP BY op.order_id
) AS g
WHERE o.id = g.order_id;--> statement-breakpoint
CREATE INDEX "orders_country_created_idx" ON "orders" USING btree (("delivery_address" ->> 'country_code'),"created_at");--> statement-breakpoint
CREATE INDEX "orders_product_group_ids_idx" ON "orders" USING gin ("product_group_ids");--> statement-breakpoint
-- Custom SQL, keep when regenerating (decision 231): orders.product_group_ids follows the order's
-- positions and their products' groups, whoever writes them (ordering, the back office, the seeds,
-- tests). Statement-level triggers with transition tables: one refresh per statement; an order
-- whose groups did not change is not written (the large seed inserts them already filled).
CREATE FUNCTION orders_refresh_product_groups(order_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE orders AS o SET product_group_ids = g.ids
  FROM (
    SELECT x.id, coalesce((
      SELECT array_agg(DISTINCT p.product_group_id ORDER BY p.product_group_id)
      FROM order_positions op JOIN products p ON p.id = op.product_id
      WHERE op.order_id = x.id
    ), '{}'::integer[]) AS ids
    FROM (SELECT DISTINCT unnest(order_ids) AS id ORDER BY 1) AS x
  ) AS g
  WHERE o.id = g.id AND o.product_group_ids IS DISTINCT FROM g.ids;
$$;
--> statement-breakpoint
CREATE FUNCTION order_positions_follow_groups() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM orders_refresh_product_groups(ARRAY(SELECT order_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM orders_refresh_product_groups(ARRAY(
      SELECT order_id FROM old_rows UNION SELECT order_id FROM new_rows));
  ELSE
    PERFORM orders_refresh_product_groups(ARRAY(SELECT order_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_positions_groups_insert AFTER INSERT ON order_positions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_positions_follow_groups();
--> statement-breakpoint
CREATE TRIGGER order_positions_groups_update AFTER UPDATE ON order_positions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_positions_follow_groups();
--> statement-breakpoint
CREATE TRIGGER order_positions_groups_delete AFTER DELETE ON order_positions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_positions_follow_groups();
--> statement-breakpoint
-- A product moved to another group moves the orders that hold it.
CREATE FUNCTION products_follow_groups() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM orders_refresh_product_groups(ARRAY(
    SELECT op.order_id FROM order_positions op
    WHERE op.product_id IN (
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.product_group_id IS DISTINCT FROM o.product_group_id)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_groups_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_follow_groups();
