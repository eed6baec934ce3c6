-- The customer's language (issue 40): the storefront speaks Portuguese and English, and the shop
-- writes to a customer in the language they use. The account keeps the language of its pages
-- (set at registration, changed with the page's language), and each purchase the language it was
-- placed in, so an email weeks later (a refund, a reminder) is in that language.
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'pt' CHECK (language IN ('pt', 'en'));
ALTER TABLE purchases ADD COLUMN language text NOT NULL DEFAULT 'pt' CHECK (language IN ('pt', 'en'));
