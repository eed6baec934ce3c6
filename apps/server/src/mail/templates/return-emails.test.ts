import { describe, expect, it } from "vitest";
import { mailHtml } from "../../../test/mail-html.ts";
import { RETURN_MAIL_KINDS, type ReturnMailData, returnMail } from "./return-emails.ts";

const shop = {
  name: "Sapataria Lisboa",
  address: "Rua Augusta, 142, 1100-053 Lisboa",
  email: "loja@sapatarialisboa.pt",
  phone: "213 420 118",
  url: "https://sapatarialisboa.pt",
};

const data: ReturnMailData = {
  returnId: 7,
  idShort: "AB12CD34",
  kind: "RETURN",
  lines: [
    { title: "Sandálias", size: "38", quantity: 1, exchangeSize: null, picture: "products/a.svg" },
  ],
  shopAddress: shop.address,
  stores: [{ name: "Chiado", address: "Rua Garrett, 58" }],
  refuseReason: null,
  refund: null,
  exchangeIdShort: null,
  orderPath: "/account/purchases?encomenda=AB12CD34",
};

describe("return emails", () => {
  it("tell how to send the units back, by post or in a store, with the order reference", () => {
    const mail = returnMail("RETURN_REQUESTED", data, shop);
    expect(mail.subject).toBe("Pedido de devolução da encomenda AB12CD34");
    expect(mail.text).toContain("por correio para Rua Augusta, 142, 1100-053 Lisboa");
    expect(mail.text).toContain("Chiado (Rua Garrett, 58)");
    expect(mail.text).toContain("referência da encomenda, AB12CD34");
    expect(mail.text).toContain(`${shop.url}/account/purchases?encomenda=AB12CD34`);
    // DL 24/2014, art. 14: no original packaging nor invoice may be asked for.
    expect(mail.text).toContain("Não precisa da embalagem original nem da fatura");
  });

  it("show each unit's picture, and the size an exchange gives", () => {
    const exchange = { ...data, kind: "EXCHANGE" as const };
    exchange.lines = [
      { ...(data.lines[0] as ReturnMailData["lines"][number]), exchangeSize: "39" },
    ];
    for (const kind of RETURN_MAIL_KINDS)
      expect(mailHtml(returnMail(kind, exchange, shop).html).itemPictures).toEqual([
        { alt: "Sandálias", src: "https://sapatarialisboa.pt/media/products/a.svg" },
      ]);
    const mail = returnMail("RETURN_REQUESTED", exchange, shop);
    expect(mail.html).toContain("Tamanho 38 → 39");
    expect(mail.text).toContain("1 × Sandálias (tamanho 38 → 39)");
  });

  it("quote a refusal's reason as text, never as HTML", () => {
    const mail = returnMail("RETURN_REFUSED", { ...data, refuseReason: "<b>Usados</b>" }, shop);
    expect(mail.text).toContain("<b>Usados</b>");
    expect(mail.html).toContain("&lt;b&gt;Usados&lt;/b&gt;");
  });

  it("say where the money goes and name the exchange's new order", () => {
    const refund = {
      method: "BANK_TRANSFER" as const,
      amountCents: 4792,
      iban: "PT50000201231234567890154",
    };
    expect(returnMail("RETURN_REFUNDED", { ...data, refund }, shop).text).toMatch(
      /Vamos transferir 47,92\s€ para a conta terminada em 0154/,
    );
    const exchange = { ...data, kind: "EXCHANGE" as const, exchangeIdShort: "ZX98YW76" };
    expect(returnMail("RETURN_EXCHANGED", exchange, shop).text).toContain("ZX98YW76");
  });

  it("render every step", () => {
    for (const kind of RETURN_MAIL_KINDS)
      expect(returnMail(kind, data, shop).subject).toContain("AB12CD34");
  });
});
