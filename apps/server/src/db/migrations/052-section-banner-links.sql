-- Where the home's section banners lead (issue 38): a path of the shop's own chosen on
-- «Definições» ('' for none). The four category banners keep the lists they opened until now.
ALTER TABLE settings
  ADD COLUMN banner_shoes_women_link text NOT NULL DEFAULT '/products?isWomen=1&forShoe=1',
  ADD COLUMN banner_shoes_men_link text NOT NULL DEFAULT '/products?isMen=1&forShoe=1',
  ADD COLUMN banner_accessories_women_link text NOT NULL DEFAULT '/products?isWomen=1&forAccessories=1',
  ADD COLUMN banner_accessories_men_link text NOT NULL DEFAULT '/products?isMen=1&forAccessories=1',
  ADD COLUMN banner_bottom_homepage_link text NOT NULL DEFAULT '';
