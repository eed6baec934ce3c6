-- The back office's "out of stock online" filter (issue 10): a product is out of stock when no
-- online size has a unit. Reading the products that have one from this index alone, in product
-- order, keeps the filter a merge of two indexes with 10,000 products (14 ms to 5 ms on
-- PostgreSQL, 140 ms on PGlite before).
CREATE INDEX stock_online_in_stock ON stock (product_id) WHERE store_id IS NULL AND quantity > 0;
