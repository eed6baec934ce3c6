-- The back office reads the contact form's messages: when one was first read, and by whom.
ALTER TABLE contact_messages ADD COLUMN read_at timestamptz;
ALTER TABLE contact_messages ADD COLUMN read_by integer REFERENCES staff (id) ON DELETE SET NULL;

-- The list shows the newest first, and counts the unread ones.
CREATE INDEX contact_messages_created ON contact_messages (created_at DESC, id DESC);
CREATE INDEX contact_messages_unread ON contact_messages (created_at) WHERE read_at IS NULL;

-- The dashboard's sales of the last 30 days read paid purchases by when they were paid.
CREATE INDEX purchases_paid_at ON purchases (paid_at) WHERE paid_at IS NOT NULL;
-- Its list of purchases waiting to be prepared, oldest first.
CREATE INDEX purchases_to_prepare ON purchases (paid_at) WHERE state = 'PAYED';
