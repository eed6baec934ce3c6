import { describe, expect, it } from "vitest";
import { mailHtml } from "../../../test/mail-html.ts";
import {
  type PurchaseMailData,
  purchaseCanceledMail,
  purchaseDeliveredMail,
  purchaseDispatchedMail,
  purchaseGeneratedMail,
  purchasePaidMail,
} from "./purchase-emails.ts";

const shop = {
  name: "Sapataria Lisboa",
  address: "Rua Augusta 1, Lisboa",
  email: "loja@example.pt",
  phone: "213000000",
  url: "https://sapatarialisboa.pt",
};

const purchase: PurchaseMailData = {
  idShort: "AB12CD34",
  email: "ana@example.pt",
  deliveryPlace: "1100-053, Portugal",
  paymentMethod: "MULTIBANCO",
  pickup: null,
  totals: {
    baseCents: 7260,
    deliveryBaseCents: 398,
    vatCents: 1762,
    vatPercent: 23,
    totalCents: 9420,
  },
  lines: [
    {
      productId: 1,
      title: "Sabrinas de bico fino",
      size: "38",
      quantity: 1,
      unitPriceCents: 8930,
      picture: null,
    },
  ],
  multibanco: null,
  invoicePath: null,
  orderPath: "/encomenda/Zr8bQ2xL0kT5mN7pV1cW3yH6jF9dS4aE2gU8iO0qR5t",
  dispatch: null,
  refund: null,
};

const HASH = "ab".repeat(32);
const ORDER_URL = `${shop.url}${purchase.orderPath}`;

describe("the generated email", () => {
  const multibanco = {
    ...purchase,
    multibanco: { entity: "11202", reference: "123456789", expiresAt: new Date() },
  };

  it("gives a MULTIBANCO payer one filled button, «Pagar agora», to the order page with the reference", () => {
    const mail = purchaseGeneratedMail(multibanco, shop);
    expect(mailHtml(mail.html).filledButtons).toEqual([{ label: "Pagar agora", url: ORDER_URL }]);
    expect(mail.text).toContain(`Referência: 123 456 789\nValor: 94,20`);
    expect(mail.text).toContain(`Pagar agora: ${ORDER_URL}`);
    // The order page is linked once: no second button to the same page.
    expect(mail.text).not.toContain("Ver a encomenda");
  });

  it("gives an MB WAY payer one filled button, «Ver a encomenda», where the payment shows", () => {
    const mail = purchaseGeneratedMail({ ...purchase, paymentMethod: "MBWAY" }, shop);
    expect(mailHtml(mail.html).filledButtons).toEqual([
      { label: "Ver a encomenda", url: ORDER_URL },
    ]);
    expect(mail.text).not.toContain("Pagar agora");
  });
});

describe("the lines of every purchase email", () => {
  it("show each product's picture as its smallest variant sharp at twice the 64 px drawn", () => {
    const lines = purchase.lines.map((line) => ({
      ...line,
      picture: `pictures/${HASH}-1600x1200`,
    }));
    const mail = purchasePaidMail({ ...purchase, lines }, shop);
    expect(mailHtml(mail.html).itemPictures).toEqual([
      {
        alt: "Sabrinas de bico fino",
        src: `https://sapatarialisboa.pt/media/pictures/${HASH}/240.webp`,
      },
    ]);
    expect(mail.text).toMatch(/1 × Sabrinas de bico fino \(tamanho 38\): 89,30\s€/);
  });
});

describe("the paid email", () => {
  it("links the invoice-receipt's PDF when the shop issues one", () => {
    const mail = purchasePaidMail({ ...purchase, invoicePath: "/api/public/invoices/abc" }, shop);
    expect(mail.text).toContain("Ver a fatura");
    expect(mail.text).toContain("https://sapatarialisboa.pt/api/public/invoices/abc");
    expect(purchasePaidMail(purchase, shop).text).not.toContain("fatura");
  });
});

describe("the dispatched email", () => {
  it("gives the carrier, the tracking number and the link to follow the parcel", () => {
    const mail = purchaseDispatchedMail(
      {
        ...purchase,
        dispatch: {
          carrierName: "CTT",
          trackingNumber: "RR123456789PT",
          trackingUrl: "https://appserver.ctt.pt/x?ObjectCodeInput=RR123456789PT",
        },
      },
      shop,
    );
    expect(mail.subject).toBe("Encomenda AB12CD34 enviada");
    expect(mail.text).toContain("Transportadora: CTT");
    expect(mail.text).toContain("Número de seguimento: RR123456789PT");
    expect(mail.text).toContain(
      "Seguir a encomenda: https://appserver.ctt.pt/x?ObjectCodeInput=RR123456789PT",
    );
    expect(mail.html).toContain('href="https://appserver.ctt.pt/x?ObjectCodeInput=RR123456789PT"');
    expect(mail.text).toContain(
      "Ver a encomenda: https://sapatarialisboa.pt/encomenda/Zr8bQ2xL0kT5mN7pV1cW3yH6jF9dS4aE2gU8iO0qR5t",
    );
  });

  it("says to use the number on the carrier's site when the carrier has no link", () => {
    const mail = purchaseDispatchedMail(
      {
        ...purchase,
        dispatch: { carrierName: "Outro", trackingNumber: "X1234", trackingUrl: null },
      },
      shop,
    );
    expect(mail.text).toContain("Número de seguimento: X1234");
    expect(mail.text).toContain("Siga a entrega com este número no site da transportadora.");
    expect(mail.text).not.toContain("Seguir a encomenda:");
  });
});

describe("the delivered email", () => {
  it("says it arrived, with the right to return it", () => {
    const mail = purchaseDeliveredMail(purchase, shop);
    expect(mail.subject).toBe("Encomenda AB12CD34 entregue");
    expect(mail.text).toContain("A encomenda AB12CD34 foi entregue.");
    expect(mail.text).toContain("Tem 30 dias a contar da receção da encomenda para devolver");
  });
});

describe("the cancelled email", () => {
  it("tells a card payer the money goes back to the card", () => {
    const mail = purchaseCanceledMail(
      { ...purchase, refund: { method: "CARD", amountCents: 9420, iban: null } },
      shop,
    );
    expect(mail.subject).toBe("Encomenda AB12CD34 cancelada");
    expect(mail.text).toContain("Cancelámos a encomenda AB12CD34.");
    expect(mail.text).toMatch(/Devolvemos 94,20\s€ ao cartão com que pagou\./);
  });

  it("says it was cancelled at the customer's request when they cancelled it", () => {
    const mail = purchaseCanceledMail({ ...purchase, canceledByCustomer: true }, shop);
    expect(mail.text).toContain("Cancelámos a encomenda AB12CD34, como nos pediu.");
    expect(mail.text).toContain("Ver a encomenda: https://sapatarialisboa.pt/encomenda/");
  });

  it("tells a MULTIBANCO payer the transfer goes to the account ending as the IBAN given", () => {
    const mail = purchaseCanceledMail(
      {
        ...purchase,
        refund: { method: "BANK_TRANSFER", amountCents: 9420, iban: "PT50000201231234567890154" },
      },
      shop,
    );
    expect(mail.text).toMatch(
      /Vamos devolver 94,20\s€ por transferência bancária para a conta terminada em 0154 que nos indicou, no prazo máximo de 14 dias a contar do cancelamento\./,
    );
    expect(mail.text).not.toContain("PT50000201231234567890154");
  });

  it("tells an unpaid buyer nothing was charged and the reference is no longer payable", () => {
    const mail = purchaseCanceledMail(
      {
        ...purchase,
        multibanco: { entity: "11202", reference: "123456789", expiresAt: new Date() },
      },
      shop,
    );
    expect(mail.text).toContain(
      "A encomenda não chegou a ser paga, por isso não lhe foi cobrado nada.",
    );
    expect(mail.text).toContain("A referência MULTIBANCO deixou de ser válida: não a pague.");
    expect(mail.text).toContain(
      "Se tiver alguma dúvida, contacte-nos: loja@example.pt ou 213000000.",
    );
  });
});

describe("MB WAY in the emails", () => {
  const mbway = { ...purchase, paymentMethod: "MBWAY" as const };

  it("says how the order is paid, and to accept the request in the app", () => {
    expect(purchasePaidMail(mbway, shop).text).toContain("Pagamento: MB WAY");
    expect(purchaseGeneratedMail(mbway, shop).text).toContain(
      "Aceite o pedido de pagamento na aplicação MB WAY.",
    );
  });

  it("tells an MB WAY payer the money goes back by MB WAY", () => {
    const mail = purchaseCanceledMail(
      { ...mbway, refund: { method: "MBWAY", amountCents: 9420, iban: null } },
      shop,
    );
    expect(mail.text).toMatch(/Devolvemos 94,20\s€ por MB WAY, para o telemóvel com que pagou\./);
  });
});
