-- Pickup in a store, "Levantar em loja" (issue 15). A pickup purchase names its store and keeps a
-- copy of the store's name and address as they were when it was bought (the store may change or
-- go); `pickup_store_name` not null is what makes a purchase a pickup. It has no delivery address:
-- its delivery columns hold the name of who collects it and empty texts.

-- Whether customers may choose the store to collect their orders.
ALTER TABLE stores ADD COLUMN pickup boolean NOT NULL DEFAULT true;

ALTER TABLE purchases ADD COLUMN pickup_store_id integer REFERENCES stores (id) ON DELETE SET NULL;
ALTER TABLE purchases ADD COLUMN pickup_store_name text;
ALTER TABLE purchases ADD COLUMN pickup_store_address text;
-- When staff put it on the store's shelf, and when its customer was reminded to collect it (once).
ALTER TABLE purchases ADD COLUMN ready_at timestamptz;
ALTER TABLE purchases ADD COLUMN pickup_reminded_at timestamptz;

-- READY_FOR_PICKUP: paid and waiting in the store, for pickups only.
ALTER TABLE purchases DROP CONSTRAINT purchases_state_check;
ALTER TABLE purchases ADD CONSTRAINT purchases_state_check CHECK (state IN ('MULTIBANCO',
  'REGISTERED', 'PAYED', 'DISPATCHED_REQUESTED', 'DISPATCHED', 'READY_FOR_PICKUP', 'DELIVERED',
  'CANCELED'));
ALTER TABLE purchases ADD CONSTRAINT purchases_ready_is_pickup
  CHECK (state <> 'READY_FOR_PICKUP' OR (pickup_store_name IS NOT NULL AND ready_at IS NOT NULL));

-- The back office lists a store's pickups; the reminder job reads those waiting since long ago.
CREATE INDEX purchases_pickup_store ON purchases (pickup_store_id, created_at DESC, id DESC)
  WHERE pickup_store_name IS NOT NULL;
CREATE INDEX purchases_pickup_waiting ON purchases (ready_at) WHERE state = 'READY_FOR_PICKUP';
