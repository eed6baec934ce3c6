import type { User } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { accountPrefill, withoutAccountData } from "./account-prefill";
import { EMPTY_DRAFT } from "./draft";

const user: User = {
  id: 7,
  name: "Ana",
  email: "ana@example.pt",
  phone: "912345678",
  cart: "{}",
  wishlist: [],
  emailConfirmed: 1,
  logged: true,
};
const delivery = {
  id: 1,
  clientId: 7,
  forInvoice: false,
  name: "Ana Silva",
  nif: null,
  country: 1,
  street: "Rua Augusta 1",
  city: "Lisboa",
  postalCode: "1100-053",
};

describe("the account's data in the checkout", () => {
  it("locks the email to the account's and fills what is empty", () => {
    const draft = accountPrefill(
      { ...EMPTY_DRAFT, contacts: { email: "other@example.pt", phone: "" } },
      user,
      { delivery, invoice: null },
    );
    expect(draft.contacts).toEqual({ email: "ana@example.pt", phone: "(351) 912345678" });
    expect(draft.addressDelivery).toEqual({
      name: "Ana Silva",
      country: "1",
      street: "Rua Augusta 1",
      city: "Lisboa",
      postalCode: "1100-053",
    });
    expect(draft.wantsInvoice).toBe(false);
  });

  it("keeps what the buyer typed for this order", () => {
    const typed = {
      ...EMPTY_DRAFT,
      contacts: { email: "", phone: "(351) 934567890" },
      addressDelivery: { ...EMPTY_DRAFT.addressDelivery, street: "Rua Nova 2" },
    };
    const draft = accountPrefill(typed, user, { delivery, invoice: null });
    expect(draft.contacts.phone).toBe("(351) 934567890");
    expect(draft.addressDelivery.street).toBe("Rua Nova 2");
    expect(draft.addressDelivery.name).toBe("");
  });

  it("forgets contacts and addresses on sign-out, keeping notes and method", () => {
    const filled = accountPrefill({ ...EMPTY_DRAFT, notesClient: "Deixar na portaria" }, user, {
      delivery,
      invoice: null,
    });
    const cleared = withoutAccountData({ ...filled, paymentMethod: "CREDIT" });
    expect(cleared.contacts).toEqual(EMPTY_DRAFT.contacts);
    expect(cleared.addressDelivery).toEqual(EMPTY_DRAFT.addressDelivery);
    expect(cleared).toMatchObject({ notesClient: "Deixar na portaria", paymentMethod: "CREDIT" });
  });
});

describe("a saved invoice address", () => {
  const invoice = {
    id: 2,
    clientId: 7,
    forInvoice: true,
    name: "Ana Lda.",
    nif: "123456789",
    country: 1,
    street: "Rua Augusta 1",
    city: "Lisboa",
    postalCode: "1100-053",
  };

  it("switches the invoice on when complete", () => {
    const draft = accountPrefill(EMPTY_DRAFT, user, { delivery: null, invoice });
    expect(draft.wantsInvoice).toBe(true);
    expect(draft.addressInvoice.nif).toBe("123456789");
  });

  it("is left out when incomplete", () => {
    const draft = accountPrefill(EMPTY_DRAFT, user, {
      delivery: null,
      invoice: { ...invoice, street: "" },
    });
    expect(draft.wantsInvoice).toBe(false);
  });
});
