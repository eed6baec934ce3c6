import type { Cart } from "@shop/shared";
import { describe, expect, it } from "vitest";
import {
  type CheckoutDraft,
  checkDraft,
  contactsSummary,
  deliverySummary,
  EMPTY_DRAFT,
  invoiceSummary,
  isSectionValid,
  missingFields,
  sectionErrors,
  sectionOfField,
  toGenerateBody,
  withDefaultCountry,
} from "./draft";
import { invoiceTexts as invoiceTextsEn } from "./texts.en";

const cart: Cart = { "12": { id: 12, quantities: { "38": 1, "39": 2 } } };
const codes: Record<number, string> = { 1: "PT", 2: "ES", 3: "PT-30" };
const countryCode = (id: number) => codes[id] ?? null;

function draft(overrides: Partial<CheckoutDraft> = {}): CheckoutDraft {
  return {
    ...EMPTY_DRAFT,
    contacts: { email: "ana@example.pt", phone: "(351) 912345678" },
    addressDelivery: {
      name: "Ana Silva",
      country: "1",
      street: "Rua Augusta 10",
      city: "Lisboa",
      postalCode: "1100-048",
    },
    ...overrides,
  };
}

describe("missingFields", () => {
  it("lists every required field of an empty draft, the street included, in form order", () => {
    expect(missingFields(EMPTY_DRAFT)).toEqual([
      "contacts.email",
      "contacts.phone",
      "addressDelivery.name",
      "addressDelivery.country",
      "addressDelivery.street",
      "addressDelivery.city",
      "addressDelivery.postalCode",
    ]);
  });

  it("counts blanks and a phone with only its prefix as missing", () => {
    const filled = draft();
    expect(missingFields(filled)).toEqual([]);
    expect(
      missingFields({
        ...filled,
        contacts: { email: "  ", phone: "(351) " },
        addressDelivery: { ...filled.addressDelivery, street: " " },
      }),
    ).toEqual(["contacts.email", "contacts.phone", "addressDelivery.street"]);
  });

  it("does not ask for invoice details", () => {
    expect(missingFields(draft({ wantsInvoice: true }))).toEqual([]);
  });
});

describe("toGenerateBody", () => {
  it("sends the cart, the phone's 9 digits and the country id, never a price", () => {
    const body = toGenerateBody(draft({ notesClient: "Tocar à campainha" }), cart);
    expect(body).toEqual({
      clientId: null,
      cart,
      contacts: { email: "ana@example.pt", phone: "912345678" },
      addressDelivery: {
        name: "Ana Silva",
        country: 1,
        street: "Rua Augusta 10",
        city: "Lisboa",
        postalCode: "1100-048",
      },
      pickup: null,
      addressInvoice: null,
      buyerName: null,
      notesClient: "Tocar à campainha",
      paymentMethod: "MULTIBANCO",
      // The checkout adds its key and the cart's discount code when it sends the body.
      idempotencyKey: null,
      discountCode: null,
      giftCardCodes: [],
      giftCards: [],
    });
    expect(JSON.stringify(body)).not.toMatch(/price|total/i);
  });

  it("sends the store and who collects instead of an address for a pickup", () => {
    const pickup = draft({ fulfilment: "pickup", pickup: { storeId: "2", name: "Rui Costa" } });
    const body = toGenerateBody(pickup, cart);
    expect(body.addressDelivery).toBeNull();
    expect(body.pickup).toEqual({ storeId: 2, name: "Rui Costa" });
    const empty = draft({ fulfilment: "pickup", pickup: { storeId: "", name: "" } });
    expect(missingFields(empty)).toEqual(["pickup.storeId", "pickup.name"]);
  });

  it("sends the invoice address only when an invoice is wanted", () => {
    const invoice = {
      name: "Empresa Lda",
      nif: "501964843",
      country: "3",
      street: "Av. da Liberdade 1",
      city: "Lisboa",
      postalCode: "1250-096",
    };
    const withInvoice = draft({ wantsInvoice: true, addressInvoice: invoice });
    expect(toGenerateBody(withInvoice, cart).addressInvoice).toEqual({ ...invoice, country: 3 });
    expect(toGenerateBody({ ...withInvoice, wantsInvoice: false }, cart).addressInvoice).toBeNull();
    expect(toGenerateBody(draft({ paymentMethod: "CREDIT" }), cart).paymentMethod).toBe("CREDIT");
  });
});

describe("checkDraft", () => {
  it("reports the missing fields before anything else", () => {
    expect(checkDraft(EMPTY_DRAFT, cart, countryCode)).toMatchObject({ kind: "missing" });
  });

  it("reports format errors per field with the server's messages", () => {
    const bad = draft({
      contacts: { email: "ana@", phone: "(351) 91234" },
      wantsInvoice: true,
      addressInvoice: { ...EMPTY_DRAFT.addressInvoice, nif: "123456780", country: "1" },
    });
    const check = checkDraft(bad, cart, countryCode);
    expect(check.kind).toBe("invalid");
    if (check.kind !== "invalid") return;
    expect(check.errors["contacts.email"]).toBe("Introduza um email válido.");
    expect(check.errors["contacts.phone"]).toBe("Introduza um número de telefone válido");
    expect(check.errors["addressInvoice.nif"]).toBe("O NIF não é válido.");
    expect(check.errors["addressInvoice.name"]).toBeDefined();
  });

  it("answers the parsed body when everything is right", () => {
    const check = checkDraft(draft(), cart, countryCode);
    expect(check).toMatchObject({ kind: "ok", body: { contacts: { phone: "912345678" } } });
  });

  it.each([
    ["+351 961 234 567", "961234567"],
    ["00351 961 234 567", "961234567"],
    ["(+351) 961-234-567", "961234567"],
  ])("sends the contact phone %s as %s", (phone, sent) => {
    const check = checkDraft(
      draft({ contacts: { email: "ana@example.pt", phone } }),
      cart,
      countryCode,
    );
    expect(check).toMatchObject({ kind: "ok", body: { contacts: { phone: sent } } });
  });

  it.each(["(351) 9612345678", "+351 9612345678"])(
    "refuses a contact phone of 10 digits (%s) rather than cut it to 9",
    (phone) => {
      const check = checkDraft(
        draft({ contacts: { email: "ana@example.pt", phone } }),
        cart,
        countryCode,
      );
      expect(check.kind === "invalid" && check.errors["contacts.phone"]).toBe(
        "Introduza um número de telefone válido",
      );
    },
  );
});

describe("sections", () => {
  it("places each field in its step", () => {
    expect(sectionOfField("contacts.phone")).toBe("contacts");
    expect(sectionOfField("addressDelivery.street")).toBe("delivery");
    expect(sectionOfField("addressInvoice.nif")).toBe("invoice");
    expect(sectionOfField("notesClient")).toBe("payment");
  });

  it("validates one step at a time", () => {
    expect(isSectionValid("contacts", EMPTY_DRAFT, countryCode)).toBe(false);
    expect(isSectionValid("contacts", draft(), countryCode)).toBe(true);
    expect(isSectionValid("delivery", draft(), countryCode)).toBe(true);
    const badPostal = draft();
    badPostal.addressDelivery = { ...badPostal.addressDelivery, postalCode: "1100" };
    expect(sectionErrors("delivery", badPostal, countryCode)).toEqual({
      "addressDelivery.postalCode": "O código postal deve ter o formato 0000-000.",
    });
    expect(isSectionValid("invoice", draft(), countryCode)).toBe(true);
    expect(isSectionValid("invoice", draft({ wantsInvoice: true }), countryCode)).toBe(false);
  });
});

describe("addresses abroad", () => {
  const inMadrid = draft({
    contacts: { email: "lucia@example.es", phone: "+34 600 11 22 33" },
    addressDelivery: {
      name: "Lucía García",
      country: "2",
      street: "Calle de Alcalá 1",
      city: "Madrid",
      postalCode: "28013",
    },
  });

  it("takes Spain's five-digit code and a Spanish phone", () => {
    const check = checkDraft(inMadrid, cart, countryCode);
    expect(check).toMatchObject({
      kind: "ok",
      body: { contacts: { phone: "+34600112233" }, addressDelivery: { postalCode: "28013" } },
    });
  });

  it("holds Madeira's code to its range", () => {
    const island = draft();
    island.addressDelivery = { ...island.addressDelivery, country: "3" };
    expect(sectionErrors("delivery", island, countryCode)).toEqual({
      "addressDelivery.postalCode": "Os códigos postais da Madeira vão de 9000-000 a 9499-999.",
    });
  });
});

describe("deliverySummary", () => {
  const stores = [
    { id: 1, name: "Baixa", address: "Rua Augusta 1" },
    { id: 2, name: "Chiado", address: "Rua Garrett 10" },
  ];

  it("names the store a pickup is collected in", () => {
    const pickup = draft({ fulfilment: "pickup", pickup: { storeId: "2", name: "Rui" } });
    expect(deliverySummary(pickup, stores)).toBe("Levantar em loja: Chiado, Rua Garrett 10");
    expect(deliverySummary({ ...pickup, pickup: { storeId: "", name: "Rui" } }, stores)).toBeNull();
  });

  it("gives the address of a delivery, once it is filled in", () => {
    expect(deliverySummary(draft(), stores)).toBe("Ana Silva, Rua Augusta 10, 1100-048 Lisboa");
    expect(deliverySummary(EMPTY_DRAFT, stores)).toBeNull();
  });
});

describe("contactsSummary", () => {
  const contacts = { email: "ana@example.pt", phone: "(351) 912 345 678" };

  it("gives the email and phone, after the account's name when signed in", () => {
    expect(contactsSummary(contacts, null)).toBe("ana@example.pt · (351) 912 345 678");
    expect(contactsSummary(contacts, "Ana Silva")).toBe(
      "Ana Silva · ana@example.pt · (351) 912 345 678",
    );
  });

  it("says nothing while a contact is missing", () => {
    expect(contactsSummary({ ...contacts, phone: " " }, null)).toBeNull();
  });
});

describe("invoiceSummary", () => {
  const countries = [{ id: 1, name: "Alemanha", code: "DE" }];

  it("says a final-consumer invoice without the buyer's data", () => {
    expect(invoiceSummary(draft(), countries)).toBe("Fatura de consumidor final (sem NIF)");
  });

  it("gives the name, NIF and address of an invoice with NIF", () => {
    const invoice = draft({
      wantsInvoice: true,
      addressInvoice: {
        name: "Silva Lda",
        nif: "501964843",
        country: "1",
        street: "Rua do Ouro 5",
        city: "Lisboa",
        postalCode: "1100-060",
      },
    });
    expect(invoiceSummary(invoice, countries)).toBe(
      "Silva Lda · NIF 501964843 · Rua do Ouro 5, 1100-060 Lisboa, Alemanha",
    );
    expect(invoiceSummary(invoice, countries, invoiceTextsEn, "en")).toBe(
      "Silva Lda · NIF 501964843 · Rua do Ouro 5, 1100-060 Lisboa, Germany",
    );
    expect(invoiceSummary(draft(), countries, invoiceTextsEn, "en")).toBe(
      "Final consumer invoice (no tax number)",
    );
  });
});

describe("withDefaultCountry", () => {
  it("delivers a draft without a country to the default one, and keeps a chosen one", () => {
    expect(withDefaultCountry(EMPTY_DRAFT, 1).addressDelivery.country).toBe("1");
    const chosen = {
      ...EMPTY_DRAFT,
      addressDelivery: { ...EMPTY_DRAFT.addressDelivery, country: "3" },
    };
    expect(withDefaultCountry(chosen, 1).addressDelivery.country).toBe("3");
    expect(withDefaultCountry(EMPTY_DRAFT, undefined)).toBe(EMPTY_DRAFT);
  });
});

describe("gift cards alone", () => {
  const gift = {
    valueCents: 2500,
    recipientName: "Rita",
    recipientEmail: "rita@example.pt",
    message: "",
    deliveryDay: "2026-12-24",
  };

  it("asks no address, only the buyer's name, which goes as buyerName", () => {
    expect(missingFields(EMPTY_DRAFT, true)).toEqual([
      "contacts.email",
      "contacts.phone",
      "addressDelivery.name",
    ]);
    const nameOnly = draft({
      fulfilment: "pickup",
      addressDelivery: { ...EMPTY_DRAFT.addressDelivery, name: "Joana Reis" },
    });
    const check = checkDraft(nameOnly, {}, countryCode, [gift]);
    expect(check).toMatchObject({
      kind: "ok",
      body: { addressDelivery: null, pickup: null, buyerName: "Joana Reis" },
    });
    expect(isSectionValid("delivery", nameOnly, countryCode, true)).toBe(true);
    expect(deliverySummary(nameOnly, [], true)).toBe("Por email · comprado por Joana Reis");
    expect(toGenerateBody(draft(), cart).buyerName).toBeNull();
  });
});
