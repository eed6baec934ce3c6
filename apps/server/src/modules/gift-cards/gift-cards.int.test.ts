import {
  formatShopDay,
  GIFT_CARD_CODE_LENGTH,
  giftCardExpiryDay,
  lisbonDay,
  shiftDay,
} from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderAttachment } from "../../../src/mail/attachments.ts";
import { as } from "../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import { pdfText } from "../../../test/pdf-text.ts";
import { generate, purchaseBody } from "../../../test/purchases.ts";
import { staffSession } from "../../../test/staff.ts";
import { deliverGiftCards, expireGiftCards } from "./gift-card-job.ts";
import { giftCardService } from "./gift-cards.service.ts";

const SHOP = {
  name: "Sapataria Lisboa",
  address: "Rua Augusta 1, Lisboa",
  email: "loja@sapatarialisboa.pt",
  phone: "213 000 000",
  url: "http://shop.test",
};
const CODE = /\b([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})\b/;
const CHIADO = 1;
const BAIXA = 2;

let shop: TestApp;
let owner: Awaited<ReturnType<typeof staffSession>>;
/** The owner's name, as emails and lists show who issued a card. */
let ownerName = "";
let manager: Awaited<ReturnType<typeof staffSession>>;
let emails = 0;
const db = () => shop.database.db;
const today = () => lisbonDay(new Date());

beforeAll(async () => {
  shop = await createTestApp({
    prepare: insertCatalogueFixture,
    config: { PUBLIC_URL: "http://shop.test" },
  });
  owner = await staffSession(shop, "owner");
  const staff = shop.database.db.selectFrom("staff").select("name").where("id", "=", owner.id);
  ownerName = (await staff.executeTakeFirstOrThrow()).name;
  manager = await staffSession(shop, "manager");
});
afterAll(async () => {
  await shop?.close();
});

const cardBody = (overrides: Record<string, unknown> = {}) => ({
  valueCents: 5000,
  recipientName: "Rita Lopes",
  recipientEmail: `rita.${++emails}.${Date.now()}@example.pt`,
  message: "Feliz aniversário!",
  deliveryDay: today(),
  reason: "Encomenda atrasada",
  ...overrides,
});

/** The outbox's gift card email to `to`, once the delivery job queued it. */
async function mailTo(to: string) {
  for (let tries = 0; tries < 100; tries += 1) {
    const row = await db()
      .selectFrom("email_outbox")
      .selectAll()
      .where("recipient", "=", to)
      .where("kind", "=", "GIFT_CARD")
      .executeTakeFirst();
    if (row) return row;
    await deliverGiftCards(db(), SHOP);
  }
  throw new Error(`no gift card email to ${to}`);
}

/** Issues a card by hand and answers its id and the code its email carries. */
async function issued(overrides: Record<string, unknown> = {}) {
  const body = cardBody(overrides);
  const response = await owner.call("POST", "/gift-cards", body);
  expect(response.statusCode, response.body).toBe(200);
  const mail = await mailTo(body.recipientEmail);
  const code = CODE.exec(mail.text)?.[1] as string;
  return { id: response.json().data.id as number, code, mail, body };
}

const balanceOf = (code: string, address?: string) =>
  as(shop, null, address)("POST", "/public/gift-cards/balance", { code });

async function ledgerMatches(id: number) {
  const card = await db()
    .selectFrom("gift_cards")
    .select("balance_cents")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  const lines = await db()
    .selectFrom("gift_card_movements")
    .select(["amount_cents", "balance_after_cents"])
    .where("gift_card_id", "=", id)
    .orderBy("id")
    .execute();
  let running = 0;
  for (const line of lines) {
    running += line.amount_cents;
    expect(line.balance_after_cents).toBe(running);
  }
  expect(card.balance_cents).toBe(running);
  return running;
}

describe(`Gift cards (${databaseKind})`, () => {
  it("emails the code, value, expiry and message with a PDF to print, and keeps only its hash", async () => {
    const { id, code, mail, body } = await issued();
    expect(code.replaceAll("-", "")).toHaveLength(GIFT_CARD_CODE_LENGTH);
    expect(mail.subject).toBe(`${ownerName} ofereceu-lhe um cartão-presente de 50,00\u00a0€`);
    for (const text of ["Rita Lopes", "Feliz aniversário!", "50,00", "Válido até", code])
      expect(mail.text).toContain(text);
    expect(mail.text).toContain(formatShopDay(giftCardExpiryDay(today())));
    expect(mail.attachment?.kind).toBe("gift-card");
    const pdf = await renderAttachment(mail.attachment as never);
    expect(pdf.filename).toBe("cartao-presente.pdf");
    const [page] = await pdfText(pdf.content);
    expect(page).toContain(code);
    expect(page).toContain("Rita Lopes");

    const row = await db()
      .selectFrom("gift_cards")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: "ACTIVE", value_cents: 5000, balance_cents: 5000 });
    expect(row.code_last4).toBe(code.slice(-4));
    expect(JSON.stringify(row)).not.toContain(code.replaceAll("-", ""));
    expect(row.recipient_email).toBe(body.recipientEmail);
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "after"])
      .where("entity", "=", "gift_card")
      .where("entity_id", "=", String(id))
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["gift-card.issue"]);
  });

  it("waits for a later delivery day, and two servers send the card once", async () => {
    const later = shiftDay(today(), 3);
    const body = cardBody({ deliveryDay: later });
    const response = await owner.call("POST", "/gift-cards", body);
    expect(response.json().message).toBe(
      `Cartão-presente emitido. Enviamos o código para ${body.recipientEmail} a ${formatShopDay(later)}.`,
    );
    expect(await deliverGiftCards(db(), SHOP)).toBe(0);
    const row = await db()
      .selectFrom("gift_cards")
      .select(["id", "state", "code_hash", "deliver_at"])
      .where("recipient_email", "=", body.recipientEmail)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: "SCHEDULED", code_hash: null });
    // The list says when it goes, as the back office's list waits for it: 9:00 in Lisbon.
    const list = await owner.call("GET", "/gift-cards?state=SCHEDULED");
    const listed = list.json().data.items.find((item: { id: number }) => item.id === row.id);
    expect(listed).toMatchObject({ deliveryDay: later, deliverAt: row.deliver_at.toISOString() });
    const lisbonTime = new Intl.DateTimeFormat("pt-PT", {
      timeZone: "Europe/Lisbon",
      hour: "2-digit",
      minute: "2-digit",
    });
    expect(lisbonTime.format(row.deliver_at)).toBe("09:00");
    const due = new Date(row.deliver_at.getTime() + 1000);
    await Promise.all([deliverGiftCards(db(), SHOP, due), deliverGiftCards(db(), SHOP, due)]);
    const mails = await db()
      .selectFrom("email_outbox")
      .select("id")
      .where("recipient", "=", body.recipientEmail)
      .execute();
    expect(mails).toHaveLength(1);
  });

  it("shows the holder the balance, expiry and movements, and nobody's data", async () => {
    const { code } = await issued({ valueCents: 10_000 });
    const response = await balanceOf(code.toLowerCase().replaceAll("-", " "));
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      last4: code.slice(-4),
      state: "ACTIVE",
      valueCents: 10_000,
      balanceCents: 10_000,
    });
    expect(data.movements).toEqual([
      expect.objectContaining({
        kind: "issued",
        amountCents: 10_000,
        balanceCents: 10_000,
        where: null,
      }),
    ]);
    expect(response.body).not.toMatch(/Rita|example\.pt|owner|Encomenda/);
  });

  it("refuses an unknown or malformed code in Portuguese", async () => {
    const unknown = await balanceOf("ABCD-EFGH-JKLM-NPQR");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(
      "Não encontramos nenhum cartão-presente com este código. Confirme o código.",
    );
    const short = await balanceOf("ABCD");
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.code).toBe(
      "Escreva os 16 caracteres do código do cartão-presente.",
    );
  });

  it("limits lookups per client address", async () => {
    const address = "10.77.0.1";
    const answers = [];
    for (let i = 0; i < 21; i += 1)
      answers.push((await balanceOf("ABCD-EFGH-JKLM-NPQR", address)).statusCode);
    expect(answers.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(answers[20]).toBe(429);
  });

  it("lets store staff deduct an in-store purchase, audited, and refuses more than the balance", async () => {
    const { id, code } = await issued();
    const counter = await staffSession(shop, "store", { storeId: CHIADO });
    const lookup = await counter.call("POST", "/gift-cards/lookup", { code });
    expect(lookup.statusCode, lookup.body).toBe(200);
    expect(lookup.json().data).toMatchObject({ id, balanceCents: 5000 });

    const spent = await counter.call("POST", "/gift-cards/redeem", {
      code,
      amountCents: 3250,
      storeId: CHIADO,
    });
    expect(spent.statusCode, spent.body).toBe(200);
    expect(spent.json().message).toBe("Descontámos 32,50\u00a0€. Saldo: 17,50\u00a0€.");
    expect(spent.json().data.movements.at(-1)).toMatchObject({
      kind: "redeemed",
      amountCents: -3250,
      balanceCents: 1750,
      where: "Chiado",
    });

    const tooMuch = await counter.call("POST", "/gift-cards/redeem", {
      code,
      amountCents: 2000,
      storeId: CHIADO,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.message).toBe(
      "O saldo deste cartão-presente (17,50\u00a0€) não chega para este valor.",
    );
    const elsewhere = await counter.call("POST", "/gift-cards/redeem", {
      code,
      amountCents: 100,
      storeId: BAIXA,
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(await ledgerMatches(id)).toBe(1750);

    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "staff_id"])
      .where("entity", "=", "gift_card")
      .where("entity_id", "=", String(id))
      .orderBy("id")
      .execute();
    expect(audit).toEqual([
      { action: "gift-card.issue", staff_id: owner.id },
      { action: "gift-card.redeem", staff_id: counter.id },
    ]);
  });

  it("lets only the owner issue cards, and checks the value and the day", async () => {
    const refused = await manager.call("POST", "/gift-cards", cardBody());
    expect(refused.statusCode).toBe(403);
    const small = await owner.call("POST", "/gift-cards", cardBody({ valueCents: 900 }));
    expect(small.statusCode).toBe(400);
    expect(small.json().error.fields.valueCents).toBe("Escolha um valor entre 10 € e 500 €.");
    const past = await owner.call(
      "POST",
      "/gift-cards",
      cardBody({ deliveryDay: shiftDay(today(), -1) }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields.deliveryDay).toBe("Escolha a data de envio: de hoje a um ano.");
  });

  it("lists the cards with their state, balance, expiry and uses", async () => {
    const { id, code } = await issued({ valueCents: 2500 });
    await manager.call("POST", "/gift-cards/redeem", { code, amountCents: 2500, storeId: BAIXA });
    const list = await manager.call("GET", `/gift-cards?q=${code.slice(-4)}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.items).toEqual([
      expect.objectContaining({
        id,
        last4: code.slice(-4),
        state: "ACTIVE",
        valueCents: 2500,
        balanceCents: 0,
        uses: 1,
        issuedBy: ownerName,
      }),
    ]);
    const [{ issuedAt, deliverAt }] = list.json().data.items;
    // Issued for today: sent at once.
    expect(Math.abs(Date.parse(deliverAt) - Date.parse(issuedAt))).toBeLessThan(5000);
    const quote = giftCardService({ db: db(), now: () => new Date() }).quote(code);
    await expect(quote).rejects.toThrow("Este cartão-presente já não tem saldo.");
  });

  it("expires a card on its last day with an «expired» line, and refuses it after", async () => {
    const { id, code } = await issued();
    const after = await db()
      .selectFrom("gift_cards")
      .select("expires_at")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const late = new Date(after.expires_at.getTime() + 1000);
    const service = giftCardService({ db: db(), now: () => late });
    await expect(service.quote(code)).rejects.toThrow(
      /^Este cartão-presente expirou a \d\d\/\d\d\/\d{4}\.$/,
    );
    await expireGiftCards(db(), late);
    expect(await ledgerMatches(id)).toBe(0);
    const { data } = (await balanceOf(code)).json();
    expect(data).toMatchObject({ state: "EXPIRED", balanceCents: 0 });
    expect(data.movements.at(-1)).toMatchObject({ kind: "expired", amountCents: -5000 });
  });

  it("pays a purchase inside its transaction and gives back to the card no more than it took", async () => {
    const { id, code } = await issued();
    const service = giftCardService({ db: db(), now: () => new Date() });
    const bought = await generate(shop, purchaseBody());
    expect(bought.statusCode, bought.body).toBe(200);
    const { id: purchaseId } = await db()
      .selectFrom("purchases")
      .select("id")
      .where("id_short", "=", bought.json().data.idShort)
      .executeTakeFirstOrThrow();
    await db()
      .transaction()
      .execute((trx) => service.redeem(trx, code, 4000, { purchaseId }));
    const rolledBack = db()
      .transaction()
      .execute(async (trx) => {
        await service.redeem(trx, code, 500, { purchaseId });
        throw new Error("payment failed");
      });
    await expect(rolledBack).rejects.toThrow("payment failed");
    expect(await ledgerMatches(id)).toBe(1000);
    const tooMuch = db()
      .transaction()
      .execute((trx) => service.refund(trx, id, 4500, purchaseId));
    await expect(tooMuch).rejects.toThrow(
      "Só pode devolver ao cartão o que esta compra pagou com ele: 40,00\u00a0€.",
    );
    const both = await Promise.allSettled(
      [2500, 2500].map((cents) =>
        db()
          .transaction()
          .execute((trx) => service.refund(trx, id, cents, purchaseId)),
      ),
    );
    expect(both.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(await ledgerMatches(id)).toBe(3500);
    const { data } = (await balanceOf(code)).json();
    expect(
      data.movements.map((m: { kind: string; where: string | null }) => [m.kind, m.where]),
    ).toEqual([
      ["issued", null],
      ["redeemed", "Online"],
      ["refunded", null],
    ]);
  });

  it("never spends more than the balance when many redemptions come at once", async () => {
    const { id, code } = await issued({ valueCents: 5000 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        manager.call("POST", "/gift-cards/redeem", { code, amountCents: 1000, storeId: CHIADO }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 400)).toHaveLength(15);
    expect(await ledgerMatches(id)).toBe(0);
    const service = giftCardService({ db: db(), now: () => new Date() });
    const second = await issued({ valueCents: 3000 });
    const direct = await Promise.allSettled(
      Array.from({ length: 12 }, () =>
        db()
          .transaction()
          .execute((trx) =>
            service.redeem(trx, second.code, 700, { storeId: CHIADO, staffId: manager.id }),
          ),
      ),
    );
    expect(direct.filter((result) => result.status === "fulfilled")).toHaveLength(4);
    expect(await ledgerMatches(second.id)).toBe(200);
  });
});
