import { describe, expect, it } from "vitest";
import { pdfText } from "../../../test/pdf-text.ts";
import { giftCardPdf } from "../gift-card-pdf.ts";
import { giftCardMail, giftCardPrint } from "./gift-card-emails.ts";

const shop = {
  name: "Sapataria Lisboa",
  address: "Rua Augusta, 142, 1100-053 Lisboa",
  email: "loja@sapatarialisboa.pt",
  phone: "213 420 118",
  url: "https://sapatarialisboa.pt",
};
const card = {
  code: "7KQX-M4PZ-R8TW-2HNC",
  valueCents: 5000,
  expiresOn: "2028-12-24",
  recipientName: "Rita",
  fromName: "Ana Silva",
  message: "Feliz Natal!",
};

describe("the gift card email", () => {
  it("says who offers it, the code, the value, the last day and the message, and links the balance", () => {
    const mail = giftCardMail(card, shop);
    expect(mail.subject).toBe("Ana Silva ofereceu-lhe um cartão-presente de 50,00\u00a0€");
    for (const text of ["7KQX-M4PZ-R8TW-2HNC", "50,00", "24/12/2028", "Feliz Natal!", "Rita"])
      expect(mail.text).toContain(text);
    expect(mail.html).toContain('href="https://sapatarialisboa.pt/cartao-presente"');
  });

  it("prints the card with its code, value, last day and message, not the buyer", async () => {
    const [page] = await pdfText(await giftCardPdf(giftCardPrint(card, shop)));
    for (const text of [
      "7KQX-M4PZ-R8TW-2HNC",
      "Valor: 50,00",
      "Válido até: 24/12/2028",
      "Para Rita",
    ])
      expect(page).toContain(text);
    expect(page).toContain("«Feliz Natal!»");
    expect(page).not.toContain("Ana Silva");
  });
});
