import type { SizeAlertMailTexts } from "./size-alert-emails.ts";

/** The size alert emails' words in English (the language of the page it was asked on). */
export const english: SizeAlertMailTexts = {
  unsubscribe: "Cancel this alert",
  confirmation: {
    subject: (title: string, size: string) => `Confirm the alert: ${title}, ${size}`,
    heading: "Confirm your alert",
    text: (title: string, size: string) =>
      `You asked us to tell you when ${title} in ${size} is available again in the online shop. Confirm the request for us to turn the alert on.`,
    action: "Confirm the alert",
    notYou:
      "If it was not you, ignore this email: without the confirmation we send you nothing more. You can also cancel the request now:",
  },
  back: {
    subject: (title: string, size: string) => `Back: ${title}, ${size}`,
    heading: "The size you were waiting for is back",
    text: (title: string, size: string) =>
      `${title} in ${size} is available again in our online shop. There are few units and we do not hold them: if you want it, do not wait long.`,
    action: "See the product",
    once: "This is the only email of this alert: with it the alert ends and we will not send you another about this size.",
  },
};
