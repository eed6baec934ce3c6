import type { ContactMailTexts } from "./contact-acknowledgement.ts";

/** The contact emails' words in English (the language of the page the message was sent from). */
export const english: ContactMailTexts = {
  hello: (name: string) => `Hello, ${name}`,
  yourMessage: "Your message",
  receipt: {
    subject: (shop: string) => `We have received your message — ${shop}`,
    text: "We have received your message and will answer to this email as soon as possible, usually within 2 working days.",
    more: "If you want to add anything, just reply to this email.",
  },
  reply: {
    subject: (shop: string) => `Re: Your message to ${shop}`,
    wrote: (at: string) => `On ${at}, you wrote:`,
    more: "To carry on the conversation, just reply to this email.",
  },
};
