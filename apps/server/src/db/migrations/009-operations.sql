-- /api/health counts the messages the mail worker gave up on, every few seconds: keep it an index scan.
CREATE INDEX email_outbox_failed ON email_outbox (id) WHERE status = 'FAILED';
