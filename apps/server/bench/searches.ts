/** What shoppers and staff type into the product search (with a misspelling: "sandalas"). */
export const PRODUCT_SEARCHES = [
  "sandalias",
  "botas pele",
  "camel",
  "sapatilhas preto",
  "sandalas",
  "mala",
  "cinto castanho",
];

/**
 * What the search box holds as a shopper types, two letters on (the suggestions call): the start of
 * a type, a colour after a type, a brand, a material, a synonym, a typo.
 */
export const SUGGESTION_PREFIXES = [
  "sa",
  "san",
  "sand",
  "bo",
  "bota",
  "botas p",
  "mal",
  "mala pr",
  "sapatilhas b",
  "ten",
  "camu",
  "pel",
  "cint",
  "moc",
  "fabb",
  "chin",
  "lenç",
  "sandalas",
];
