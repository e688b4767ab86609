-- Decision 155: labels.spool_id loses its foreign key (one trigger call per label, about half of
-- shipping 1,000,000 labels; bench/shipping.md). The same guarantees, set-based:
-- - labels inserted: one check per statement over the new rows (transition table), taking the
--   rolls' KEY SHARE locks as the foreign key did, so a roll cannot be deleted under them;
-- - labels.spool_id updated (nothing does today): checked per row;
-- - rolls deleted: their labels deleted in one statement (the former ON DELETE CASCADE);
-- - a roll's id changed while labels point to it: refused (the former ON UPDATE NO ACTION).
ALTER TABLE "labels" DROP CONSTRAINT "labels_spool_id_spools_id_fk";--> statement-breakpoint
CREATE FUNCTION labels_spool_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  wanted bigint;
  found bigint;
BEGIN
  SELECT count(DISTINCT spool_id) INTO wanted FROM new_rows;
  SELECT count(*) INTO found FROM (
    SELECT s.id FROM spools s WHERE s.id IN (SELECT spool_id FROM new_rows) FOR KEY SHARE OF s
  ) locked;
  IF found <> wanted THEN
    RAISE foreign_key_violation USING MESSAGE = 'insert or update on table "labels" violates the check "labels_spool_check": a roll (spool_id) does not exist';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER labels_spool_check_insert AFTER INSERT ON labels REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION labels_spool_check();
--> statement-breakpoint
CREATE FUNCTION labels_spool_check_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM spools WHERE id = NEW.spool_id FOR KEY SHARE;
  IF NOT FOUND THEN
    RAISE foreign_key_violation USING MESSAGE = 'insert or update on table "labels" violates the check "labels_spool_check": a roll (spool_id) does not exist';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER labels_spool_check_update BEFORE UPDATE OF spool_id ON labels
  FOR EACH ROW WHEN (OLD.spool_id IS DISTINCT FROM NEW.spool_id) EXECUTE FUNCTION labels_spool_check_row();
--> statement-breakpoint
CREATE FUNCTION spools_delete_labels() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM labels WHERE spool_id IN (SELECT id FROM old_rows);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER spools_delete_labels AFTER DELETE ON spools REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spools_delete_labels();
--> statement-breakpoint
CREATE FUNCTION spools_keep_labelled_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM labels WHERE spool_id = OLD.id) THEN
    RAISE foreign_key_violation USING MESSAGE = 'update on table "spools" violates the check "labels_spool_check": labels point to the roll';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER spools_keep_labelled_id BEFORE UPDATE OF id ON spools
  FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION spools_keep_labelled_id();
