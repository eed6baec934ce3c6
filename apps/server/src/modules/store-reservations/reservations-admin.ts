import {
  ADMIN_PAGE_SIZE,
  ErrorCode,
  reservationMessages as messages,
  pickupScope,
  type ReservationAction,
  type ReservationList,
  type ReservationListQuery,
  type ReservationSettings,
  type ReservationSummary,
} from "@shop/shared";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import type { ShopIdentity } from "../../mail/templates/layout.ts";
import { reservationReadyMail } from "../../mail/templates/reservation-emails.ts";
import { settingsRepository } from "../settings/settings.repository.ts";
import { recordAudit, type StaffActor } from "../staff/audit.ts";
import type { ReservationPayments } from "./reservation-payments.ts";
import { mailData, staffView } from "./reservation-view.ts";
import { reservationsRepository as repo } from "./reservations.repository.ts";
import { endReservation } from "./reservations.service.ts";

const changed = () => new AppError(ErrorCode.CONFLICT, messages.changed);
const unpaid = () => new AppError(ErrorCode.CONFLICT, messages.awaitingPayment);

/** The back office's «Reservas»: the list of one's scope, and the counter's three moves. */
export function reservationsAdmin(deps: {
  db: Kysely<DB>;
  shopIdentity: () => Promise<ShopIdentity>;
  onMailQueued: () => void;
  payments: ReservationPayments;
}) {
  const { db } = deps;

  return {
    async list(actor: StaffActor, query: ReservationListQuery): Promise<ReservationList> {
      const scope = pickupScope(actor);
      const { items, total } = await repo.page(db, query, scope);
      const view = (row: (typeof items)[number]) => staffView(row, scope === "all");
      return { items: items.map(view), total, page: query.page, pageSize: ADMIN_PAGE_SIZE };
    },

    /**
     * One move, only from the state it starts from: a second click, or a colleague's at the same
     * moment, finds the reservation moved and gets 409; its unit is never released twice.
     */
    async act(
      actor: StaffActor,
      id: number,
      action: ReservationAction,
    ): Promise<ReservationSummary> {
      const shop = action === "ready" ? await deps.shopIdentity() : null;
      const row = await db.transaction().execute(async (trx) => {
        const before = await repo.byId(trx, id);
        const scope = pickupScope(actor);
        if (!before || (scope !== "all" && before.store_id !== scope))
          throw notFound(messages.notFound);
        const at = new Date();
        const awaiting = before.payment === "CARD" && !before.paid_at;
        if (awaiting && action !== "not-collected") throw unpaid();
        if (action === "ready") {
          const moved = await repo.transition(trx, id, ["RESERVED"], "READY", actor.id, at);
          if (!moved) throw changed();
        } else if (action === "collected") {
          const moved = await repo.transition(
            trx,
            id,
            ["RESERVED", "READY"],
            "COLLECTED",
            actor.id,
            at,
          );
          if (!moved) throw changed();
          await repo.move(trx, moved, "reservation_collected", actor.id, "");
        } else if (!(await endReservation(trx, id, "NOT_COLLECTED", actor.id, at))) throw changed();
        // Read for the customer's email: the product named in the reservation's language.
        const after = await repo.byId(trx, id, "own");
        if (!after) throw notFound(messages.notFound);
        if (shop)
          await enqueueMail(trx, "STORE_RESERVATION_READY", {
            to: after.email,
            ...reservationReadyMail(mailData(after), shop),
          });
        await recordAudit(trx, actor, {
          action: `reservation.${action}`,
          entity: "store_reservation",
          entityId: id,
          before: { state: before.state },
          after: { state: after.state },
        });
        return after;
      });
      if (shop) deps.onMailQueued();
      if (action === "not-collected" && row.paid_at) await deps.payments.refundOwed(id);
      const after = await repo.byId(db, id);
      if (!after) throw notFound(messages.notFound);
      return staffView(after, pickupScope(actor) === "all");
    },

    onlinePayment: async (): Promise<ReservationSettings> => ({
      onlinePayment: (await settingsRepository.read(db)).reservation_online_payment,
    }),

    /** The owner offers, or stops offering, card payment of reservations (the storefront follows). */
    async setOnlinePayment(actor: StaffActor, input: ReservationSettings) {
      await db.transaction().execute(async (trx) => {
        const before = (await settingsRepository.lock(trx)).reservation_online_payment;
        if (before === input.onlinePayment) return;
        await settingsRepository.update(trx, { reservation_online_payment: input.onlinePayment });
        await recordAudit(trx, actor, {
          action: "reservation-settings.update",
          entity: "settings",
          entityId: 1,
          before: { reservation_online_payment: before },
          after: { reservation_online_payment: input.onlinePayment },
        });
      });
      return input;
    },
  };
}

export type ReservationsAdmin = ReturnType<typeof reservationsAdmin>;
