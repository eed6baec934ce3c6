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
