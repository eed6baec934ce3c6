import type { AccountEmailTexts } from "./account-emails.ts";

/** The account emails' words in English (the customer's language kept on the account). */
export const english: AccountEmailTexts = {
  hello: (name: string) => `Hello ${name}`,
  notYou: "If it was not you, ignore this email.",
  confirm: {
    subject: "Confirm your email",
    subjectChanged: "Confirm your new email",
    text: "Thank you for creating your account. Confirm your email to activate it fully.",
    textChanged:
      "You changed your account's email. Confirm the new address to keep receiving our messages.",
    action: "Confirm email",
  },
  recovery: {
    subject: "Recovering your account",
    text: "We received a request to set a new password for your account.",
    action: "Set a new password",
    validity:
      "The link is valid for 1 hour and can be used only once. If you did not ask to recover your account, ignore this email: your password does not change.",
  },
  changedNotice: {
    subject: "Your account's email has changed",
    text: (shop: string) =>
      `The email of your account at ${shop} has changed. From now on, our messages go to the new address.`,
    notYou:
      "If it was not you, contact us as soon as possible so that we can protect your account:",
    email: "Email",
    phone: "Phone",
    contact: "Contact the shop",
  },
};
