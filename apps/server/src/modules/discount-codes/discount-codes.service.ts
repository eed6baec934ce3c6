import {
  type AppliedCode,
  applyDiscountRule,
  type CartCodeReply,
  type CodeRefusal,
  centsToEuros,
  codeAvailability,
  codeRefusalMessage,
  type DiscountRule,
  ErrorCode,
  isRefusal,
  type PricedLine,
} from "@shop/shared";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { AppError } from "../../http/app-error.ts";
import {
  type CodeCustomer,
  discountCodeRepository as codes,
  type DiscountCodeRow,
} from "./discount-codes.repository.ts";

type Db = Kysely<DB> | Transaction<DB>;
type CodeRow = NonNullable<DiscountCodeRow>;

/** A code's rule as the shared pricing rules read it. */
export function ruleOf(row: CodeRow): DiscountRule {
  return {
    kind: row.kind,
    value: row.value,
    minOrderCents: row.min_order_cents,
    excludeSale: row.exclude_sale,
    groupIds: row.group_ids,
  };
}

/** The rule as the storefront gets it (amounts in euros). */
export function ruleReply(row: CodeRow): CartCodeReply["rule"] {
  return {
    kind: row.kind,
    percent: row.kind === "PERCENT" ? row.value : null,
    amount: row.kind === "FIXED" ? centsToEuros(row.value) : null,
    minOrder: centsToEuros(row.min_order_cents),
    excludeSale: row.exclude_sale,
    groupIds: row.group_ids,
  };
}

/** A refusal as the API answers it: 400, its Portuguese reason under `field`. */
function refused(refusal: CodeRefusal, field: string): AppError {
  const message = codeRefusalMessage(refusal);
  return new AppError(ErrorCode.VALIDATION, message, { [field]: message });
}

export interface CodeRequest {
  text: string;
  lines: readonly PricedLine[];
  /** The destination's delivery group; null for a pickup or a destination not chosen yet. */
  groupId: number | null;
  /** The buyer; null when not known yet (a guest's cart), then per-customer limits wait. */
  customer: CodeCustomer | null;
  /** The field a refusal names (`code` in the cart, `discountCode` at the checkout). */
  field: string;
}

/**
 * Checks a code against a cart and applies it, or throws its refusal. With `lock` (inside a
 * purchase's transaction) the code stays locked until the purchase commits, so that its uses are
 * counted and reserved one purchase at a time: a limit is never passed by buyers at once.
 */
export async function applyCode(
  db: Db,
  request: CodeRequest,
  lock = false,
): Promise<{ row: CodeRow & { single: string | null }; applied: AppliedCode }> {
  const row = await codes.find(db, request.text, lock);
  if (!row) throw refused({ reason: "UNKNOWN" }, request.field);
  const uses = await codes.uses(db, row.id, row.single, request.customer);
  const limits = {
    active: row.active,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    usageLimit: row.usage_limit,
    perCustomerLimit: request.customer ? row.per_customer_limit : null,
  };
  const unavailable =
    codeAvailability(limits, new Date(), uses) ?? (uses.single > 0 ? { reason: "USED" } : null);
  if (unavailable) throw refused(unavailable as CodeRefusal, request.field);
  const applied = applyDiscountRule(ruleOf(row), request.lines, request.groupId);
  if (isRefusal(applied)) throw refused(applied, request.field);
  return { row, applied };
}

/** Reserves a code's use for a purchase (in its transaction, the code locked by applyCode). */
export const reserveCodeUse = codes.reserve;

/** Gives a cancelled or expired purchase's code use back (in the cancelling transaction). */
export const releaseCodeUse = codes.release;
