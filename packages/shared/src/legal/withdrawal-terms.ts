/**
 * The right of withdrawal in short (Decreto-Lei n.º 24/2014, arts. 10–14): the order confirmation
 * carries these words, and the terms page says them at length.
 */
export const WITHDRAWAL_DAYS = 14;
/** Calendar days from the customer's withdrawal (or cancellation) to the refund, at most. */
export const REFUND_DEADLINE_DAYS = 14;
/** Where the storefront's withdrawal function lives (every page's footer links it). */
export const WITHDRAWAL_PATH = "/livre-resolucao";

export const withdrawalTerms = {
  title: "Direito de livre resolução",
  paragraphs: [
    `Pode resolver o contrato no prazo de ${WITHDRAWAL_DAYS} dias a contar do dia em que o cliente, ou um terceiro por ele indicado que não seja o transportador, recebe os artigos, sem indicar o motivo.`,
    "Para o exercer, use a função «Livre resolução do contrato aqui» no rodapé de qualquer página da loja, envie o modelo de formulário de livre resolução que segue em anexo, ou faça-nos chegar por email ou carta qualquer declaração inequívoca da sua decisão. Confirmamos a receção de imediato, por email.",
    `Reembolsamos todos os pagamentos recebidos, incluindo os portes da entrega de base, no prazo de ${REFUND_DEADLINE_DAYS} dias de calendário a contar do dia em que formos informados da sua decisão, pelo mesmo meio de pagamento: ao cartão com que pagou, por MB WAY para o telemóvel com que pagou ou, se pagou por referência MULTIBANCO, por transferência bancária para o IBAN que nos indicar. Podemos reter o reembolso até recebermos os artigos ou até nos apresentar prova do seu envio, consoante o que ocorrer primeiro.`,
    `Devolva os artigos sem demora e, o mais tardar, ${WITHDRAWAL_DAYS} dias depois de nos comunicar a decisão, numa das nossas lojas ou por correio para a nossa morada; os portes da devolução por correio são suportados pelo cliente.`,
    "Não precisa da embalagem original nem de cópia da fatura. Só responde pela perda de valor dos artigos que resulte de uma manipulação que exceda o necessário para verificar a sua natureza, as suas características e o seu funcionamento (experimentá-los como o faria numa loja).",
  ],
} as const;
