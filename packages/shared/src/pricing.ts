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

/**
 * What a cart costs, in cents. `products` and `delivery` are the shown prices (mainland Portugal,
 * VAT included); `base`, `deliveryBase`, `vat` and `total` are what the buyer pays at the
 * destination's rate, and base + deliveryBase + vat = total to the cent.
 */
export interface CartTotals {
  productsCents: number;
  deliveryCents: number;
  totalCents: number;
  baseCents: number;
  deliveryBaseCents: number;
  vatCents: number;
  vatPercent: number;
}

function withoutVat(cents: number, vatPercent: number): number {
  return Math.round((cents * 100) / (100 + vatPercent));
}

/**
 * A destination group's delivery: its price, and the products' total (shown prices, VAT included)
 * from which it is free; null when the group sets no such threshold.
 */
export interface DeliveryRate {
  priceCents: number;
  freeFromCents: number | null;
}

/** What delivery costs for products worth `productsCents`: 0 once they reach the free-from amount. */
export function deliveryCentsFor(rate: DeliveryRate, productsCents: number): number {
  return rate.freeFromCents !== null && productsCents >= rate.freeFromCents ? 0 : rate.priceCents;
}

/** How much more in products makes delivery free; null without a threshold or once reached. */
export function missingForFreeDeliveryCents(
  rate: DeliveryRate,
  productsCents: number,
): number | null {
  if (rate.freeFromCents === null || rate.priceCents === 0) return null;
  const missing = rate.freeFromCents - productsCents;
  return missing > 0 ? missing : null;
}

/**
 * Totals of a cart (product.md section 9): products at their discounted prices, plus the delivery
 * of the country's group (a flat price in cents, or a rate whose free-from amount the products may
 * reach; 0 without a country). Shown prices carry the mainland rate
 * (`pricesVatPercent`): base = products / (1 + rate), and the same for the delivery. At that rate
 * the total is the shown prices' sum and VAT = total − base − delivery base, as the specification
 * has it. Elsewhere the law sets the rate by destination (Madeira, the Azores, an export at 0%):
 * VAT = (base + delivery base) × destination rate, and the total follows from the parts.
 */
export function computeCartTotals(
  lines: PricedLine[],
  delivery: number | DeliveryRate,
  pricesVatPercent: number,
  destinationVatPercent = pricesVatPercent,
): CartTotals {
  const productsCents = linesCents(lines);
  const deliveryCents =
    typeof delivery === "number" ? delivery : deliveryCentsFor(delivery, productsCents);
  const baseCents = withoutVat(productsCents, pricesVatPercent);
  const deliveryBaseCents = withoutVat(deliveryCents, pricesVatPercent);
  const vatCents =
    destinationVatPercent === pricesVatPercent
      ? productsCents + deliveryCents - baseCents - deliveryBaseCents
      : Math.round(((baseCents + deliveryBaseCents) * destinationVatPercent) / 100);
  return {
    productsCents,
    deliveryCents,
    totalCents: baseCents + deliveryBaseCents + vatCents,
    baseCents,
    deliveryBaseCents,
    vatCents,
    vatPercent: destinationVatPercent,
  };
}

/** The products' total of some lines, at their discounted prices. */
function linesCents(lines: readonly PricedLine[]): number {
  return lines.reduce(
    (sum, line) => sum + discountedPriceCents(line.priceCents, line.discount) * line.quantity,
    0,
  );
}

const NO_DELIVERY: DeliveryRate = { priceCents: 0, freeFromCents: null };

/** The delivery rate of a country: its group's, nothing to pay when no country is chosen. */
export function deliveryRateOf(
  countryId: number | null | undefined,
  countries: ReadonlyArray<{ id: number; groupId: number }>,
  groupRates: Readonly<Record<string, DeliveryRate>>,
): DeliveryRate {
  if (countryId == null) return NO_DELIVERY;
  const country = countries.find((c) => c.id === countryId);
  return (country && groupRates[String(country.groupId)]) || NO_DELIVERY;
}

/**
 * The delivery without VAT of a stored purchase: what its total keeps beyond the products' base
 * and the VAT, so the lines of any purchase, old or new, add up to its total.
 */
export function purchaseDeliveryBaseCents(purchase: {
  totalCents: number;
  baseCents: number;
  vatCents: number;
}): number {
  return purchase.totalCents - purchase.baseCents - purchase.vatCents;
}

/**
 * What the buyer paid for some lines of a purchase (a return): their share of the purchase's
 * products base, with VAT at the purchase's own rate (the destination's). All the lines together
 * are the products' part of the total, delivery excluded.
 */
export function paidForLinesCents(
  purchase: { baseCents: number; vatPercent: number },
  allLines: readonly PricedLine[],
  someLines: readonly PricedLine[],
): number {
  const all = linesCents(allLines);
  if (all === 0) return 0;
  const baseCents = Math.round((purchase.baseCents * linesCents(someLines)) / all);
  return baseCents + Math.round((baseCents * purchase.vatPercent) / 100);
}
