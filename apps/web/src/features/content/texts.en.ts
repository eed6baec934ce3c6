/** The content pages' interface in English (texts.ts has the Portuguese, and the keys). */
import { AUTH_SESSION_DAYS, type Translation } from "@shop/shared";
import type * as pt from "./texts";

const FOUNDING_YEAR = 1978;

export const commonTexts: Translation<typeof pt.commonTexts> = {
  tocHeading: "Contents",
  backToTop: "Back to the top",
  company: "Company",
  nif: "Tax number (NIF)",
  address: "Address",
  email: "Email",
  phone: "Phone",
  phoneNote: "call to a Portuguese landline",
  shareCapital: "Share capital",
  shareCapitalAmount: "€10,000",
  newWindow: "(opens in a new window)",
};

export const aboutTexts: Translation<typeof pt.aboutTexts> = {
  title: "About us",
  lead: `A Lisbon shoe shop since ${FOUNDING_YEAR}.`,
  historyHeading: "More than four decades putting shoes on Lisbon",
  brandsHeading: "Portuguese and European brands",
  collectionsHeading: "Exclusive collections",
  serviceHeading: "Personal service",
  visitHeading: "Visit us",
  storesLink: "See our stores",
  customizeLink: "Discover made-to-measure shoes",
};

export const termsSections: Translation<typeof pt.termsSections> = {
  company: { id: "identificacao", heading: "1. Company details" },
  scope: { id: "ambito", heading: "2. Scope and acceptance" },
  orders: { id: "encomendas", heading: "3. Orders" },
  prices: { id: "precos", heading: "4. Prices" },
  payment: { id: "pagamento", heading: "5. Payment" },
  delivery: { id: "entrega", heading: "6. Delivery" },
  cancellation: { id: "cancelamento", heading: "7. Cancelling orders" },
  withdrawal: { id: "livre-resolucao", heading: "8. Right of withdrawal and returns" },
  exchanges: { id: "trocas", heading: "9. Exchanges" },
  withdrawalForm: { id: "formulario", heading: "10. Model withdrawal form" },
  warranty: { id: "garantia", heading: "11. Guarantee" },
  complaints: { id: "reclamacoes", heading: "12. Complaints" },
  disputes: { id: "litigios", heading: "13. Alternative dispute resolution" },
  privacy: { id: "dados-pessoais", heading: "14. Personal data" },
  law: { id: "lei-aplicavel", heading: "15. Applicable law" },
};

export const termsTexts: Translation<typeof pt.termsTexts> = {
  title: "Terms and Conditions",
};

export const privacySections: Translation<typeof pt.privacySections> = {
  controller: { id: "responsavel", heading: "1. Data controller" },
  consent: { id: "fundamentos", heading: "2. Legal grounds" },
  data: { id: "dados-recolhidos", heading: "3. Data collected and purposes" },
  sharing: { id: "partilha", heading: "4. Data sharing and processors" },
  security: { id: "seguranca", heading: "5. Security" },
  retention: { id: "conservacao", heading: "6. Data retention" },
  rights: { id: "direitos", heading: "7. Your rights" },
  authority: { id: "cnpd", heading: "8. Complaint to the supervisory authority" },
  cookies: { id: "cookies", heading: "9. Cookies and browser storage" },
  changes: { id: "alteracoes", heading: "10. Changes to this policy" },
};

export const privacyTexts: Translation<typeof pt.privacyTexts> = {
  title: "Privacy Policy",
  storageColumns: { name: "Name", kind: "Type", what: "What for", lasts: "How long" },
};

const untilClear = "Until you clear the browser's data.";
const untilCheckout = "Until you close the tab or complete the purchase.";

export const browserStorage: Translation<typeof pt.browserStorage> = [
  {
    key: "authToken",
    kind: "Cookie (HttpOnly)",
    what: "The customer's signed-in session.",
    lasts: `Up to ${AUTH_SESSION_DAYS} days or until you sign out.`,
  },
  {
    key: "staffSession",
    kind: "Cookie (HttpOnly), only in the shop's back office",
    what: "A staff member's session in the shop's back office.",
    lasts: "Up to 12 hours or until they leave the back office.",
  },
  {
    key: "orders-selection",
    kind: "Session storage, only in the shop's back office",
    what: "The orders a staff member chose in the list, to print their slips or request the shipping of several.",
    lasts: "Until the tab is closed.",
  },
  {
    key: "cart",
    kind: "Local storage",
    what: "The items and sizes in the cart.",
    lasts: "Until you empty the cart or clear the browser's data.",
  },
  {
    key: "cart-prices",
    kind: "Local storage",
    what: "Each item's price when it went into the cart, to tell you if it changed.",
    lasts: "As long as the cart.",
  },
  {
    key: "cart-synced",
    kind: "Local storage",
    what: "The cart as saved on the account, to merge the two when you sign in.",
    lasts: "Until you sign out.",
  },
  {
    key: "cart-discount-code",
    kind: "Local storage",
    what: "The discount code you typed in the cart or at checkout.",
    lasts: "Until you remove it or complete the purchase.",
  },
  {
    key: "cart-gift-cards",
    kind: "Local storage",
    what: "The gift cards in the cart: value, name and email of who receives them, message and sending day.",
    lasts: "Until you remove them or complete the purchase.",
  },
  {
    key: "checkout-draft",
    kind: "Session storage",
    what: "What you typed at checkout, so it is not lost if the page reloads.",
    lasts: untilCheckout,
  },
  {
    key: "checkout-purchase",
    kind: "Session storage",
    what: "The purchase placed and its pending payment.",
    lasts: untilCheckout,
  },
  {
    key: "checkout-attempt",
    kind: "Session storage",
    what: "A key that stops a double click from placing two purchases.",
    lasts: untilCheckout,
  },
  {
    key: "order-confirmation-buyer",
    kind: "Session storage",
    what: "The name and email of a purchase without an account, to offer you an account on the confirmation.",
    lasts: "Until you close the tab.",
  },
  {
    key: "recently-viewed",
    kind: "Local storage",
    what: "The last products you opened, to show them under «Recently viewed».",
    lasts: untilClear,
  },
  {
    key: "delivery-country",
    kind: "Local storage",
    what: "The country you chose to see a product's delivery time and price.",
    lasts: untilClear,
  },
  {
    key: "language",
    kind: "Local storage",
    what: "The language you chose (Portuguese or English), so the other one is not offered again.",
    lasts: untilClear,
  },
];

export const accessibilitySections: Translation<typeof pt.accessibilitySections> = {
  commitment: { id: "compromisso", heading: "1. Our commitment" },
  status: { id: "conformidade", heading: "2. Compliance status" },
  limits: { id: "limitacoes", heading: "3. Known limitations" },
  checks: { id: "avaliacao", heading: "4. How we assessed it" },
  feedback: { id: "contacto", heading: "5. Reporting a barrier" },
  enforcement: { id: "reclamacao", heading: "6. Complaints and enforcement" },
};

export const accessibilityTexts: Translation<typeof pt.accessibilityTexts> = {
  title: "Accessibility statement",
  reviewed: "28 November 2026",
  answerDays: 10,
};

export const customizeTexts: Translation<typeof pt.customizeTexts> = {
  title: "Made to measure",
  lead: "Shoes made for you, down to the detail.",
  blocks: {
    sizes: "Custom sizes",
    colors: "Changed colours",
    sole: "Changed sole",
    material: "Custom material",
    heel: "Heel height",
    asymmetric: "Odd pairs",
  },
  ctaHeading: "Shall we make your pair?",
  ctaContacts: "Contact us",
  ctaStores: "Visit a store",
};

export const offlineTexts: Translation<typeof pt.offlineTexts> = {
  title: "Maintenance",
  message:
    "Our website is under maintenance and cannot be reached right now. We apologise for the inconvenience.",
  retry: "Try again",
};

export const maintenanceTexts: Translation<typeof pt.maintenanceTexts> = {
  message: "We are getting the new website ready. We will be back very soon",
};
