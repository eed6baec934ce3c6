-- Free delivery from an amount (issue 38): a destination group may deliver for nothing once the
-- products' total (shown prices, VAT included) reaches this many cents; null sets no threshold.
ALTER TABLE country_groups
  ADD COLUMN free_delivery_from_cents integer,
  ADD CONSTRAINT country_groups_free_delivery_from CHECK (
    free_delivery_from_cents IS NULL OR free_delivery_from_cents > 0
  );
