-- Catalogue search: one normalised text per product (title, ref, brand, category, colour, tags)
-- and its normalised title, both padded with spaces so that ' word' finds the start of a word;
-- kept up to date by triggers, with a full-text index (words and their prefixes); and the
-- catalogue's vocabulary, to forgive one typo in a word.

CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;

-- Lower case, no accents, words separated by single spaces. IMMUTABLE so it can be indexed.
CREATE FUNCTION shop_normalize(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT trim(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, value)), '[^a-z0-9]+', ' ', 'g')) $$;

ALTER TABLE products ADD COLUMN search_text text NOT NULL DEFAULT '';
ALTER TABLE products ADD COLUMN search_title text NOT NULL DEFAULT '';

CREATE TABLE search_words (
  word text PRIMARY KEY
);

CREATE FUNCTION product_search_text(p products) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT ' ' || coalesce(shop_normalize(concat_ws(' ',
    p.title, p.ref, p.color_manual,
    (SELECT name FROM brands WHERE id = p.brand_id),
    (SELECT name FROM categories WHERE id = p.category_id),
    (SELECT name FROM colors WHERE id = p.color_id),
    (SELECT string_agg(t.name, ' ' ORDER BY t.id) FROM product_tags pt JOIN tags t ON t.id = pt.tag_id
      WHERE pt.product_id = p.id))), '') || ' '
$$;

CREATE FUNCTION remember_search_words(document text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM regexp_split_to_table(document, ' ') AS w
  WHERE length(w) >= 4 AND w ~ '^[a-z]+$'
  ON CONFLICT DO NOTHING
$$;

CREATE FUNCTION products_search_before() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := product_search_text(NEW);
  NEW.search_title := ' ' || coalesce(shop_normalize(NEW.title), '') || ' ';
  PERFORM remember_search_words(NEW.search_text);
  RETURN NEW;
END
$$;

CREATE TRIGGER products_search BEFORE INSERT OR UPDATE OF title, ref, color_manual, brand_id, category_id, color_id
  ON products FOR EACH ROW EXECUTE FUNCTION products_search_before();

-- Tags and names change the documents of the products they belong to.
CREATE FUNCTION refresh_product_search(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET search_text = product_search_text(p) WHERE p.id = ANY (ids);
  PERFORM remember_search_words(string_agg(search_text, ' ')) FROM products WHERE id = ANY (ids);
END
$$;

-- Statement triggers over the changed rows: a bulk insert of tags refreshes each product once.
CREATE FUNCTION product_tags_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search(ARRAY(SELECT DISTINCT product_id FROM inserted_tags));
  RETURN NULL;
END
$$;

CREATE FUNCTION product_tags_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search(ARRAY(SELECT DISTINCT product_id FROM deleted_tags));
  RETURN NULL;
END
$$;

CREATE TRIGGER product_tags_search_insert AFTER INSERT ON product_tags
  REFERENCING NEW TABLE AS inserted_tags FOR EACH STATEMENT EXECUTE FUNCTION product_tags_inserted();
CREATE TRIGGER product_tags_search_delete AFTER DELETE ON product_tags
  REFERENCING OLD TABLE AS deleted_tags FOR EACH STATEMENT EXECUTE FUNCTION product_tags_deleted();

CREATE FUNCTION names_search_after() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name THEN
    PERFORM refresh_product_search(ARRAY(
      SELECT p.id FROM products p WHERE
        (TG_TABLE_NAME = 'brands' AND p.brand_id = NEW.id) OR
        (TG_TABLE_NAME = 'categories' AND p.category_id = NEW.id) OR
        (TG_TABLE_NAME = 'colors' AND p.color_id = NEW.id) OR
        (TG_TABLE_NAME = 'tags' AND p.id IN (SELECT product_id FROM product_tags WHERE tag_id = NEW.id))));
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER brands_search AFTER UPDATE OF name ON brands FOR EACH ROW EXECUTE FUNCTION names_search_after();
CREATE TRIGGER categories_search AFTER UPDATE OF name ON categories FOR EACH ROW EXECUTE FUNCTION names_search_after();
CREATE TRIGGER colors_search AFTER UPDATE OF name ON colors FOR EACH ROW EXECUTE FUNCTION names_search_after();
CREATE TRIGGER tags_search AFTER UPDATE OF name ON tags FOR EACH ROW EXECUTE FUNCTION names_search_after();

-- Stored, so that a scan of a small catalogue is as cheap as a lookup in the index of a large one.
ALTER TABLE products ADD COLUMN search_vector tsvector
  GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED;
CREATE INDEX products_search_words ON products USING gin (search_vector);

-- Product pages and lists are cached by the servers; changes to what they show drop the caches.
CREATE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;

CREATE TRIGGER products_changed AFTER INSERT OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
CREATE TRIGGER products_updated AFTER UPDATE OF ref, title, price_cents, discount, pictures, thumbnail_index,
  brand_id, category_id, color_id, color_manual, published_at, new_collection, featured, active
  ON products FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
CREATE TRIGGER product_sizes_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_sizes
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
CREATE TRIGGER product_tags_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_tags
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
