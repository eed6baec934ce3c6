-- Emails with an attachment (issue 34): the order confirmation carries the model withdrawal form
-- as a PDF. The outbox keeps what the attachment is made from (a few hundred bytes of JSON), and
-- the worker draws the file when it sends, so a retried email carries the same file.
ALTER TABLE email_outbox ADD COLUMN attachment jsonb;
