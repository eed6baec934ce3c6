-- The dispatch cut-off (issue 37): a working day's orders paid until this Lisbon hour leave the shop
-- that day; the product page promises it beside the lead time. The owner sets it on «Entregas».
ALTER TABLE settings
  ADD COLUMN dispatch_cutoff text NOT NULL DEFAULT '14:00',
  ADD CONSTRAINT settings_dispatch_cutoff CHECK (dispatch_cutoff ~ '^(0[6-9]|1[0-9]|2[0-3]):[0-5][0-9]$');
