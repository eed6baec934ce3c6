/**
 * The harmonised notice on the legal guarantee of conformity (Implementing Regulation (EU)
 * 2025/1960, from 27 September 2026), with Portugal's periods (Decreto-Lei n.º 84/2021): the terms
 * page and the order confirmation show these words.
 */
export const LEGAL_GUARANTEE_YEARS = 3;
/** The years a lack of conformity is presumed to have existed at delivery. */
export const GUARANTEE_PRESUMPTION_YEARS = 2;

export const guaranteeNotice = {
  title: "Garantia legal de conformidade",
  paragraphs: [
    `Nos termos da lei portuguesa (Decreto-Lei n.º 84/2021), o vendedor é responsável por qualquer falta de conformidade que exista no momento da entrega do bem e se manifeste no prazo de ${LEGAL_GUARANTEE_YEARS} anos a contar da entrega.`,
    "Em caso de falta de conformidade, o consumidor tem direito à reposição da conformidade do bem, por reparação ou substituição, à redução proporcional do preço ou à resolução do contrato. Se a falta de conformidade se manifestar nos 30 dias seguintes à entrega, o consumidor pode pedir a substituição imediata do bem ou a resolução do contrato.",
    `Presume-se que a falta de conformidade que se manifeste nos primeiros ${GUARANTEE_PRESUMPTION_YEARS} anos a contar da entrega já existia no momento da entrega, salvo prova em contrário do vendedor.`,
    "Uma garantia comercial, quando exista, acresce à garantia legal e não a substitui nem a limita.",
    "Mais informação sobre os direitos do consumidor: Portal do Consumidor (www.consumidor.gov.pt), da Direção-Geral do Consumidor.",
  ],
} as const;
