-- Privacy after an account is deleted (issue 8). A purchase still open when its customer goes
-- keeps the contacts it needs for delivery; it waits here until it ends, when the daily purge
-- erases them.
CREATE TABLE purchases_to_erase (
  purchase_id integer PRIMARY KEY REFERENCES purchases (id) ON DELETE CASCADE,
  marked_at timestamptz NOT NULL DEFAULT now()
);

-- Deleting an account finds the guest purchases and contact messages of its email.
CREATE INDEX purchases_contact_email ON purchases (lower(contact_email));
CREATE INDEX contact_messages_email ON contact_messages (lower(email));

-- The daily purge finds old rows without reading whole tables.
CREATE INDEX sessions_expires ON sessions (expires_at);
CREATE INDEX email_tokens_expires ON email_tokens (expires_at);
CREATE INDEX rate_limits_window ON rate_limits (window_started_at);
CREATE INDEX email_outbox_sent ON email_outbox (sent_at) WHERE status = 'SENT';
