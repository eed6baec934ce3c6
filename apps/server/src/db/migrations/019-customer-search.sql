-- The back office's customer search (issue 10). Each word of a search must appear in the name
-- (without accents, as shop_normalize writes it), the email or the phone; a number also finds an
-- address's NIF. They are kept together in one column with one trigram index, which finds a
-- fragment anywhere in the text, so a search stays an index lookup with 100,000 customers, on
-- PostgreSQL and on PGlite (pg_trgm is in both). Computing them for every row a search looked
-- at, with a function per column, took most of the search's time.
ALTER TABLE users ADD COLUMN search_text text
  NOT NULL GENERATED ALWAYS AS (shop_normalize(name) || ' ' || lower(email) || ' ' || coalesce(phone, '')) STORED;
CREATE INDEX users_search ON users USING gin (search_text gin_trgm_ops);
CREATE INDEX addresses_search_nif ON addresses USING gin (nif gin_trgm_ops);

-- The list's sorted pages: newest first, by name (search_text begins with it) and by email; and
-- searches too short for a trigram, which look for the start of the name or email. Collation "C"
-- whatever the database's: it lets LIKE 'ab%' use the index too.
CREATE INDEX users_created ON users (created_at DESC, id DESC);
CREATE INDEX users_name_order ON users ((search_text COLLATE "C"), id);
CREATE INDEX users_email_order ON users ((lower(email) COLLATE "C"), id);

-- A customer's export and erasure find the emails to or from their address.
CREATE INDEX email_outbox_recipient ON email_outbox (lower(recipient));
CREATE INDEX email_outbox_reply_to ON email_outbox (lower(reply_to)) WHERE reply_to IS NOT NULL;
