import { describe, expect, it } from "vitest";
import { refundIbanGivenMail } from "./refund-iban-emails.ts";

const shop = {
  name: "Sapataria Lisboa",
  address: "Rua Augusta, 142, 1100-053 Lisboa",
  email: "loja@sapatarialisboa.pt",
  phone: "213 420 118",
  url: "https://sapatarialisboa.pt",
};

const given = {
  idShort: "AB12CD34",
  returnId: null,
  ibanEnd: "0154",
  givenAt: new Date("2026-11-23T08:06:00Z"),
  heldUntil: new Date("2026-11-24T08:06:00Z"),
};

describe("the notice of a refund's IBAN", () => {
  it("names the order, the IBAN's last four characters, and when it was given", () => {
    const mail = refundIbanGivenMail(given, shop);
    expect(mail.subject).toBe("IBAN para o reembolso da encomenda AB12CD34");
    expect(mail.text).toContain(
      "A 23/11/2026, 08:06, foi indicado o IBAN terminado em 0154 para receber o reembolso do cancelamento da encomenda AB12CD34.",
    );
  });

  it("says how to object, with the shop's contacts, and until when the refund is held", () => {
    const mail = refundIbanGivenMail(given, shop);
    expect(mail.text).toContain(
      "responda a este email ou contacte-nos por loja@sapatarialisboa.pt ou 213 420 118 antes dessa hora: retemos o reembolso até 24/11/2026, 08:06",
    );
    expect(mail.text).toContain("«Desativar esta ligação»");
  });

  it("names a return's refund by the return's number", () => {
    const mail = refundIbanGivenMail({ ...given, returnId: 7 }, shop);
    expect(mail.text).toContain("o reembolso da devolução n.º 7 da encomenda AB12CD34");
  });
});
