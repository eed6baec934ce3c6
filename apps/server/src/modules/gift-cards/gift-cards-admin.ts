import {
  ADMIN_PAGE_SIZE,
  ErrorCode,
  type GiftCardIssue,
  type GiftCardList,
  type GiftCardListQuery,
  type GiftCardRedeemInStore,
  giftCardMessages as messages,
  stockScope,
} from "@shop/shared";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { AppError } from "../../http/app-error.ts";
import { recordAudit, type StaffActor } from "../staff/audit.ts";
import { giftCardsRepository as repo } from "./gift-cards.repository.ts";
import type { GiftCardService } from "./gift-cards.service.ts";

type PageRow = Awaited<ReturnType<typeof repo.page>>["items"][number];

const summary = (row: PageRow) => ({
  id: row.id,
  last4: row.code_last4 ?? "",
  state: row.state,
  valueCents: row.value_cents,
  balanceCents: row.balance_cents,
  issuedAt: row.issued_at.toISOString(),
  deliveryDay: row.delivery_day,
  deliverAt: row.deliver_at.toISOString(),
  expiresOn: row.expires_on,
  uses: Number(row.uses ?? 0),
  recipientName: row.recipient_name,
  issuedBy: row.issued_by_name,
});

/**
 * «Cartões-presente» in the back office: the list, a code looked up and a store purchase deducted
 * at the counter (a store's staff at their own store only), and a card issued by hand.
 */
export function giftCardsAdmin(deps: {
  db: Kysely<DB>;
  giftCards: GiftCardService;
  /** Wakes the delivery job (a card for today goes out at once). */
  onIssued: () => void;
}) {
  const { db, giftCards } = deps;

  return {
    async list(query: GiftCardListQuery): Promise<GiftCardList> {
      const { items, total } = await repo.page(db, query);
      return { items: items.map(summary), total, page: query.page, pageSize: ADMIN_PAGE_SIZE };
    },

    lookup: (code: string) => giftCards.lookup(code),

    /** «Descontar»: the card pays `amountCents` of a purchase at the store's counter. */
    async redeemInStore(actor: StaffActor, body: GiftCardRedeemInStore) {
      const scope = stockScope(actor);
      if (scope !== "all" && scope !== body.storeId)
        throw new AppError(ErrorCode.FORBIDDEN, messages.otherStore);
      if (!(await repo.storeExists(db, body.storeId)))
        throw new AppError(ErrorCode.VALIDATION, messages.store, { storeId: messages.store });
      await db.transaction().execute(async (trx) => {
        const use = { storeId: body.storeId, staffId: actor.id };
        const spent = await giftCards.redeem(trx, body.code, body.amountCents, use);
        await recordAudit(trx, actor, {
          action: "gift-card.redeem",
          entity: "gift_card",
          entityId: spent.cardId,
          after: { amountCents: body.amountCents, storeId: body.storeId, ...spent },
        });
      });
      return giftCards.lookup(body.code);
    },

    /** A card given by hand (a customer-service gesture): audited with its reason. */
    async issue(actor: StaffActor, body: GiftCardIssue) {
      const { reason, ...order } = body;
      const issued = await db.transaction().execute(async (trx) => {
        const card = await giftCards.issue(trx, order, { staff: actor, reason });
        await recordAudit(trx, actor, {
          action: "gift-card.issue",
          entity: "gift_card",
          entityId: card.id,
          after: { valueCents: order.valueCents, deliveryDay: order.deliveryDay, reason },
        });
        return card;
      });
      deps.onIssued();
      return issued;
    },
  };
}

export type GiftCardsAdmin = ReturnType<typeof giftCardsAdmin>;
