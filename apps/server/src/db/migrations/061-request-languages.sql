-- The customer's language for the emails that follow a request without a purchase (issue 40): a
-- store reservation (made, ready, refunded), a size alert (its confirmation, then «back in
-- stock» weeks later) and a contact message (its receipt and the shop's reply) keep the language
-- of the page they were made on, as the account and each purchase do (058).
ALTER TABLE store_reservations ADD COLUMN language text NOT NULL DEFAULT 'pt' CHECK (language IN ('pt', 'en'));
ALTER TABLE size_alerts ADD COLUMN language text NOT NULL DEFAULT 'pt' CHECK (language IN ('pt', 'en'));
ALTER TABLE contact_messages ADD COLUMN language text NOT NULL DEFAULT 'pt' CHECK (language IN ('pt', 'en'));
