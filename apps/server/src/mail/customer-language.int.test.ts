import { type Language, lisbonDay } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registered } from "../../test/accounts.ts";
import { databaseKind } from "../../test/database.ts";
import { giftCardCodeMailedTo } from "../../test/gift-cards.ts";
import { mimeAttachments, pdfText } from "../../test/pdf-text.ts";
import { nextAddress, post, purchaseBody, setOnlineStock } from "../../test/purchases.ts";
import {
  CHIADO,
  newEmail,
  type ReservationShop,
  reservationBody,
  reservationShop,
} from "../../test/reservations.ts";
import { deliveredPurchase } from "../../test/returns.ts";
import { staffSession } from "../../test/staff.ts";

let t: ReservationShop;
let owner: Awaited<ReturnType<typeof staffSession>>;

beforeAll(async () => {
  t = await reservationShop();
  owner = await staffSession(t.shop, "owner");
});
afterAll(async () => {
  await t?.close();
});

const ACCEPT: Record<Language, string> = { en: "en-GB,en;q=0.9", pt: "pt-PT" };

/** A storefront call from a page of `language` (its Accept-Language), as a guest or a customer. */
const from = (language: Language, url: string, payload: object, token?: string) =>
  t.shop.app.inject({
    method: "POST",
    url: `/api${url}`,
    payload,
    headers: { "accept-language": ACCEPT[language] },
    ...(token ? { cookies: { authToken: token } } : {}),
    remoteAddress: nextAddress(),
  });

/** The emails queued for `to`, oldest first. */
const mailsTo = (to: string) =>
  t.db
    .selectFrom("email_outbox")
    .select(["kind", "subject", "text", "html", "attachment"])
    .where("recipient", "=", to)
    .orderBy("id")
    .execute();

/** Words only the Portuguese emails write. */
const PORTUGUESE =
  /\b(encomenda|olá|obrigad[oa]|tamanho|recebemos|devolvemos|reembolso|pedido|artigos|levantar|aviso|cartão|não|seguimento|fatura|loja|até|mensagem)\b/iu;

/** What an email's reader sees as words: its subject and text, without addresses or quotes. */
const wordsOf = (mail: { subject: string; text: string }) =>
  `${mail.subject}\n${mail.text}`.replace(/^> .*$|https?:\/\/\S+|\S+@\S+/gm, "");

/** The shop's own pages an email links to (not its API: invoices). */
const pageLinks = (mail: { text: string }) =>
  [...mail.text.matchAll(/http:\/\/shop\.test(\/\S*)/g)]
    .map(([, path]) => path ?? "")
    .filter((path) => !path.startsWith("/api/") && path !== "/");

/** Asserts every email is in `language`: its document, words, prices and links. */
function expectIn(
  language: Language,
  mails: Array<{ subject: string; text: string; html: string }>,
) {
  expect(mails.length).toBeGreaterThan(0);
  for (const mail of mails) {
    expect(mail.html, mail.subject).toContain(
      `<html lang="${language === "en" ? "en" : "pt-PT"}">`,
    );
    if (language === "en") {
      expect(wordsOf(mail), mail.subject).not.toMatch(PORTUGUESE);
      expect(mail.text, mail.subject).not.toMatch(/\d,\d\d\s€/u);
      for (const path of pageLinks(mail)) expect(path, mail.subject).toMatch(/^\/en\//);
    } else {
      expect(wordsOf(mail), mail.subject).toMatch(PORTUGUESE);
      for (const path of pageLinks(mail)) expect(path, mail.subject).not.toMatch(/^\/en\//);
    }
  }
}

describe.each(["en", "pt"] as const)(`a customer's emails in %s (${databaseKind})`, (language) => {
  it("follow a purchase placed on a page of the language: paid, dispatched, delivered and its return", async () => {
    for (const size of ["36", "38"]) await setOnlineStock(t.shop.database, 1, size, 5);
    const customer = await registered(t.shop);
    const purchase = await deliveredPurchase(t.shop, owner.call, { customer, language });
    const asked = await customer.call("POST", `/users/client/purchase/${purchase.id}/returns`, {
      kind: "RETURN",
      reason: "TOO_BIG",
      note: "",
      lines: [{ productId: 1, size: "38", quantity: 1, exchangeSize: null }],
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const id = asked.json().data.id;
    for (const step of ["receive", "accept", "refund"]) {
      const payload = step === "accept" ? { restock: [] } : {};
      const done = await owner.call("POST", `/returns/${id}/${step}`, payload);
      expect(done.statusCode, done.body).toBe(200);
    }

    const mails = (await mailsTo(customer.user.email)).filter((mail) =>
      /^(PURCHASE|RETURN)_/.test(mail.kind),
    );
    expect(mails.map((mail) => mail.kind)).toEqual([
      "PURCHASE_PAID",
      "PURCHASE_DISPATCHED",
      "PURCHASE_DELIVERED",
      "RETURN_REQUESTED",
      "RETURN_RECEIVED",
      "RETURN_ACCEPTED",
      "RETURN_REFUNDED",
    ]);
    expectIn(language, mails);
    const [dispatched, refunded] = [mails[1], mails[6]];
    if (language === "en") {
      expect(dispatched?.subject).toBe(`Order ${purchase.idShort} dispatched`);
      expect(dispatched?.text).toContain("Tracking number: RR123456789PT");
      expect(dispatched?.text).toMatch(/Total \(VAT included\): €\d+\.\d\d/);
      expect(dispatched?.text).toMatch(/See the order: http:\/\/shop\.test\/en\/order\/\S+/);
      expect(refunded?.text).toMatch(/We have refunded €47\.92 to the card you paid with\./);
    } else {
      expect(dispatched?.subject).toBe(`Encomenda ${purchase.idShort} enviada`);
      expect(dispatched?.text).toMatch(/Total \(IVA incluído\): \d+,\d\d\s€/);
      expect(refunded?.text).toMatch(/Devolvemos 47,92\s€ ao cartão com que pagou\./);
    }
  });

  it("tell of a paid purchase cancelled by the shop, and of the IBAN given for its refund", async () => {
    await setOnlineStock(t.shop.database, 1, "36", 5);
    const body = purchaseBody({ paymentMethod: "MULTIBANCO" });
    const email = (body.contacts as { email: string }).email;
    const generated = (await from(language, "/public/purchase/generate", body)).json().data;
    await post(t.shop, "/dev/payments/multibanco/pay", {
      entity: generated.paymentEntity,
      reference: generated.paymentReference,
      value: generated.paymentValue,
    });
    const canceled = await owner.call("POST", `/orders/${generated.idShort}/cancel`, {
      iban: "PT50000201231234567890154",
      reason: "",
    });
    expect(canceled.statusCode, canceled.body).toBe(200);

    const mails = await mailsTo(email);
    const kinds = mails.map((mail) => mail.kind);
    expect(kinds).toContain("PURCHASE_CANCELED");
    expect(kinds).toContain("REFUND_IBAN_GIVEN");
    expectIn(language, mails);
    const cancel = mails.find((mail) => mail.kind === "PURCHASE_CANCELED");
    expect(cancel?.text).toContain(
      language === "en" ? "by bank transfer to the account ending in 0154" : "terminada em 0154",
    );
  });

  it("speak the language of the page a reservation, a size alert or a contact message came from", async () => {
    await t.setStoreStock(2, "38", CHIADO, 3);
    const reservation = reservationBody();
    expect((await from(language, "/public/reservations", reservation)).statusCode).toBe(200);

    await setOnlineStock(t.shop.database, 2, "37", 0);
    const alerted = newEmail();
    const alert = await from(language, "/public/size-alerts", {
      productId: 2,
      size: "37",
      email: alerted,
    });
    expect(alert.statusCode, alert.body).toBe(200);

    const wrote = newEmail();
    const sent = await from(language, "/public/contact", {
      name: "Ana",
      surname: "",
      email: wrote,
      message: "Têm o 38?",
    });
    expect(sent.statusCode, sent.body).toBe(200);

    const mails = [
      ...(await mailsTo(reservation.email)),
      ...(await mailsTo(alerted)),
      ...(await mailsTo(wrote)),
    ];
    expect(mails.map((mail) => mail.kind)).toEqual([
      "STORE_RESERVATION",
      "SIZE_ALERT_CONFIRMATION",
      "CONTACT_ACKNOWLEDGEMENT",
    ]);
    expectIn(language, mails);
    const [reserved, confirm] = mails;
    const english = language === "en";
    expect(reserved?.text).toContain(
      english ? "http://shop.test/en/reservations/" : "http://shop.test/reservas/",
    );
    expect(confirm?.text).toContain(
      english
        ? "http://shop.test/en/size-alerts/confirm/"
        : "http://shop.test/size-alerts/confirm/",
    );
  });

  it("give a gift card in its buyer's language, its PDF too", async () => {
    const to = newEmail();
    const body = purchaseBody({
      cart: {},
      paymentMethod: "MULTIBANCO",
      giftCards: [
        {
          valueCents: 2500,
          recipientName: "Rita Lopes",
          recipientEmail: to,
          message: "",
          deliveryDay: lisbonDay(new Date()),
        },
      ],
    });
    const generated = await from(language, "/public/purchase/generate", body);
    expect(generated.statusCode, generated.body).toBe(200);
    const { paymentEntity, paymentReference, paymentValue } = generated.json().data;
    await post(t.shop, "/dev/payments/multibanco/pay", {
      entity: paymentEntity,
      reference: paymentReference,
      value: paymentValue,
    });
    await giftCardCodeMailedTo(t.shop, to);

    const mails = await mailsTo(to);
    expectIn(language, mails);
    const english = language === "en";
    expect(mails[0]?.subject).toMatch(
      english
        ? /has given you a €25\.00 gift card$/
        : /ofereceu-lhe um cartão-presente de 25,00\s€$/,
    );
    const [, raw] = await t.smtp.waitFor(to, /((?:gift-card|cartao-presente)\.pdf)/);
    expect(raw).toBe(english ? "gift-card.pdf" : "cartao-presente.pdf");
    const mail = t.smtp.received.find((received) => received.to.includes(to));
    const pdf = mimeAttachments(mail?.raw ?? "").get(raw ?? "");
    const [page] = await pdfText(new Uint8Array(pdf ?? []));
    expect(page).toContain(english ? "For Rita Lopes" : "Para Rita Lopes");
    // The text extractor loses the € sign (WinAnsi); the number is written as the language does.
    expect(page).toMatch(english ? /Value: .?25\.00/u : /Valor: 25,00/);
    expect(page).toContain(english ? "Valid until:" : "Válido até:");
  });
});
