import { pagePathIn } from "@shop/shared";
import type { Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { hashToken, newToken } from "../../http/session.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import type { ShopIdentity } from "../../mail/templates/layout.ts";
import {
  reservationMadeMail,
  reservationRefundedMail,
} from "../../mail/templates/reservation-emails.ts";
import { mailData } from "./reservation-view.ts";
import { reservationsRepository as repo } from "./reservations.repository.ts";

async function rowOf(trx: Transaction<DB>, id: number) {
  // Its customer's emails name the product in the reservation's language.
  const row = await repo.byId(trx, id, "own");
  if (!row) throw new Error(`reservation ${id} vanished`);
  return row;
}

/**
 * Queues «A sua reserva está feita» with the link that reads and cancels it: its code is made
 * here, when the reservation is made (or, to pay by card, once paid), and kept only hashed.
 */
export async function queueMadeMail(trx: Transaction<DB>, id: number, shop: ShopIdentity) {
  const code = newToken();
  await repo.setCodeHash(trx, id, hashToken(code));
  const row = await rowOf(trx, id);
  await enqueueMail(trx, "STORE_RESERVATION", {
    to: row.email,
    ...reservationMadeMail(
      {
        ...mailData(row),
        cancelUrl: `${shop.url}${pagePathIn(`/reservas/${code}`, row.language)}`,
      },
      shop,
    ),
  });
}

/** Queues the email saying a reservation's money went back to the card. */
export async function queueRefundedMail(trx: Transaction<DB>, id: number, shop: ShopIdentity) {
  const row = await rowOf(trx, id);
  if (!row.email) return;
  await enqueueMail(trx, "STORE_RESERVATION_REFUNDED", {
    to: row.email,
    ...reservationRefundedMail(mailData(row), shop),
  });
}
