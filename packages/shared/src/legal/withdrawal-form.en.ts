import type { Translation } from "../translation.ts";
import type { withdrawalFormTexts } from "./withdrawal-form.ts";

/**
 * The model withdrawal form in English, as Directive 2011/83/EU (Annex I, part B) words it: a
 * translation, the Portuguese prevailing.
 */
export const withdrawalFormTextsEn: Translation<typeof withdrawalFormTexts> = {
  title: "Model withdrawal form",
  subtitle: "(complete and return this form only if you wish to withdraw from the contract)",
  note: "(*) Delete as appropriate.",
  fileName: "withdrawal-form.pdf",
  order: (reference: string) => `Order ${reference}`,
  ordered: (date: string) => `Ordered on ${date}`,
  to: (seller: string) => `— To: ${seller}`,
  notice:
    "— I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*)",
  orderedOn: "— Ordered on (*)/received on (*)",
  name: "— Name of consumer(s)",
  address: "— Address of consumer(s)",
  signature: "— Signature of consumer(s) (only if this form is notified on paper)",
  date: "— Date",
};
