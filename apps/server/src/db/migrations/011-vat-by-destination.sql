-- VAT follows where the goods are delivered (CIVA art. 6; Madeira and the Azores have their own
-- rates, exports leave the EU free of VAT). The settings' vat_percent stays mainland Portugal's,
-- which every shown price carries.
ALTER TABLE settings
  ADD COLUMN vat_percent_madeira integer NOT NULL DEFAULT 22 CHECK (vat_percent_madeira BETWEEN 0 AND 100),
  ADD COLUMN vat_percent_azores integer NOT NULL DEFAULT 16 CHECK (vat_percent_azores BETWEEN 0 AND 100);

-- An EU country's own rate, for a shop registered in the one-stop shop (OSS); NULL charges
-- Portugal's rate. Some rates have a decimal (Finland 25.5).
ALTER TABLE countries ADD COLUMN vat_percent numeric(4, 2) CHECK (vat_percent BETWEEN 0 AND 99);

-- The rate a purchase was charged, which may now have a decimal.
ALTER TABLE purchases ALTER COLUMN vat_percent TYPE numeric(4, 2);
