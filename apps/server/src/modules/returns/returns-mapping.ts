import type { ReturnState, ReturnView } from "@shop/shared";
import { paidForLinesCents } from "@shop/shared";
import type { PurchaseRow } from "../purchase/purchase.repository.ts";
import type { ReturnLineRow, ReturnRow } from "./returns.repository.ts";

const priced = (line: { unit_price_cents: number; discount: number; quantity: number }) => ({
  priceCents: line.unit_price_cents,
  discount: line.discount,
  quantity: line.quantity,
});

/** What was paid for a return's lines, out of all of its purchase's lines (shared pricing). */
export function paidForReturn(
  purchase: Pick<PurchaseRow, "price_base_cents" | "vat_percent">,
  purchaseLines: Array<{ unit_price_cents: number; discount: number; quantity: number }>,
  lines: Array<{ unit_price_cents: number; discount: number; quantity: number }>,
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
  purchaseLines: Array<{ unit_price_cents: number; discount: number; quantity: number }>,
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
