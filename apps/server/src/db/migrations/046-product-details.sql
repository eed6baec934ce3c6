-- What the product page says about the product (issue 37): materials, sole, heel, fit, care,
-- where it was made, a bag's dimensions; all optional (null when the shop left them empty).
-- Lengths in millimetres: 3,5 cm is 35, so one decimal of a centimetre is exact.
ALTER TABLE products
  ADD COLUMN upper_material text CHECK (length(upper_material) <= 100),
  ADD COLUMN lining text CHECK (length(lining) <= 100),
  ADD COLUMN sole text CHECK (length(sole) <= 100),
  ADD COLUMN heel_height_mm integer CHECK (heel_height_mm BETWEEN 0 AND 250),
  ADD COLUMN fit_note text CHECK (length(fit_note) <= 200),
  ADD COLUMN care text CHECK (length(care) <= 1000),
  ADD COLUMN made_in text CHECK (length(made_in) <= 100),
  ADD COLUMN width_mm integer CHECK (width_mm BETWEEN 1 AND 2000),
  ADD COLUMN height_mm integer CHECK (height_mm BETWEEN 1 AND 2000),
  ADD COLUMN depth_mm integer CHECK (depth_mm BETWEEN 1 AND 2000),
  ADD CONSTRAINT products_dimensions_together CHECK (
    (width_mm IS NULL AND height_mm IS NULL AND depth_mm IS NULL)
    OR (width_mm IS NOT NULL AND height_mm IS NOT NULL AND depth_mm IS NOT NULL)
  );

-- The details change the product page the servers keep: a change drops their caches too.
DROP TRIGGER products_updated ON products;
CREATE TRIGGER products_updated AFTER UPDATE OF ref, title, price_cents, discount, pictures, thumbnail_index,
  brand_id, category_id, color_id, color_manual, published_at, new_collection, featured, active, search_text,
  description, upper_material, lining, sole, heel_height_mm, fit_note, care, made_in,
  width_mm, height_mm, depth_mm
  ON products FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();

-- Cards never show a bare reference where a name is missing: a product on sale has a title. The
-- ones on sale without one get a title from what is known of them («Botas Fly London preto»),
-- or, knowing nothing, «Artigo» and their reference; the staff can write a better one.
UPDATE products AS p
SET title = left(coalesce(
  nullif(concat_ws(' ', c.name, b.name, lower(coalesce(p.color_manual, col.name))), ''),
  'Artigo ' || p.ref
), 150)
FROM products AS q
LEFT JOIN categories AS c ON c.id = q.category_id
LEFT JOIN brands AS b ON b.id = q.brand_id
LEFT JOIN colors AS col ON col.id = q.color_id
WHERE q.id = p.id AND p.active AND (p.title IS NULL OR btrim(p.title) = '');

ALTER TABLE products ADD CONSTRAINT products_on_sale_titled
  CHECK (NOT active OR (title IS NOT NULL AND btrim(title) <> ''));
