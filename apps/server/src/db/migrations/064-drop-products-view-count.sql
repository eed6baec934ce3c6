-- The views have been counted in product_views since 063, which left products.view_count in
-- place, unread, for the servers of the version before during a rolling restart. No version
-- that runs on 063 or later reads it: it goes.
ALTER TABLE products DROP COLUMN view_count;
