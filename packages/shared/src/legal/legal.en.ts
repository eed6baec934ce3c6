import type { Translation } from "../translation.ts";
import {
  GUARANTEE_PRESUMPTION_YEARS,
  type guaranteeNotice,
  LEGAL_GUARANTEE_YEARS,
} from "./guarantee.ts";
import { REFUND_DEADLINE_DAYS, WITHDRAWAL_DAYS, type withdrawalTerms } from "./withdrawal-terms.ts";

/**
 * The English of the legal notices the order confirmation carries: a translation, the Portuguese
 * prevailing (the terms page says so).
 */
export const withdrawalTermsEn: Translation<typeof withdrawalTerms> = {
  title: "Right of withdrawal",
  paragraphs: [
    `You may withdraw from the contract within ${WITHDRAWAL_DAYS} days of the day on which you, or a third party you name other than the carrier, receive the items, without giving any reason.`,
    "To exercise it, use the «Withdraw from the contract here» function in the footer of any page of the shop, send the model withdrawal form attached, or send us by email or letter any unequivocal statement of your decision. We confirm its receipt at once, by email.",
    `We refund every payment received, including the basic delivery charge, within ${REFUND_DEADLINE_DAYS} calendar days of the day we are informed of your decision, by the same means of payment: to the card you paid with, by MB WAY to the phone you paid with or, if you paid by MULTIBANCO reference, by bank transfer to the IBAN you give us. We may withhold the refund until we have received the items back or you have supplied proof of having sent them, whichever is earliest.`,
    `Return the items without delay and at the latest ${WITHDRAWAL_DAYS} days after telling us your decision, at one of our stores or by post to our address; you bear the cost of returning them by post.`,
    "You do not need the original packaging nor a copy of the invoice. You are only liable for any loss of value of the items resulting from handling beyond what is necessary to establish their nature, characteristics and functioning (trying them on as you would in a store).",
  ],
};

export const guaranteeNoticeEn: Translation<typeof guaranteeNotice> = {
  title: "Legal guarantee of conformity",
  paragraphs: [
    `Under Portuguese law (Decreto-Lei n.º 84/2021), the seller is liable for any lack of conformity that exists when the goods are delivered and becomes apparent within ${LEGAL_GUARANTEE_YEARS} years of delivery.`,
    "If the goods are not in conformity, the consumer is entitled to have them brought into conformity, by repair or replacement, to a proportionate reduction of the price or to terminate the contract. If the lack of conformity becomes apparent within 30 days of delivery, the consumer may ask for the goods to be replaced at once or terminate the contract.",
    `A lack of conformity that becomes apparent within ${GUARANTEE_PRESUMPTION_YEARS} years of delivery is presumed to have existed at delivery, unless the seller proves otherwise.`,
    "A commercial guarantee, where there is one, is in addition to the legal guarantee and neither replaces nor limits it.",
    "More about consumers' rights: Portal do Consumidor (www.consumidor.gov.pt), of the Direção-Geral do Consumidor.",
  ],
};
