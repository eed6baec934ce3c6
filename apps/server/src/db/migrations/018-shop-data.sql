-- The back office keeps the shop's own data (issue 10): categories, brands, colours, tags, banners,
-- stores, delivery groups and countries, settings. Categories keep their four flags: the
-- storefront's menus are a tree of four groups (shoes and accessories, for women and for men) and
-- the flags place each category in it, so no parent column is needed.

-- Each store's opening hours: {"mon": [{"opens": "10:00", "closes": "19:00"}], …, "sun": []}, a day
-- without times closed; NULL when never given (the storefront says nothing of them).
ALTER TABLE stores ADD COLUMN hours jsonb;

-- Names the storefront tells apart stay unique whatever their case, also when two people save at
-- once (a category's name is unique within its menu groups, which the service checks).
CREATE UNIQUE INDEX IF NOT EXISTS brands_name_lower ON brands (lower(name));
CREATE UNIQUE INDEX IF NOT EXISTS colors_name_lower ON colors (lower(name));
CREATE UNIQUE INDEX IF NOT EXISTS tags_name_lower ON tags (lower(name));
CREATE UNIQUE INDEX IF NOT EXISTS stores_name_lower ON stores (lower(name));
CREATE UNIQUE INDEX IF NOT EXISTS country_groups_name_lower ON country_groups (lower(name));
CREATE UNIQUE INDEX IF NOT EXISTS countries_name_lower ON countries (lower(name));

-- What the back office counts before deleting, and lists by: a brand's or a colour's products, a
-- store's stock, a group's countries, the addresses in a country (a brand's: 017).
CREATE INDEX IF NOT EXISTS products_color ON products (color_id);
CREATE INDEX IF NOT EXISTS stock_store ON stock (store_id) WHERE store_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS countries_group ON countries (group_id, ordering);
CREATE INDEX IF NOT EXISTS addresses_country ON addresses (country_id);
