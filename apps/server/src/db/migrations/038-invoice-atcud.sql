-- ATCUD (issue 34; Portaria 195/2020): the unique code of each certified document, the AT's
-- validation code of its series and its number there. Kept with the number the provider gave;
-- null for the sandbox's test documents, which are not communicated to the AT.
ALTER TABLE invoices ADD COLUMN atcud text;
