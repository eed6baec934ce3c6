-- Reserve in a store (issue 37): a customer holds one unit of a size at a physical store, to
-- collect and pay there today or tomorrow.
--
-- Life of a reservation: RESERVED → READY (staff put it aside) → COLLECTED; or NOT_COLLECTED
-- (staff say nobody came), EXPIRED (held_until passed: the job), CANCELLED (the customer's link).
-- The unit is held by a `reservation_held` movement (−1 at the store) written in the transaction
-- that inserts the reservation, so the balance's CHECK (quantity >= 0) lets only one of two
-- reservations of a last pair in. Collected, a `reservation_collected` line (no units) says the
-- held unit was sold; any other end gives it back with `reservation_released` (+1).
-- The link's random code is kept only as its SHA-256 hash.
CREATE TABLE store_reservations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code_hash text NOT NULL UNIQUE,
  product_id integer NOT NULL,
  size text NOT NULL,
  store_id integer NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 150),
  email text NOT NULL CHECK (email = lower(email) AND length(email) <= 254),
  phone text NOT NULL CHECK (length(phone) <= 20),
  -- The Lisbon day the customer said they would come.
  pickup_day date NOT NULL,
  -- The product's price when reserved (what the store asks), from the database.
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  state text NOT NULL DEFAULT 'RESERVED' CHECK (state IN ('RESERVED', 'READY', 'COLLECTED',
    'NOT_COLLECTED', 'EXPIRED', 'CANCELLED')),
  held_until timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  ready_at timestamptz,
  ended_at timestamptz,
  -- The staff member who last changed it (null for the customer or the job).
  staff_id integer REFERENCES staff (id) ON DELETE SET NULL,
  FOREIGN KEY (product_id, size) REFERENCES product_sizes (product_id, size) ON DELETE CASCADE,
  CHECK ((state IN ('COLLECTED', 'NOT_COLLECTED', 'EXPIRED', 'CANCELLED')) = (ended_at IS NOT NULL))
);
CREATE INDEX store_reservations_store ON store_reservations (store_id, id DESC);
CREATE INDEX store_reservations_open ON store_reservations (held_until)
  WHERE state IN ('RESERVED', 'READY');
CREATE INDEX store_reservations_email ON store_reservations (email);
CREATE INDEX store_reservations_product ON store_reservations (product_id, size);

ALTER TABLE stock_movements ADD COLUMN reservation_id bigint REFERENCES store_reservations (id);
CREATE INDEX stock_movements_reservation ON stock_movements (reservation_id)
  WHERE reservation_id IS NOT NULL;

ALTER TABLE stock_movements DROP CONSTRAINT stock_movements_reason_check;
ALTER TABLE stock_movements ADD CONSTRAINT stock_movements_reason_check CHECK (reason IN ('opening',
  'received', 'recount', 'sold_in_store', 'damaged', 'transfer', 'purchase_reserved',
  'purchase_released', 'return_reserved', 'return_released', 'returned', 'pickup_collected',
  'exchange_sent', 'reservation_held', 'reservation_released', 'reservation_collected'));
ALTER TABLE stock_movements ADD CONSTRAINT stock_movements_reservation_check CHECK (
  (reason IN ('reservation_held', 'reservation_released', 'reservation_collected'))
    = (reservation_id IS NOT NULL)
  AND (reason <> 'reservation_held' OR (quantity = -1 AND store_id IS NOT NULL))
  AND (reason <> 'reservation_released' OR (quantity = 1 AND store_id IS NOT NULL))
  AND (reason <> 'reservation_collected' OR (quantity = 0 AND store_id IS NOT NULL)));

