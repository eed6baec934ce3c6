/** The checkout's texts in English (texts.ts has the Portuguese, and the keys). */
import type { Translation } from "@shop/shared";
import type * as pt from "./texts";

const refreshedTotal = "so the total has been worked out again from the prices without VAT.";

export const checkoutTexts: Translation<typeof pt.checkoutTexts> = {
  title: "Checkout",
  lead: "Fill in the steps below. Fields marked * are required.",
  done: "done",
  continue: "Continue",
  change: "Change",
  loadingCart: "Loading your cart…",
  cartError: "We could not load the products in your cart.",
  retry: "Try again",
  lockedGenerating: "Creating the payment… Your details are locked until it is done.",
  lockedGenerated:
    "Payment created: your order details are locked. To change them, open the «Payment» section again (a new payment will be created).",
  sections: {
    account: "Guest checkout or sign up",
    contacts: "Contact details",
    delivery: "Delivery address",
    invoice: "Invoice details",
    payment: "Payment",
  },
};

export const accountTexts: Translation<typeof pt.accountTexts> = {
  guestTitle: "Check out as a guest",
  guestText: "You do not need an account to buy: just give your email and phone in the next step.",
  continueAsGuest: "Continue as a guest",
  registerTitle: "Create an account",
  registerText: "With an account you keep your addresses and follow your orders.",
  registerLink: "Sign up",
  loginTitle: "Already have an account?",
  email: "Email",
  emailInvalid: "Enter a valid email address.",
  login: "Sign in",
  loggingIn: "Signing in…",
  recover: "Recover your password",
  loginFailed: "We could not sign you in. Please try again.",
  greeting: (name: string) => `Hello, ${name}`,
  signedInText:
    "You are buying with your account: we use your account's email, and you can change the phone and the addresses for this order only.",
  continue: "Continue",
  logout: "Sign out",
  summaryGuest: "Guest checkout",
  summarySignedIn: (email: string) => `With your account (${email})`,
};

export const contactsTexts: Translation<typeof pt.contactsTexts> = {
  email: "Email",
  phone: "Phone",
  phoneHint:
    "A 9-digit Portuguese number; the country code (351) is added. For a number abroad, start with + and the country code.",
  phonePlaceholder: "(351) 912 345 678",
  accountEmail: "Your account's email. You can change it in My details.",
};

export const deliveryTexts: Translation<typeof pt.deliveryTexts> = {
  name: "Recipient's name",
  how: "How would you like to receive your order?",
  home: "Delivery to an address",
  homeHint: "On a working day, by 7 pm. Delivery charges depend on the country.",
  pickup: "Pick up in store",
  pickupHint: "Free. In one of our Lisbon stores, once we tell you it is ready.",
  store: "Choose the store",
  pickupName: "Name of who picks it up",
  noStores: "No store takes pickups at the moment. Choose delivery to an address.",
  readyToday: (store: string) => `Ready to collect today at ${store}`,
  titleByEmail: "Delivery by email",
  byEmail:
    "Gift cards are emailed to their recipients on the day you choose: no address, no delivery charges.",
  buyerName: "Your name",
  summaryByEmail: (name: string) => `By email · bought by ${name}`,
  summaryPickup: (store: string, address: string) => `Pick up in store: ${store}, ${address}`,
  summaryHome: (name: string, street: string, postalCode: string, city: string) =>
    `${name}, ${street}, ${postalCode} ${city}`,
};

export const invoiceTexts: Translation<typeof pt.invoiceTexts> = {
  wantsInvoice: "I want an invoice with a tax number (NIF)",
  finalConsumer:
    "Without these details we issue a final consumer invoice (no tax number), sent with the order.",
  name: "Name or company",
  nif: "Tax number (NIF)",
  nifHint: "9 digits.",
  copyDelivery: "Use the delivery address",
  summaryFinalConsumer: "Final consumer invoice (no tax number)",
  summary: (name: string, nif: string, address: string[]) =>
    [name, `NIF ${nif}`, address.filter(Boolean).join(", ")].join(" · "),
};

export const paymentTexts: Translation<typeof pt.paymentTexts> = {
  notes: "Notes (optional)",
  notesCounter: (used: number, max: number) => `${used} of ${max} characters`,
  method: "Payment method",
  multibanco: "MULTIBANCO reference",
  multibancoHint:
    "Pay at a MULTIBANCO cash machine or in your online banking, by the deadline given with the reference.",
  credit: "Credit/debit card",
  creditHint: "Secure payment, straight afterwards.",
  mbway: "MB WAY",
  mbwayHint: "Accept the payment in the MB WAY app on your phone.",
  toPay: "Total to pay (VAT included):",
  generate: "Order with obligation to pay",
  generating: "Placing your order…",
  obligation: {
    before: "By ordering, you accept the ",
    terms: "Terms and Conditions",
    middle: ". We handle your data as explained in the ",
    privacy: "Privacy Policy",
    after: ".",
  },
};

export const missingTexts: Translation<typeof pt.missingTexts> = {
  title: "Missing fields",
  intro: "Fill in the following fields before creating the payment:",
};

export const failureTexts: Translation<typeof pt.failureTexts> = {
  title: "We could not complete your purchase.",
  text: "Something went wrong and we could not complete your purchase.",
  code: "Error code:",
  network: "We could not reach the shop. Check your connection and try again.",
  cartLine: (product: string, size: string, message: string) =>
    `${product}, size ${size}: ${message}`,
  cartProduct: (product: string, message: string) => `${product}: ${message}`,
};

export const summaryTexts: Translation<typeof pt.summaryTexts> = {
  title: "Order summary",
  steps: "Steps",
  products: "Products",
  size: "Size",
  quantity: "Qty",
  quantityLabel: "Quantity",
  deliveryPending: "Choose the country",
  leadTime: (days: string) => `Delivery in ${days} after the payment is confirmed.`,
  eurosNote: "All payments are processed in euros.",
  editCart: "Edit cart",
};

export const multibancoTexts: Translation<typeof pt.multibancoTexts> = {
  title: "Payment by MULTIBANCO reference",
  intro: "Pay at a MULTIBANCO cash machine or in your online banking, under «Service payments».",
  badge: "MB",
  entity: "Entity",
  reference: "Reference",
  value: "Amount",
  deadline: "Pay by",
  order: "Order",
  copy: "Copy",
  copyLabel: (what: string) => `Copy the ${what.toLowerCase()}`,
  copied: "Copied",
  waiting: "Waiting for the payment…",
  waitingHint: "This page updates by itself when the payment arrives.",
  expired: "This reference has expired. Open the «Payment» section again to create another.",
  retrying: "No connection to the shop. Trying again…",
  emailNote: "We have also sent these details to your email.",
  sandboxLink: "Pay at the test bank",
  newWindow: "(opens in a new window)",
};

export const cardTexts: Translation<typeof pt.cardTexts> = {
  title: "Card payment",
  intro: "Enter your card details to pay",
  loading: "Loading the card form…",
  loadFailed: "We could not load the card form.",
  number: "Card number",
  expiry: "Expiry date (MM/YY)",
  cvc: "CVC",
  testCards:
    "Test cards: 4242 4242 4242 4242 (accepted), 4000 0000 0000 0002 (declined). Any future expiry date and any CVC.",
  sandboxNote: "Test environment: no real payment is made.",
  pay: (value: string) => `Pay ${value}`,
  paying: "Processing the payment…",
  numberInvalid: "Enter the card number (13 to 19 digits).",
  expiryInvalid: "Enter the expiry date as MM/YY.",
  expiryPast: "This card has expired.",
  cvcInvalid: "The CVC has 3 or 4 digits.",
  failed: "We could not complete the payment. Check your card details and try again.",
  notConfigured: "Card payment is not available at the moment.",
};

export const successTexts: Translation<typeof pt.successTexts> = {
  title: "Purchase complete",
  thanks: "Thank you for your purchase! We have received the payment.",
  email: "You will receive an email confirmation with your order reference.",
  order: "Order",
  method: "Payment method",
  reference: "Reference",
  entity: "Entity",
  value: "Amount",
  close: "Close and back to the shop",
};

export const giftCardPayTexts: Translation<typeof pt.giftCardPayTexts> = {
  title: "Paid with gift cards",
  legend: "Gift cards",
  code: "Gift card code",
  apply: "Use card",
  checking: "Checking the card…",
  remove: "Remove",
  networkError: "We could not reach the shop. Please try again.",
  card: (masked: string) => `Card ${masked}:`,
  uses: (used: string, left: string) => `pays ${used} and keeps a balance of ${left}.`,
  rest: (amount: string) => `${amount} left to pay with the chosen method.`,
  coversAll: "The gift cards pay for everything: you need no other payment method.",
};

export const methodLabels: Translation<typeof pt.methodLabels> = {
  MULTIBANCO: "MULTIBANCO",
  CREDIT: "Credit/debit card",
  MBWAY: "MB WAY",
  GIFT_CARD: "Gift card",
};

export const mbwayTexts: Translation<typeof pt.mbwayTexts> = {
  title: "Payment by MB WAY",
  intro: "We send a payment request to your phone. Accept it in the MB WAY app.",
  phone: "Mobile number with MB WAY",
  phoneHint: "A Portuguese mobile: 9 digits, with or without +351.",
  send: "Send MB WAY request",
  sending: "Sending…",
  sendAgain: "Send a new request",
  waiting: (value: string) => `Accept the payment of ${value} in the MB WAY app on your phone.`,
  countdown: "Time left to accept:",
  refused:
    "The payment was declined in the MB WAY app. You can send a new request or pay by MULTIBANCO reference.",
  expired:
    "The MB WAY request expired without being accepted. You can send a new request or pay by MULTIBANCO reference.",
  failed: "We could not send the MB WAY request. Please try again.",
  switch: "Pay by MULTIBANCO reference instead",
  switching: "Creating the reference…",
  orderKept: "Your order and the items reserved for it are kept.",
  sandboxLink: "Accept at the test bank",
};

export const sandboxBankTexts: Translation<typeof pt.sandboxBankTexts> = {
  title: "Test bank",
  lead: "Simulates paying a MULTIBANCO reference, as you would at a cash machine or in online banking, and answering an MB WAY request. No real money moves.",
  entity: "Entity",
  reference: "Reference",
  value: "Amount (€)",
  valueHint: "For example 25.50.",
  pay: "Pay",
  paying: "Paying…",
  paid: "Payment made.",
  paidHint: "You can go back to the shop's page: the order is paid.",
  required: "Fill in this field.",
  entityInvalid: "The entity has 5 digits.",
  referenceInvalid: "The reference has 9 digits.",
  valueInvalid: "Enter an amount in euros, for example 25.50.",
  unavailable: "The test bank is not available in this shop.",
  failed: "Something went wrong and the payment was not made. Please try again.",
  loading: "Loading…",
  mbwayTitle: "Pending MB WAY requests",
  mbwayNone: "No MB WAY requests are waiting.",
  mbwayRequest: (order: string, phone: string, value: string) =>
    `Order ${order} · ${value} · mobile ${phone}`,
  accept: "Accept",
  refuse: "Decline",
  accepted: "Request accepted: the order is paid.",
  refusedDone: "Request declined.",
};

export const vatNoteTexts: Translation<typeof pt.vatNoteTexts> = {
  madeira: (percent: string) =>
    `Delivery to Madeira: the VAT rate of the Autonomous Region of Madeira applies (${percent}), ${refreshedTotal}`,
  azores: (percent: string) =>
    `Delivery to the Azores: the VAT rate of the Autonomous Region of the Azores applies (${percent}), ${refreshedTotal}`,
  eu: (country: string, percent: string) =>
    `Delivery to ${country}: that country's VAT rate applies (${percent}), ${refreshedTotal}`,
  export:
    "Delivery outside the European Union: the sale is an export exempt from VAT, so the total does not include the VAT in the shop's prices. The destination country may charge duties and taxes on delivery.",
};

export const stockAlertTexts: Translation<typeof pt.stockAlertTexts> = {
  title: "Not enough stock",
  intro:
    "Some sizes have fewer units online than your cart asks for. Adjust them to be able to create the payment:",
};

export const priceChangeTexts: Translation<typeof pt.priceChangeTexts> = {
  title: "Some prices have changed since you added the items to your cart",
  line: (product: string, before: string, now: string) =>
    `«${product}»: was ${before} each, now ${now}.`,
  accept: "Got it",
};

export const barTexts: Translation<typeof pt.barTexts> = {
  label: "Total and next step",
  total: "Total",
  vat: "VAT included",
};
