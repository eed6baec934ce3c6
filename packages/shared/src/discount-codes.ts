import { formatShopDateTime } from "./dates.ts";
import { centsToEuros, formatEuros } from "./money.ts";
import { isOnSale, type PricedLine, unitPriceCents } from "./pricing.ts";
import { splitCents } from "./split-cents.ts";

/**
 * Discount codes (issue 39): which lines a code reaches, how much it takes off and how that is
 * shared out over the lines, and why a code is refused. Pure rules, the same in the storefront's
 * cart and on the server, which alone decides at purchase time.
 *
 * Order of application: each product's own price (sale or discount), then the code on the
 * products, then delivery (its free-from amount looks at the products after the code).
 */

export const DISCOUNT_KINDS = ["PERCENT", "FIXED", "FREE_DELIVERY"] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** What a code gives, and to which carts. */
export interface DiscountRule {
  kind: DiscountKind;
  /** PERCENT: 1 to 100; FIXED: cents (VAT included); FREE_DELIVERY: unused (0). */
  value: number;
  /** The eligible products' total (after their own prices) a cart must reach; 0: none. */
  minOrderCents: number;
  /** «Não acumula com promoções»: lines on sale are left out. */
  excludeSale: boolean;
  /** FREE_DELIVERY: the destination groups whose delivery it makes free. */
  groupIds: readonly number[];
}

/** When and how often a code may be used. */
export interface CodeLimits {
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
}

/** The uses a code has now: all of them, and the buyer's own (account, email or NIF). */
export interface CodeUses {
  total: number;
  customer: number;
}

export type CodeRefusal =
  | { reason: "UNKNOWN" }
  | { reason: "INACTIVE" }
  | { reason: "NOT_STARTED"; startsAt: Date }
  | { reason: "EXPIRED" }
  | { reason: "EXHAUSTED" }
  | { reason: "USED" }
  | { reason: "CUSTOMER_LIMIT" }
  | { reason: "ON_SALE" }
  | { reason: "MINIMUM"; minimumCents: number; missingCents: number }
  | { reason: "DESTINATION" };

/** A code that applies: the products' discount, its share per line, and free delivery. */
export interface AppliedCode {
  discountCents: number;
  /** Cents off each line, in the order of the lines given (0 on a line the code leaves out). */
  shares: number[];
  freeDelivery: boolean;
}

const euros = (cents: number) => formatEuros(centsToEuros(cents));

/** Why a code was refused, as the cart and the checkout say it. */
export function codeRefusalMessage(refusal: CodeRefusal): string {
  switch (refusal.reason) {
    case "UNKNOWN":
      return "Este código não existe. Confirme se o escreveu bem.";
    case "INACTIVE":
      return "Este código já não está ativo.";
    case "NOT_STARTED":
      return `Este código só é válido a partir de ${formatShopDateTime(refusal.startsAt)}.`;
    case "EXPIRED":
      return "Este código já expirou.";
    case "EXHAUSTED":
      return "Este código já atingiu o limite de utilizações.";
    case "USED":
      return "Este código já foi utilizado.";
    case "CUSTOMER_LIMIT":
      return "Já utilizou este código o número de vezes permitido.";
    case "ON_SALE":
      return "Este código não se aplica a produtos já em promoção.";
    case "MINIMUM":
      return `Este código exige compras a partir de ${euros(refusal.minimumCents)}: faltam ${euros(refusal.missingCents)}.`;
    case "DESTINATION":
      return "Este código não é válido para este destino de entrega.";
  }
}

export function isRefusal(result: AppliedCode | CodeRefusal | null): result is CodeRefusal {
  return result !== null && "reason" in result;
}

/** Whether a code may be used now, given its uses: null when it may. */
export function codeAvailability(
  limits: CodeLimits,
  now: Date,
  uses: CodeUses,
): CodeRefusal | null {
  if (!limits.active) return { reason: "INACTIVE" };
  if (limits.startsAt && now < limits.startsAt)
    return { reason: "NOT_STARTED", startsAt: limits.startsAt };
  if (limits.endsAt && now >= limits.endsAt) return { reason: "EXPIRED" };
  if (limits.usageLimit !== null && uses.total >= limits.usageLimit) return { reason: "EXHAUSTED" };
  if (limits.perCustomerLimit !== null && uses.customer >= limits.perCustomerLimit)
    return { reason: "CUSTOMER_LIMIT" };
  return null;
}

export const CODE_STATES = ["scheduled", "active", "ended", "exhausted"] as const;
export type CodeState = (typeof CODE_STATES)[number];

/** A code's state in the back office's list; `left`: single-use codes not used yet, if any. */
export function codeState(
  limits: CodeLimits,
  now: Date,
  uses: number,
  left: number | null = null,
): CodeState {
  if (!limits.active || (limits.endsAt && now >= limits.endsAt)) return "ended";
  if ((limits.usageLimit !== null && uses >= limits.usageLimit) || left === 0) return "exhausted";
  if (limits.startsAt && now < limits.startsAt) return "scheduled";
  return "active";
}

/** What a line costs before the code: its units at their own price. */
function lineCents(line: PricedLine): number {
  return unitPriceCents(line) * line.quantity;
}

/**
 * Applies a code's rule to a cart's lines delivered to a destination group (null: a pickup, no
 * delivery). Lines on sale are left out when the rule says so; the minimum looks at the lines the
 * code reaches. A percentage or a fixed amount never takes the products below 0: a fixed amount
 * larger than them stops at them. The discount is shared out over the lines it reaches in
 * proportion to what each costs, to the cent (largest remainder), so a line returned later gives
 * back exactly what was paid for it.
 */
export function applyDiscountRule(
  rule: DiscountRule,
  lines: readonly PricedLine[],
  groupId: number | null,
): AppliedCode | CodeRefusal {
  const eligible = lines.map((line) => !(rule.excludeSale && isOnSale(line)));
  const amounts = lines.map((line, index) => (eligible[index] ? lineCents(line) : 0));
  const eligibleCents = amounts.reduce((a, b) => a + b, 0);
  if (lines.length > 0 && !eligible.some(Boolean)) return { reason: "ON_SALE" };
  if (eligibleCents < rule.minOrderCents)
    return {
      reason: "MINIMUM",
      minimumCents: rule.minOrderCents,
      missingCents: rule.minOrderCents - eligibleCents,
    };
  if (rule.kind === "FREE_DELIVERY") {
    if (groupId === null || !rule.groupIds.includes(groupId)) return { reason: "DESTINATION" };
    return { discountCents: 0, shares: lines.map(() => 0), freeDelivery: true };
  }
  const discountCents =
    rule.kind === "PERCENT"
      ? Math.round((eligibleCents * Math.min(rule.value, 100)) / 100)
      : Math.min(rule.value, eligibleCents);
  return { discountCents, shares: splitCents(discountCents, amounts), freeDelivery: false };
}

/** The lines with their shares of an applied code (unchanged without one). */
export function withCodeShares<T extends PricedLine>(
  lines: readonly T[],
  applied: AppliedCode | null,
): T[] {
  return lines.map((line, index) => ({ ...line, codeDiscountCents: applied?.shares[index] ?? 0 }));
}

/**
 * A line's share of the code for some of its units (a partial return): in proportion, so that
 * returning every unit gives back the whole share.
 */
export function codeShareOfUnits(
  line: { quantity: number; codeDiscountCents?: number | undefined },
  units: number,
): number {
  const share = line.codeDiscountCents ?? 0;
  return units >= line.quantity ? share : Math.round((share * units) / line.quantity);
}

/** Letters and digits a generated code is made of: no 0/O, 1/I/L to misread. */
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** One single-use code: the prefix, a hyphen and `length` random characters. */
export function singleUseCode(prefix: string, random: (below: number) => number, length = 8) {
  const tail = Array.from(
    { length },
    () => CODE_ALPHABET[random(CODE_ALPHABET.length)] as string,
  ).join("");
  return prefix ? `${prefix}-${tail}` : tail;
}
