/** The texts of «Avisem-me» (Notify me) in English (texts.ts has the Portuguese, and the keys). */
import type { Translation } from "@shop/shared";
import type * as pt from "./texts";

const sizeInWords = (size: string) => (size === "U" ? "one size" : `size ${size}`);

export const sizeAlertTexts: Translation<typeof pt.sizeAlertTexts> = {
  heading: (size: string) => `${size === "U" ? "One size" : `Size ${size}`} is sold out online`,
  guestLead: "Leave us your email and we will tell you when it is back. We send a single email.",
  customerLead: (email: string) =>
    `We will write to ${email} when it is back. We send a single email.`,
  email: "Your email",
  ask: "Notify me",
  asking: "Asking…",
  guestAsked:
    "We sent you an email to confirm the alert. Follow its link to turn it on (if you cannot find it, look in your spam folder).",
  customerAsked: (size: string) => `We will email you when size ${size} is available online again.`,
  alreadySet: (size: string) =>
    `You already have an alert for ${sizeInWords(size)}: we will email you when it is available online again.`,
  failed: "We could not set the alert. Please try again.",
  confirmTitle: "Confirm the alert",
  confirming: "Confirming your alert…",
  confirmed: (title: string, size: string) =>
    `Your alert is on. We will email you when ${title} in ${sizeInWords(size)} is available online again.`,
  unsubscribeTitle: "Cancel the alert",
  unsubscribing: "Cancelling your alert…",
  unsubscribed: (title: string, size: string) =>
    `The alert is cancelled: we will send you no more emails about ${title} in ${sizeInWords(size)}.`,
  invalidLink: "The link is not valid or has expired.",
  toProduct: "View the product",
  cardLabel: (title: string) => `Notify me when ${title} is back`,
  soldOutTitle: "Notify me when it is back",
  soldOutLead: (title: string) =>
    `${title} is sold out online. Choose the size you are looking for and we will tell you when it is back.`,
  soldOutSizes: "Size you are looking for",
  sizeButton: (size: string) => (size === "U" ? "One size" : size),
  inStores: "Our stores may have it: see the product page.",
  openFailed: "We could not open the alert. Please try again.",
  toShop: "Continue shopping",
};
