-- Product views in a table of their own (issue 41). Counted in the products row, every flush of
-- the views (a few hundred products every five seconds while a crawler walks the catalogue)
-- wrote a new version of each wide row (texts, search words) and an entry in each of its
-- thirteen indexes: 21 ms per 500 products on the embedded database, which runs on the
-- server's event loop, and a products table growing with dead rows between vacuums. A narrow
-- row, its one index untouched by the count and space left in each page (fillfactor), is
-- updated in place: 4 ms per 500.
CREATE TABLE product_views (
  product_id integer PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  views integer NOT NULL DEFAULT 0 CHECK (views >= 0)
) WITH (fillfactor = 50);

INSERT INTO product_views (product_id, views)
SELECT id, view_count FROM products WHERE view_count > 0;

-- products.view_count stays, no longer written nor read: during a rolling restart the servers
-- of the version before still read it (the home page's most viewed, the listing's order) until
-- each is restarted. A later migration drops it.
