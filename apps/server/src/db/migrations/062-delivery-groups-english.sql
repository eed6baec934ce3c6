-- The delivery groups' names in English too (issue 40): the English checkout, terms page and
-- product page's promise show `name_en`, the Portuguese where it is null (or blank). The groups
-- the shop started with are translated; a group of the owner's own waits for its English in the
-- back office. The groups' trigger (001) drops the storefront's data on this change as on any.
ALTER TABLE country_groups ADD COLUMN name_en text CHECK (length(name_en) <= 60);

UPDATE country_groups SET name_en = CASE lower(name)
    WHEN 'portugal continental' THEN 'Mainland Portugal'
    WHEN 'madeira e açores' THEN 'Madeira and the Azores'
    WHEN 'ilhas' THEN 'Islands'
    WHEN 'união europeia' THEN 'European Union'
    WHEN 'resto do mundo' THEN 'Rest of the world'
  END
WHERE name_en IS NULL
  AND lower(name) IN ('portugal continental', 'madeira e açores', 'ilhas', 'união europeia', 'resto do mundo');
