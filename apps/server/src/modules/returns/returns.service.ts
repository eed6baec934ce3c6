import {
  canMoveReturn,
  DAY_MS,
  ErrorCode,
  type Language,
  lisbonDay,
  type Returnable,
  type ReturnRequest,
  type ReturnView,
  returnMessages,
  SHOP_RETURN_DAYS,
} from "@shop/shared";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { limitAttempts } from "../../http/account-limit.ts";
import { AppError } from "../../http/app-error.ts";
import type { ShopIdentity } from "../../mail/templates/layout.ts";
import { type PurchaseRow, purchaseRepository } from "../purchase/purchase.repository.ts";
import { refundsByTransfer } from "../purchase/purchase-cancel.service.ts";
import { recordPurchaseEvent } from "../purchase/purchase-timeline.ts";
import { tellIbanGiven } from "../purchase/refund-iban-hold.ts";
import { stockRepository } from "../stock/stock.repository.ts";
import { queueReturnMail, returnPlaces } from "./return-mail.ts";
import { type ReturnRow, returnsRepository as repo } from "./returns.repository.ts";
import { toReturnView } from "./returns-mapping.ts";

/** Return requests per purchase and hour: a looping caller cannot fill the outbox. */
const REQUESTS_PER_HOUR = 10;

const invalid = (fields: Record<string, string>) =>
  new AppError(ErrorCode.VALIDATION, Object.values(fields)[0] ?? returnMessages.lines, fields);
export const returnNotFound = () => new AppError(ErrorCode.NOT_FOUND, returnMessages.notFound);
export const returnChanged = (ret: Pick<ReturnRow, "state">) =>
  new AppError(ErrorCode.CONFLICT, returnMessages.changed(ret.state));

/** The last instant a delivered purchase takes a return request; null when not delivered. */
async function deadlineOf(db: Kysely<DB> | Transaction<DB>, purchase: PurchaseRow) {
  if (purchase.state !== "DELIVERED") return null;
  const delivered = (await repo.deliveredAt(db, purchase.id)) ?? new Date(purchase.updated_at);
  return new Date(delivered.getTime() + SHOP_RETURN_DAYS * DAY_MS);
}

/** A purchase's returns as its customer sees them (the products named in `language`). */
export async function returnViews(
  db: Kysely<DB> | Transaction<DB>,
  purchase: PurchaseRow,
  language: Language = "pt",
): Promise<ReturnView[]> {
  const rows = await repo.ofPurchase(db, purchase.id);
  const [lines, purchaseLines] = await Promise.all([
    repo.lines(
      db,
      rows.map((row) => row.id),
      language,
    ),
    repo.purchaseLines(db, purchase.id),
  ]);
  return Promise.all(
    rows.map(async (row) =>
      toReturnView(
        row,
        purchase,
        purchaseLines,
        lines.filter((line) => line.return_id === row.id),
        await repo.idShortOf(db, row.exchange_purchase_id),
      ),
    ),
  );
}

/** Units of each purchase line not yet in a return, by `productId/size`. */
async function unitsLeft(
  db: Kysely<DB> | Transaction<DB>,
  purchaseId: number,
  language: Language = "pt",
) {
  const [lines, held] = await Promise.all([
    repo.purchaseLines(db, purchaseId, language),
    repo.heldUnits(db, purchaseId),
  ]);
  const heldBy = new Map(
    held.map((row) => [`${row.product_id}/${row.size}`, Number(row.quantity)]),
  );
  return lines.map((line) => ({
    ...line,
    left: line.quantity - (heldBy.get(`${line.product_id}/${line.size}`) ?? 0),
  }));
}

/** Checks a request's lines against what is left of the purchase; answers the lines to write. */
function checkLines(body: ReturnRequest, left: Awaited<ReturnType<typeof unitsLeft>>) {
  return body.lines.map((line, index) => {
    const bought = left.find((l) => l.product_id === line.productId && l.size === line.size);
    if (!bought) throw invalid({ [`lines.${index}.size`]: returnMessages.notBought });
    if (line.quantity > bought.left)
      throw invalid({
        [`lines.${index}.quantity`]: returnMessages.tooMany(Math.max(0, bought.left)),
      });
    const exchangeSize = body.kind === "EXCHANGE" ? line.exchangeSize : null;
    if (exchangeSize !== null && !bought.sizes.includes(exchangeSize))
      throw invalid({ [`lines.${index}.exchangeSize`]: returnMessages.noSuchSize });
    return {
      product_id: line.productId,
      size: line.size,
      quantity: line.quantity,
      exchange_size: exchangeSize,
    };
  });
}

export interface ReturnsOptions {
  db: Kysely<DB>;
  shopIdentity: () => Promise<ShopIdentity>;
  onMailQueued: () => void;
}

/**
 * The customer's side of returns, given a purchase the caller has shown is theirs (the account's
 * session, or a guest's order link): what may be returned, asking, and cancelling the request.
 */
export function returnsService({ db, shopIdentity, onMailQueued }: ReturnsOptions) {
  async function lockedPurchase(trx: Transaction<DB>, purchaseId: number) {
    const purchase = await repo.lockPurchase(trx, purchaseId);
    if (!purchase) throw new AppError(ErrorCode.NOT_FOUND, returnMessages.purchaseNotFound);
    return purchase;
  }

  async function requestInTransaction(
    trx: Transaction<DB>,
    purchaseId: number,
    body: ReturnRequest,
    shop: ShopIdentity,
  ) {
    // The purchase's lock makes requests of one purchase one at a time: two cannot both take the
    // last units of a line.
    const purchase = await lockedPurchase(trx, purchaseId);
    const deadline = await deadlineOf(trx, purchase);
    if (!deadline) throw new AppError(ErrorCode.CONFLICT, returnMessages.notDelivered);
    if (deadline.getTime() < Date.now())
      throw new AppError(ErrorCode.CONFLICT, returnMessages.tooLate);
    const lines = checkLines(body, await unitsLeft(trx, purchase.id));
    const byTransfer = body.kind === "RETURN" && refundsByTransfer(purchase);
    if (byTransfer && !body.iban) throw invalid({ iban: returnMessages.ibanRequired });
    const iban = byTransfer ? body.iban : null;
    const id = await repo.insert(
      trx,
      { purchase_id: purchase.id, kind: body.kind, reason: body.reason, note: body.note, iban },
      lines,
    );
    for (const [index, line] of lines.entries()) {
      if (!line.exchange_size) continue;
      const unit = {
        productId: line.product_id,
        size: line.exchange_size,
        quantity: line.quantity,
      };
      if (!(await stockRepository.reserveOnline(trx, { reason: "return_reserved", id }, unit)))
        throw new AppError(ErrorCode.OUT_OF_STOCK, returnMessages.exchangeOutOfStock, {
          [`lines.${index}.exchangeSize`]: returnMessages.exchangeOutOfStock,
        });
    }
    await recordPurchaseEvent(trx, purchase.id, "RETURN_REQUESTED", {
      details: { returnId: id, kind: body.kind },
    });
    const ret = await repo.find(trx, id);
    if (ret) await queueReturnMail(trx, "RETURN_REQUESTED", ret, purchase, shop);
    if (iban) {
      const givenAt = await tellIbanGiven(trx, purchase, { iban, returnId: id }, shop);
      await repo.ibanGiven(trx, id, givenAt);
    }
    return id;
  }

  return {
    /** What the customer may still return of a purchase, where to send it, and its returns. */
    async returnable(purchaseId: number): Promise<Returnable> {
      const purchase = await purchaseRepository.findById(db, purchaseId);
      const [deadline, left, places, returns] = await Promise.all([
        deadlineOf(db, purchase),
        unitsLeft(db, purchase.id, purchase.language),
        returnPlaces(db),
        returnViews(db, purchase, purchase.language),
      ]);
      return {
        until: deadline ? lisbonDay(deadline) : null,
        open: deadline !== null && deadline.getTime() >= Date.now(),
        lines: left
          .filter((line) => line.left > 0)
          .map((line) => ({
            productId: line.product_id,
            title: line.title ?? `Ref: ${line.ref}`,
            size: line.size,
            quantity: line.left,
            sizes: line.sizes.filter((size) => size !== line.size),
          })),
        needsIban: refundsByTransfer(purchase),
        ...places,
        returns,
      };
    },

    /**
     * Asks to return or exchange units of a delivered purchase, within 30 days of its delivery:
     * an exchange's sizes are taken from online stock now, so they cannot sell out meanwhile.
     */
    async request(purchaseId: number, body: ReturnRequest): Promise<{ id: number }> {
      await limitAttempts(db, `return-request:${purchaseId}`, REQUESTS_PER_HOUR, 3600);
      const shop = await shopIdentity();
      const id = await db
        .transaction()
        .execute((trx) => requestInTransaction(trx, purchaseId, body, shop));
      onMailQueued();
      return { id };
    },

    /** The customer changes their mind before the shop receives it: an exchange's sizes go back. */
    async cancel(purchaseId: number, returnId: number): Promise<void> {
      const shop = await shopIdentity();
      await db.transaction().execute(async (trx) => {
        const purchase = await lockedPurchase(trx, purchaseId);
        const ret = await repo.lock(trx, returnId);
        if (!ret || ret.purchase_id !== purchase.id) throw returnNotFound();
        if (!canMoveReturn(ret.kind, ret.state, "CANCELED")) throw returnChanged(ret);
        await repo.move(trx, ret.id, ret.state, "CANCELED", { ended_at: new Date() });
        if (ret.kind === "EXCHANGE") await repo.release(trx, ret.id, null);
        await recordPurchaseEvent(trx, purchase.id, "RETURN_CANCELED", {
          details: { returnId: ret.id },
        });
        await queueReturnMail(
          trx,
          "RETURN_CANCELED",
          { ...ret, state: "CANCELED" },
          purchase,
          shop,
        );
      });
      onMailQueued();
    },
  };
}

export type ReturnsService = ReturnType<typeof returnsService>;
