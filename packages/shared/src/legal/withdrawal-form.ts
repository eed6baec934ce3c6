import type { Language } from "../languages.ts";
import { withdrawalFormTextsEn } from "./withdrawal-form.en.ts";

/**
 * The model withdrawal form of the annex of Decreto-Lei n.º 24/2014 (Anexo, parte B), as data:
 * the terms page shows it, the order confirmation attaches it as a PDF. A line with `fill` lines
 * after it leaves that many blank lines to write on (or carries what the shop already knows).
 */
export interface WithdrawalFormLine {
  text: string;
  /** Blank lines to write on after the text. */
  fill: number;
  /** What the shop fills in for the customer, when it knows it (an order's items and date). */
  filled?: string[];
}

export interface WithdrawalForm {
  /** The language it is written in ('pt' when not said): the PDF's language and file name. */
  language?: Language;
  title: string;
  subtitle: string;
  lines: WithdrawalFormLine[];
  note: string;
}

/** The seller as the form names it: name, address and email. */
export interface FormSeller {
  name: string;
  address: string;
  email: string;
}

/** An order the form is prefilled for (the confirmation's attachment). */
export interface FormOrder {
  reference: string;
  /** The order's date as the customer reads it (dd/mm/aaaa). */
  date: string;
  items: string[];
}

export const withdrawalFormTexts = {
  title: "Modelo de formulário de livre resolução",
  subtitle: "(só deve preencher e devolver o presente formulário se quiser resolver o contrato)",
  note: "(*) Riscar o que não interessa.",
  fileName: "formulario-livre-resolucao.pdf",
  order: (reference: string) => `Encomenda ${reference}`,
  ordered: (date: string) => `Encomendado em ${date}`,
  to: (seller: string) => `— Para: ${seller}`,
  notice:
    "— Pela presente comunico/comunicamos (*) que resolvo/resolvemos (*) do meu/nosso (*) contrato de venda relativo ao seguinte bem/para a prestação do seguinte serviço (*)",
  orderedOn: "— Solicitado em (*)/recebido em (*)",
  name: "— Nome do(s) consumidor(es)",
  address: "— Endereço do(s) consumidor(es)",
  signature:
    "— Assinatura do(s) consumidor(es) (só no caso de o presente formulário ser notificado em papel)",
  date: "— Data",
} as const;

const FORM_TEXTS = { pt: withdrawalFormTexts, en: withdrawalFormTextsEn };

/**
 * The model form in a language (the English one is the Directive's own annex, 2011/83/EU Annex
 * I(B), a translation: the Portuguese prevails), filled in for an order when given.
 */
export function withdrawalForm(
  seller: FormSeller,
  order?: FormOrder,
  language: Language = "pt",
): WithdrawalForm {
  const texts = FORM_TEXTS[language];
  return {
    ...(language === "pt" ? {} : { language }),
    title: texts.title,
    subtitle: texts.subtitle,
    lines: [
      { text: texts.to(`${seller.name}, ${seller.address}, ${seller.email}`), fill: 0 },
      {
        text: texts.notice,
        fill: 2,
        filled: order ? [texts.order(order.reference), ...order.items] : undefined,
      },
      {
        text: texts.orderedOn,
        fill: 1,
        filled: order ? [texts.ordered(order.date)] : undefined,
      },
      { text: texts.name, fill: 1 },
      { text: texts.address, fill: 2 },
      { text: texts.signature, fill: 1 },
      { text: texts.date, fill: 1 },
    ],
    note: texts.note,
  };
}
