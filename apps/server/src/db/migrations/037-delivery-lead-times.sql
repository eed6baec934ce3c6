-- Delivery lead times per destination (issue 34; DL 24/2014 art. 4: the pre-contract information
-- gives the delivery's time, not only the law's 30-day bound): working days after the payment is
-- confirmed, at least and at most, kept by the owner for each delivery group.
ALTER TABLE country_groups
  ADD COLUMN delivery_days_min integer NOT NULL DEFAULT 2,
  ADD COLUMN delivery_days_max integer NOT NULL DEFAULT 5,
  ADD CONSTRAINT country_groups_delivery_days
    CHECK (delivery_days_min BETWEEN 1 AND 30 AND delivery_days_max BETWEEN delivery_days_min AND 30);

-- The demo's groups get the times a Lisbon shop's carriers take.
UPDATE country_groups SET delivery_days_min = 1, delivery_days_max = 2 WHERE lower(name) = 'portugal continental';
UPDATE country_groups SET delivery_days_min = 3, delivery_days_max = 5 WHERE lower(name) IN ('madeira e açores', 'ilhas');
UPDATE country_groups SET delivery_days_min = 3, delivery_days_max = 7 WHERE lower(name) = 'união europeia';
UPDATE country_groups SET delivery_days_min = 5, delivery_days_max = 15 WHERE lower(name) = 'resto do mundo';
