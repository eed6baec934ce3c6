import {
  type Cart,
  type ChosenPaymentMethod,
  ContactsSchema,
  checkAddressPostalCodes,
  checkoutMessages,
  countryNameIn,
  DeliveryAddressSchema,
  type Fulfilment,
  type GeneratePurchaseBody,
  GeneratePurchaseBodySchema,
  type GiftCardOrder,
  InvoiceAddressSchema,
  type Language,
  normalizeContactPhone,
  PickupSchema,
  phoneDigits,
  type Translation,
} from "@shop/shared";
import { deliveryTexts, invoiceTexts } from "./texts";

/** The ISO code of a country id, from the storefront's country list (postal code rules). */
export type CountryCodeOf = (countryId: number) => string | null;

/** The purchase draft as the form holds it: everything typed, countries as the select's value. */
export interface CheckoutDraft {
  contacts: { email: string; phone: string };
  /** Delivered to the address, or collected in the store of `pickup`. */
  /** Gift cards alone need neither (their purchase's way is "email"). */
  fulfilment: Exclude<Fulfilment, "email">;
  pickup: { storeId: string; name: string };
  addressDelivery: {
    name: string;
    country: string;
    street: string;
    city: string;
    postalCode: string;
  };
  wantsInvoice: boolean;
  addressInvoice: {
    name: string;
    nif: string;
    country: string;
    street: string;
    city: string;
    postalCode: string;
  };
  notesClient: string;
  paymentMethod: ChosenPaymentMethod;
}

export const EMPTY_DRAFT: CheckoutDraft = {
  contacts: { email: "", phone: "" },
  fulfilment: "delivery",
  pickup: { storeId: "", name: "" },
  addressDelivery: { name: "", country: "", street: "", city: "", postalCode: "" },
  wantsInvoice: false,
  addressInvoice: { name: "", nif: "", country: "", street: "", city: "", postalCode: "" },
  notesClient: "",
  paymentMethod: "MULTIBANCO",
};

/**
 * A draft without a delivery country delivers to `countryId` (Portugal's: the cart priced the
 * delivery there, so both show the same total from the first look).
 */
export function withDefaultCountry(
  draft: CheckoutDraft,
  countryId: number | undefined,
): CheckoutDraft {
  if (countryId === undefined || draft.addressDelivery.country) return draft;
  return { ...draft, addressDelivery: { ...draft.addressDelivery, country: String(countryId) } };
}

export type SectionId = "account" | "contacts" | "delivery" | "invoice" | "payment";
export const SECTION_ORDER: readonly SectionId[] = [
  "account",
  "contacts",
  "delivery",
  "invoice",
  "payment",
];

/** Every form field a server or schema message can land on, in the order they are shown. */
export const DRAFT_FIELDS = [
  "contacts.email",
  "contacts.phone",
  "addressDelivery.name",
  "addressDelivery.country",
  "addressDelivery.street",
  "addressDelivery.city",
  "addressDelivery.postalCode",
  "pickup.storeId",
  "pickup.name",
  "addressInvoice.name",
  "addressInvoice.nif",
  "addressInvoice.country",
  "addressInvoice.street",
  "addressInvoice.city",
  "addressInvoice.postalCode",
  "notesClient",
  "paymentMethod",
] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];

export function isDraftField(path: string): path is DraftField {
  return (DRAFT_FIELDS as readonly string[]).includes(path);
}

/** The fields of the 'Campos em falta' list (product.md section 5; the street is checked too). */
export type MissingField = keyof typeof checkoutMessages.missing;

export function sectionOfField(field: DraftField): SectionId {
  if (field.startsWith("contacts.")) return "contacts";
  if (field.startsWith("addressDelivery.") || field.startsWith("pickup.")) return "delivery";
  if (field.startsWith("addressInvoice.")) return "invoice";
  return "payment";
}

const blank = (value: string) => value.trim() === "";

/**
 * The closed delivery step's line, once it has what it needs: the store a pickup is collected in,
 * or the address it is delivered to; null while it does not.
 */
export function deliverySummary(
  draft: Pick<CheckoutDraft, "fulfilment" | "pickup" | "addressDelivery">,
  stores: ReadonlyArray<{ id: number; name: string; address: string }>,
  cardsOnly = false,
  texts: Translation<typeof deliveryTexts> = deliveryTexts,
): string | null {
  if (cardsOnly) {
    const name = draft.addressDelivery.name.trim();
    return name ? texts.summaryByEmail(name) : null;
  }
  if (draft.fulfilment === "pickup") {
    const store = stores.find((candidate) => String(candidate.id) === draft.pickup.storeId);
    return store ? texts.summaryPickup(store.name, store.address) : null;
  }
  const { name, street, postalCode, city } = draft.addressDelivery;
  if ([name, street, postalCode, city].some(blank)) return null;
  return texts.summaryHome(name.trim(), street.trim(), postalCode.trim(), city.trim());
}

/** The closed contacts step's line: who buys (the account's name, signed in), email and phone. */
export function contactsSummary(
  contacts: CheckoutDraft["contacts"],
  accountName: string | null,
): string | null {
  const { email, phone } = contacts;
  if ([email, phone].some(blank)) return null;
  return [accountName, email, phone].filter((part) => part && !blank(part)).join(" · ");
}

/** The closed invoice step's line: name, NIF and address, or the final-consumer invoice. */
export function invoiceSummary(
  draft: Pick<CheckoutDraft, "wantsInvoice" | "addressInvoice">,
  countries: ReadonlyArray<{ id: number; name: string; code: string | null }>,
  texts: Translation<typeof invoiceTexts> = invoiceTexts,
  language: Language = "pt",
): string {
  if (!draft.wantsInvoice) return texts.summaryFinalConsumer;
  const { name, nif, street, postalCode, city, country } = draft.addressInvoice;
  const found = countries.find((c) => String(c.id) === country);
  const countryName = found ? countryNameIn(found, language) : "";
  return texts.summary(name.trim(), nif.trim(), [
    street.trim(),
    `${postalCode.trim()} ${city.trim()}`.trim(),
    countryName,
  ]);
}

/** Whether the cart holds gift cards alone: they travel by email, with no delivery step. */
export const isCardsOnly = (cart: Cart) => Object.keys(cart).length === 0;

/**
 * The required fields still empty, in the order of the form. Gift cards alone (`cardsOnly`) need
 * no address: only the buyer's name, typed in the delivery name's field.
 */
export function missingFields(draft: CheckoutDraft, cardsOnly = false): MissingField[] {
  const { contacts, addressDelivery: delivery, pickup } = draft;
  const home = !cardsOnly && draft.fulfilment === "delivery";
  const store = !cardsOnly && draft.fulfilment === "pickup";
  const empty: Record<MissingField, boolean> = {
    "contacts.email": blank(contacts.email),
    "contacts.phone": phoneDigits(contacts.phone) === "",
    "addressDelivery.name": (home || cardsOnly) && blank(delivery.name),
    "addressDelivery.country": home && blank(delivery.country),
    "addressDelivery.street": home && blank(delivery.street),
    "addressDelivery.city": home && blank(delivery.city),
    "addressDelivery.postalCode": home && blank(delivery.postalCode),
    "pickup.storeId": store && blank(pickup.storeId),
    "pickup.name": store && blank(pickup.name),
  };
  return (Object.keys(checkoutMessages.missing) as MissingField[]).filter((field) => empty[field]);
}

function idOf(value: string): number {
  return /^\d+$/.test(value) ? Number(value) : 0;
}

function invoiceOf(draft: CheckoutDraft) {
  const invoice = draft.addressInvoice;
  return { ...invoice, country: idOf(invoice.country) };
}

function deliveryOf(draft: CheckoutDraft, cardsOnly = false) {
  if (cardsOnly || draft.fulfilment === "pickup") return null;
  return { ...draft.addressDelivery, country: idOf(draft.addressDelivery.country) };
}

function pickupOf(draft: CheckoutDraft, cardsOnly = false) {
  if (cardsOnly || draft.fulfilment === "delivery") return null;
  return { storeId: idOf(draft.pickup.storeId), name: draft.pickup.name };
}

/**
 * The body of POST /public/purchase/generate. Only the cart goes, never a price (the checkout
 * adds the cart's discount code, which the server checks again).
 */
export function toGenerateBody(
  draft: CheckoutDraft,
  cart: Cart,
  giftCards: GiftCardOrder[] = [],
): GeneratePurchaseBody {
  const cardsOnly = isCardsOnly(cart);
  return {
    clientId: null,
    cart,
    contacts: {
      email: draft.contacts.email.trim(),
      phone: normalizeContactPhone(draft.contacts.phone),
    },
    addressDelivery: deliveryOf(draft, cardsOnly),
    pickup: pickupOf(draft, cardsOnly),
    addressInvoice: draft.wantsInvoice ? invoiceOf(draft) : null,
    buyerName: cardsOnly ? draft.addressDelivery.name : null,
    notesClient: draft.notesClient,
    paymentMethod: draft.paymentMethod,
    idempotencyKey: null,
    discountCode: null,
    giftCardCodes: [],
    giftCards,
  };
}

/** Field path → message, the first issue of each path only. */
export type FieldMessages = Record<string, string>;

function messagesOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>, prefix = "") {
  const messages: FieldMessages = {};
  for (const issue of issues) {
    const path = fieldOfPath(prefix + issue.path.map(String).join("."));
    messages[path] ??= issue.message;
  }
  return messages;
}

/** The form field of a body path: the buyer's name of gift cards alone is the delivery name's. */
export const fieldOfPath = (path: string) => (path === "buyerName" ? "addressDelivery.name" : path);

export type DraftCheck =
  | { kind: "missing"; missing: MissingField[] }
  | { kind: "invalid"; errors: FieldMessages }
  | { kind: "ok"; body: GeneratePurchaseBody };

/** The postal codes of the draft's addresses by their countries' rules (the server's own). */
function postalCodeErrors(
  draft: CheckoutDraft,
  countryCode: CountryCodeOf,
  cardsOnly = false,
): FieldMessages {
  return checkAddressPostalCodes(
    {
      addressDelivery: deliveryOf(draft, cardsOnly),
      addressInvoice: draft.wantsInvoice ? invoiceOf(draft) : null,
    },
    countryCode,
  ).errors;
}

/**
 * What generating needs first: the missing required fields, then the format of every field with
 * the server's own schema and postal code rules (same pt-PT messages), then the body to send.
 */
export function checkDraft(
  draft: CheckoutDraft,
  cart: Cart,
  countryCode: CountryCodeOf,
  giftCards: GiftCardOrder[] = [],
): DraftCheck {
  const cardsOnly = isCardsOnly(cart);
  const missing = missingFields(draft, cardsOnly);
  if (missing.length > 0) return { kind: "missing", missing };
  const parsed = GeneratePurchaseBodySchema.safeParse(toGenerateBody(draft, cart, giftCards));
  const errors = {
    ...postalCodeErrors(draft, countryCode, cardsOnly),
    ...(parsed.success ? {} : messagesOf(parsed.error.issues)),
  };
  if (!parsed.success || Object.keys(errors).length > 0) return { kind: "invalid", errors };
  return { kind: "ok", body: parsed.data };
}

/** The format errors of one section, for its 'Continuar' button. */
export function sectionErrors(
  section: SectionId,
  draft: CheckoutDraft,
  countryCode: CountryCodeOf,
  cardsOnly = false,
): FieldMessages {
  const postal = (prefix: string) =>
    Object.fromEntries(
      Object.entries(postalCodeErrors(draft, countryCode)).filter(([path]) =>
        path.startsWith(prefix),
      ),
    );
  const check = (
    prefix: string,
    result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  ) => (result.success || !result.error ? {} : messagesOf(result.error.issues, prefix));
  switch (section) {
    case "contacts":
      return check("contacts.", ContactsSchema.safeParse(draft.contacts));
    case "delivery":
      if (cardsOnly)
        return check(
          "addressDelivery.",
          DeliveryAddressSchema.pick({ name: true }).safeParse(draft.addressDelivery),
        );
      if (draft.fulfilment === "pickup")
        return check("pickup.", PickupSchema.safeParse(pickupOf(draft)));
      return {
        ...postal("addressDelivery."),
        ...check("addressDelivery.", DeliveryAddressSchema.safeParse(deliveryOf(draft))),
      };
    case "invoice":
      return draft.wantsInvoice
        ? {
            ...postal("addressInvoice."),
            ...check("addressInvoice.", InvoiceAddressSchema.safeParse(invoiceOf(draft))),
          }
        : {};
    default:
      return {};
  }
}

/** Whether a form section is complete and valid (its heading gets a check mark). */
export function isSectionValid(
  section: SectionId,
  draft: CheckoutDraft,
  countryCode: CountryCodeOf,
  cardsOnly = false,
): boolean {
  return Object.keys(sectionErrors(section, draft, countryCode, cardsOnly)).length === 0;
}
