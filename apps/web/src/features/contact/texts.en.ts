/** The contacts page's texts in English (texts.ts has the Portuguese, and the keys). */
import type { Translation } from "@shop/shared";
import type * as pt from "./texts";

export const contactTexts: Translation<typeof pt.contactTexts> = {
  title: "Contacts",
  lead: "A question about a model, a size or an order? Write to us or call us: we are glad to answer.",
  detailsHeading: "Talk to us",
  phone: "Phone",
  phoneNote: "Call to a Portuguese landline",
  email: "Email",
  address: "Address",
  storesLink: "See our stores",
  formHeading: "Send us a message",
  requiredNote: "Fields marked * are required.",
  name: "First name",
  surname: "Surname",
  emailField: "Email",
  message: "Message",
  counter: (used: number, max: number) => `${used} / ${max} characters`,
  submit: "Send",
  sending: "Sending…",
  sentFallback: "Thank you for your message. We will answer as soon as we can.",
  networkError: "We could not reach the shop. Check your connection and try again.",
};
