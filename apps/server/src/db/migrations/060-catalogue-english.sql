-- The catalogue in English too (issue 40): each worded field of the catalogue gets an English
-- twin, null (or '') where the shop has not written it yet, and the English storefront shows the
-- Portuguese then. Brands are names, not words: they read the same in both languages.
ALTER TABLE products
  ADD COLUMN title_en text CHECK (length(title_en) <= 150),
  ADD COLUMN description_en text CHECK (length(description_en) <= 5000),
  ADD COLUMN color_manual_en text CHECK (length(color_manual_en) <= 60),
  ADD COLUMN upper_material_en text CHECK (length(upper_material_en) <= 100),
  ADD COLUMN lining_en text CHECK (length(lining_en) <= 100),
  ADD COLUMN sole_en text CHECK (length(sole_en) <= 100),
  ADD COLUMN fit_note_en text CHECK (length(fit_note_en) <= 200),
  ADD COLUMN care_en text CHECK (length(care_en) <= 1000),
  ADD COLUMN made_in_en text CHECK (length(made_in_en) <= 100);

ALTER TABLE categories ADD COLUMN name_en text CHECK (length(name_en) <= 60);
ALTER TABLE colors ADD COLUMN name_en text CHECK (length(name_en) <= 60);
ALTER TABLE tags ADD COLUMN name_en text CHECK (length(name_en) <= 60);

ALTER TABLE banners
  ADD COLUMN title_en text,
  ADD COLUMN subtitle_en text,
  ADD COLUMN text_en text;

ALTER TABLE size_guides
  ADD COLUMN name_en text CHECK (length(name_en) <= 60),
  ADD COLUMN measure_label_en text CHECK (length(measure_label_en) <= 60),
  ADD COLUMN how_to_measure_en text CHECK (length(how_to_measure_en) <= 2000);

-- The English changes the pages, lists and search index the servers keep: it drops their caches
-- as the Portuguese does (categories, colours, tags, banners and guides notify on any change).
DROP TRIGGER products_updated ON products;
CREATE TRIGGER products_updated AFTER UPDATE OF ref, title, price_cents, discount, pictures, thumbnail_index,
  brand_id, category_id, color_id, color_manual, published_at, new_collection, featured, active, search_text,
  description, upper_material, lining, sole, heel_height_mm, fit_note, care, made_in,
  width_mm, height_mm, depth_mm, sale_id, sale_cents, sale_ends_at,
  title_en, description_en, color_manual_en, upper_material_en, lining_en, sole_en, fit_note_en,
  care_en, made_in_en
  ON products FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();

-- The shop's own size guides (047) in English.
UPDATE size_guides SET name_en = 'Women''s shoes', measure_label_en = 'Foot length (cm)',
  how_to_measure_en = 'At the end of the day, when your foot is largest, put a sheet of paper on the floor against a wall.
Barefoot, stand on the sheet with your heel against the wall.
Mark the tip of your longest toe on the sheet.
Measure the distance from the wall to the mark in centimetres.
Measure both feet and go by the longer one.
If you are between two sizes, choose the larger.'
WHERE id = 1 AND name = 'Sapatos de mulher';
UPDATE size_guides SET name_en = 'Men''s shoes', measure_label_en = 'Foot length (cm)',
  how_to_measure_en = (SELECT how_to_measure_en FROM size_guides WHERE id = 1)
WHERE id = 2 AND name = 'Sapatos de homem';
UPDATE size_guides SET name_en = 'Belts', measure_label_en = 'Waist (cm)',
  how_to_measure_en = 'Measure around your waist with a tape measure, over your trousers, where you wear your belt.
Or measure a belt of yours from the buckle to the hole you use.
A belt''s size is about 5 cm more than the waist: choose it in the table.
If you are between two sizes, choose the larger.'
WHERE id = 3 AND name = 'Cintos';
