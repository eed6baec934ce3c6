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
} as const;

export function withdrawalForm(seller: FormSeller, order?: FormOrder): WithdrawalForm {
  return {
    title: withdrawalFormTexts.title,
    subtitle: withdrawalFormTexts.subtitle,
    lines: [
      { text: `— Para: ${seller.name}, ${seller.address}, ${seller.email}`, fill: 0 },
      {
        text: "— Pela presente comunico/comunicamos (*) que resolvo/resolvemos (*) do meu/nosso (*) contrato de venda relativo ao seguinte bem/para a prestação do seguinte serviço (*)",
        fill: 2,
        filled: order ? [withdrawalFormTexts.order(order.reference), ...order.items] : undefined,
      },
      {
        text: "— Solicitado em (*)/recebido em (*)",
        fill: 1,
        filled: order ? [withdrawalFormTexts.ordered(order.date)] : undefined,
      },
      { text: "— Nome do(s) consumidor(es)", fill: 1 },
      { text: "— Endereço do(s) consumidor(es)", fill: 2 },
      {
        text: "— Assinatura do(s) consumidor(es) (só no caso de o presente formulário ser notificado em papel)",
        fill: 1,
      },
      { text: "— Data", fill: 1 },
    ],
    note: withdrawalFormTexts.note,
  };
}
