-- The storefront listing filters by the sizes in online stock (issue 11). Each server keeps them in
-- memory beside its search index; a size coming into or going out of online stock (a restock, a
-- sale, a cancelled purchase, a deleted size) tells every server to read them again. Only a
-- crossing of zero notifies: most movements change a balance that stays above it.

CREATE FUNCTION notify_online_stock_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('online_stock_changed',
    CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END::text);
  RETURN NULL;
END
$$;

CREATE TRIGGER stock_online_inserted AFTER INSERT ON stock
  FOR EACH ROW WHEN (NEW.store_id IS NULL AND NEW.quantity > 0)
  EXECUTE FUNCTION notify_online_stock_changed();
CREATE TRIGGER stock_online_updated AFTER UPDATE OF quantity ON stock
  FOR EACH ROW WHEN (NEW.store_id IS NULL AND (OLD.quantity > 0) <> (NEW.quantity > 0))
  EXECUTE FUNCTION notify_online_stock_changed();
CREATE TRIGGER stock_online_deleted AFTER DELETE ON stock
  FOR EACH ROW WHEN (OLD.store_id IS NULL AND OLD.quantity > 0)
  EXECUTE FUNCTION notify_online_stock_changed();
