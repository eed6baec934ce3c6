import { describe, expect, it } from "vitest";
import { mailHtml, TEST_PICTURE_HASH, TEST_SHOP, TEST_THUMBNAIL } from "../../../test/mail-html.ts";
import {
  type ReservationMailData,
  reservationMadeMail,
  reservationReadyMail,
  reservationRefundedMail,
} from "./reservation-emails.ts";

const shop = TEST_SHOP;
const HASH = TEST_PICTURE_HASH;
const PICTURE = TEST_THUMBNAIL;

const reservation: ReservationMailData = {
  title: "Botas altas de camurça",
  size: "U",
  picture: `pictures/${HASH}-800x800`,
  priceCents: 12990,
  pickupDay: "2026-12-01",
  heldUntil: new Date("2026-12-01T19:00:00Z"),
  store: { name: "Baixa", address: "Rua Augusta 120", phone: "213 420 118", hours: null },
  paidOnline: true,
};

describe("store reservation emails", () => {
  it("show the pair reserved with its picture, its size and its price", () => {
    const mails = [
      reservationMadeMail({ ...reservation, cancelUrl: `${shop.url}/reservas/x` }, shop),
      reservationReadyMail(reservation, shop),
      reservationRefundedMail(reservation, shop),
    ];
    for (const mail of mails) {
      expect(mailHtml(mail.html).itemPictures).toEqual([
        { alt: "Botas altas de camurça", src: PICTURE },
      ]);
      expect(mail.text).toMatch(/Botas altas de camurça \(tamanho único\): 129,90\s€/);
    }
    expect(mails[0]?.html).toContain("Tamanho único");
  });
});
