/** The price after a percentage discount, rounded to the cent: price × (1 − discount/100). */
export function discountedPriceCents(priceCents: number, discountPercent: number): number {
  return Math.round((priceCents * (100 - discountPercent)) / 100);
}

/** One line of a cart as pricing sees it: the product's list price, discount and quantity. */
export interface PricedLine {
  priceCents: number;
  discount: number;
  quantity: number;
}

/** What a cart costs, in cents. `base` and `deliveryBase` are without VAT. */
export interface CartTotals {
  productsCents: number;
  deliveryCents: number;
  totalCents: number;
  baseCents: number;
  deliveryBaseCents: number;
  vatCents: number;
}

function withoutVat(cents: number, vatPercent: number): number {
  return Math.round((cents * 100) / (100 + vatPercent));
}

/**
 * Totals of a cart (product.md section 9): products at their discounted prices, plus the delivery
 * price of the country's group (0 without a country). base = products / (1 + VAT);
 * VAT amount = total − base − delivery without VAT. Computed in whole cents.
 */
export function computeCartTotals(
  lines: PricedLine[],
  deliveryCents: number,
  vatPercent: number,
): CartTotals {
  const productsCents = lines.reduce(
    (sum, line) => sum + discountedPriceCents(line.priceCents, line.discount) * line.quantity,
    0,
  );
  const totalCents = productsCents + deliveryCents;
  const baseCents = withoutVat(productsCents, vatPercent);
  const deliveryBaseCents = withoutVat(deliveryCents, vatPercent);
  return {
    productsCents,
    deliveryCents,
    totalCents,
    baseCents,
    deliveryBaseCents,
    vatCents: totalCents - baseCents - deliveryBaseCents,
  };
}

/** The delivery price of a country: its group's price, 0 when no country is chosen. */
export function deliveryPriceCents(
  countryId: number | null | undefined,
  countries: ReadonlyArray<{ id: number; groupId: number }>,
  groupPrices: Readonly<Record<string, number>>,
): number {
  if (countryId == null) return 0;
  const country = countries.find((c) => c.id === countryId);
  return country ? (groupPrices[String(country.groupId)] ?? 0) : 0;
}
