import type { ReturnState, ReturnView } from "@shop/shared";
import { codeShareOfUnits, paidForLinesCents } from "@shop/shared";
import { pricedLine, type StoredLinePrice } from "../purchase/line-price.ts";
import type { PurchaseRow } from "../purchase/purchase.repository.ts";
import type { ReturnLineRow, ReturnRow } from "./returns.repository.ts";

/**
 * A purchase line, or some units of one (`bought`: the line's units, when fewer are returned),
 * as pricing reads it: with its sale's price and its share of the discount code, for those units.
 */
type LinePaid = StoredLinePrice & {
  quantity: number;
  code_discount_cents: number;
  bought?: number;
};

const priced = (line: LinePaid) => ({
  ...pricedLine(line),
  codeDiscountCents: codeShareOfUnits(
    { quantity: line.bought ?? line.quantity, codeDiscountCents: line.code_discount_cents },
    line.quantity,
  ),
});

/**
 * What was paid for a return's lines, out of all of its purchase's lines (shared pricing): their
 * prices less their shares of a discount code.
 */
export function paidForReturn(
  purchase: Pick<PurchaseRow, "price_base_cents" | "vat_percent">,
  purchaseLines: LinePaid[],
  lines: LinePaid[],
): number {
  return paidForLinesCents(
    { baseCents: purchase.price_base_cents, vatPercent: purchase.vat_percent },
    purchaseLines.map(priced),
    lines.map(priced),
  );
}

function steps(row: ReturnRow): ReturnView["steps"] {
  const at = (date: Date | null) => (date ? new Date(date).toISOString() : null);
  const ended: ReturnState | null = ["REFUNDED", "EXCHANGED", "CANCELED"].includes(row.state)
    ? row.state
    : null;
  const decided: ReturnState | null =
    row.decided_at && row.state === "REFUSED" ? "REFUSED" : row.decided_at ? "ACCEPTED" : null;
  const list: Array<[ReturnState | null, string | null]> = [
    ["REQUESTED", at(row.created_at)],
    [row.received_at ? "RECEIVED" : null, at(row.received_at)],
    [decided, at(row.decided_at)],
    [ended, at(row.ended_at)],
  ];
  return list.flatMap(([state, when]) => (state && when ? [{ state, at: when }] : []));
}

/** A return as its customer sees it. */
export function toReturnView(
  row: ReturnRow,
  purchase: Pick<PurchaseRow, "id_short" | "price_base_cents" | "vat_percent">,
  purchaseLines: LinePaid[],
  lines: ReturnLineRow[],
  exchangeIdShort: string | null,
): ReturnView {
  return {
    id: row.id,
    purchaseId: row.purchase_id,
    idShort: purchase.id_short,
    kind: row.kind,
    state: row.state,
    reason: row.reason,
    note: row.note,
    refuseReason: row.refuse_reason,
    lines: lines.map((line) => ({
      productId: line.product_id,
      title: line.title ?? `Ref: ${line.ref}`,
      size: line.size,
      quantity: line.quantity,
      exchangeSize: line.exchange_size,
      paidCents: paidForReturn(purchase, purchaseLines, [line]),
      restocked: line.restocked,
    })),
    steps: steps(row),
    refund:
      row.refund_cents && row.refund_method
        ? {
            method: row.refund_method,
            amountCents: row.refund_cents,
            done: row.refund_status === "DONE",
          }
        : null,
    exchangeIdShort,
  };
}
