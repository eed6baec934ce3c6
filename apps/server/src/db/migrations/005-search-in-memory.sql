-- Search now runs over an index held in each server's memory (modules/catalog/search-index.ts),
-- built from search_title and search_text and dropped on every catalogue NOTIFY: the embedded
-- PGlite answers one query at a time, and ranking every match there was the slowest call of the
-- shop. The full-text vector and the vocabulary table are no longer read.

CREATE OR REPLACE FUNCTION products_search_before() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := product_search_text(NEW);
  NEW.search_title := ' ' || coalesce(shop_normalize(NEW.title), '') || ' ';
  RETURN NEW;
END
$$;

CREATE OR REPLACE FUNCTION refresh_product_search(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET search_text = product_search_text(p) WHERE p.id = ANY (ids);
END
$$;

DROP FUNCTION remember_search_words(text);
DROP TABLE search_words;
ALTER TABLE products DROP COLUMN search_vector;
