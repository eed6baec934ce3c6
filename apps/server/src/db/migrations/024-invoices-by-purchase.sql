-- The order page reads a purchase's invoice and credit notes on every visit: index them all by
-- purchase (023's unique index covers only the invoice itself).
CREATE INDEX invoices_purchase ON invoices (purchase_id);
