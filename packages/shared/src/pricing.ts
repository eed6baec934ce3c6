/** The price after a percentage discount, rounded to the cent: price × (1 − discount/100). */
export function discountedPriceCents(priceCents: number, discountPercent: number): number {
  return Math.round((priceCents * (100 - discountPercent)) / 100);
}

/**
 * One line of a cart as pricing sees it: the product's list price, discount and quantity, and the
 * price of the sale it is in (a «Saldos» campaign; absent or null outside one), and the line's
 * share of a discount code (cents off the whole line; see discount-codes.ts).
 */
export interface PricedLine {
  priceCents: number;
  discount: number;
  saleCents?: number | null;
  quantity: number;
  codeDiscountCents?: number | undefined;
}

/** What a unit's price depends on: everything of a line but its quantity. */
export type UnitPricing = Pick<PricedLine, "priceCents" | "discount" | "saleCents">;

/**
 * What one unit of a line costs: its list price less its own discount, or its sale's price when
 * lower (the buyer always pays the lowest of them).
 */
export function unitPriceCents(line: UnitPricing): number {
  const discounted = discountedPriceCents(line.priceCents, line.discount);
  return line.saleCents == null ? discounted : Math.min(discounted, line.saleCents);
}

/**
 * What sets a unit's price (`unitPriceCents`): its sale's price when lower than its own discount,
 * else its own discount, else nothing (the list price).
 */
export function unitReduction(line: UnitPricing): "sale" | "discount" | null {
  const discounted = discountedPriceCents(line.priceCents, line.discount);
  if (line.saleCents != null && line.saleCents < discounted) return "sale";
  return discounted < line.priceCents ? "discount" : null;
}

/** A line is on sale when one unit costs less than its list price (a discount or a sale). */
export function isOnSale(line: UnitPricing): boolean {
  return unitPriceCents(line) < line.priceCents;
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
  /**
   * Gift cards bought with the products (no VAT, no delivery), already in `totalCents`; absent
   * without them.
   */
  giftCardsCents?: number;
}

/** Totals with gift cards bought beside the products: their values added to the total only. */
export function withGiftCards(totals: CartTotals, giftCardsCents: number): CartTotals {
  if (giftCardsCents === 0) return totals;
  return { ...totals, totalCents: totals.totalCents + giftCardsCents, giftCardsCents };
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

/** What a line costs: its units at their price, less its share of a discount code. */
export function linePaidCents(line: PricedLine): number {
  return unitPriceCents(line) * line.quantity - (line.codeDiscountCents ?? 0);
}

/** The products' total of some lines, at their discounted prices, after a code's shares. */
function linesCents(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + linePaidCents(line), 0);
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
 * The delivery without VAT of a stored purchase: what its total keeps beyond the products' base,
 * the VAT and the gift cards it bought (no VAT), so the lines of any purchase add up to its total.
 */
export function purchaseDeliveryBaseCents(purchase: {
  totalCents: number;
  baseCents: number;
  vatCents: number;
  giftCardsCents?: number;
}): number {
  return (
    purchase.totalCents - purchase.baseCents - purchase.vatCents - (purchase.giftCardsCents ?? 0)
  );
}

/**
 * What the buyer paid for some lines of a purchase (a return): the products' part of what was
 * paid, shared by what each line cost. When the purchase paid the rate its prices were shown at
 * (its base is the lines' shown prices without that VAT), the products' part is the lines' shown
 * prices, so a line gives back exactly its price (after a code's share): never a cent more or less
 * from rounding its base and its VAT apart. At another destination's rate (Madeira, the Azores,
 * an export at 0 %) the part is the base with that rate's VAT. All the lines together give the
 * whole products' part, delivery excluded.
 */
export function paidForLinesCents(
  purchase: { baseCents: number; vatPercent: number },
  allLines: readonly PricedLine[],
  someLines: readonly PricedLine[],
): number {
  const all = linesCents(allLines);
  if (all === 0) return 0;
  const { baseCents, vatPercent } = purchase;
  const productsPaidCents =
    withoutVat(all, vatPercent) === baseCents
      ? all
      : baseCents + Math.round((baseCents * vatPercent) / 100);
  return Math.round((productsPaidCents * linesCents(someLines)) / all);
}
