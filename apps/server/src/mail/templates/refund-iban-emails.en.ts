import type { RefundIbanMailTexts } from "./refund-iban-emails.ts";

/** The IBAN notice's words in English (the purchase's language). */
export const english: RefundIbanMailTexts = {
  ofCancellation: "of the cancellation",
  ofReturn: (returnId: number) => `of return no. ${returnId}`,
  subject: (id: string) => `IBAN for the refund of order ${id}`,
  heading: "An IBAN was given for your refund",
  given: (at: string, end: string, refund: string, id: string) =>
    `On ${at}, the IBAN ending in ${end} was given to receive the refund ${refund} of order ${id}.`,
  ifYou: (until: string) =>
    `If you gave this IBAN, you need not do anything: the transfer follows after ${until}.`,
  ifNot: (ways: string, until: string) =>
    `If you did not give it, or the IBAN is not right, reply to this email or contact us by ${ways} before then: we hold the refund until ${until} and only transfer it to an account you confirm.`,
  link: "Whoever has the «See the order» link of our emails can ask for the refund: if you forwarded any email of this order, open that link and choose «Disable this link».",
};
