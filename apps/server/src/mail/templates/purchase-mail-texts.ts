import {
  type Language,
  PICKUP_GRACE_DAYS,
  paymentMethodNames,
  SHOP_RETURN_DAYS,
  type Translation,
} from "@shop/shared";
import { english } from "./purchase-mail-texts.en.ts";

/**
 * The words of a purchase's emails (the order confirmation, its steps, the pickups' and the
 * blocks they share) in Portuguese; their English is in purchase-mail-texts.en.ts, and the
 * purchase's own language picks them.
 */
const pt = {
  discountCode: "Código de desconto",
  freeDelivery: "envio grátis",
  products: "Produtos (sem IVA)",
  delivery: "Portes de envio (sem IVA)",
  vat: (percent: string) => `IVA (${percent})`,
  total: "Total (IVA incluído)",
  payment: "Pagamento",
  paymentWith: (method: string) => `Pagamento (${method})`,
  giftCard: (code: string) => `Cartão-presente ${code}`,
  giftCardFor: (name: string, day: string) => `Cartão-presente para ${name} (envio a ${day})`,
  giftCardsSold: "Cartões-presente (sem IVA)",
  paymentMethods: paymentMethodNames,
  pickupAt: (store: string, address: string) => `Levantamento na loja ${store}: ${address}`,
  deliveryTo: (place: string) => `Entrega: ${place}`,
  seeOrder: "Ver a encomenda",
  returnRight: (termsUrl: string) =>
    `Tem ${SHOP_RETURN_DAYS} dias a contar da receção da encomenda para devolver qualquer artigo, sem indicar o motivo. Saiba como em ${termsUrl}.`,
  multibanco: {
    intro: "Para concluir a compra, pague por MULTIBANCO (caixa automática ou homebanking):",
    entity: "Entidade",
    reference: "Referência",
    amount: "Valor",
    payBy: "Pagar até",
    payNow: "Pagar agora",
    expiry: "Depois desse prazo a referência deixa de ser válida e a encomenda é cancelada.",
  },
  generated: {
    subject: (id: string) => `Encomenda ${id} registada`,
    heading: "Obrigado pela sua encomenda",
    registered: (id: string) => `Registámos a sua encomenda com o código ${id}.`,
    mbway:
      "Aceite o pedido de pagamento na aplicação MB WAY. Assim que o pagamento for confirmado, enviamos-lhe outro email.",
    awaiting: "Assim que o pagamento for confirmado, enviamos-lhe outro email.",
  },
  contactUs: (ways: string) => `Se tiver alguma dúvida, contacte-nos: ${ways}.`,
  or: " ou ",
  paid: {
    subject: (id: string) => `Pagamento recebido: encomenda ${id}`,
    heading: "Pagamento confirmado",
    pickup: (id: string, store: string) =>
      `Recebemos o pagamento da encomenda ${id}. Vamos prepará-la na loja ${store} e enviamos-lhe outro email quando estiver pronta a levantar.`,
    delivery: (id: string) =>
      `Recebemos o pagamento da encomenda ${id}. Vamos prepará-la e enviá-la num dia útil; a entrega é feita até às 19h.`,
    invoice:
      "A fatura-recibo fica disponível neste endereço logo que seja emitida (normalmente, dentro de minutos):",
    seeInvoice: "Ver a fatura",
    keep: "Guarde este email: o código da encomenda é-lhe pedido em caso de troca ou devolução.",
  },
  tracking: {
    carrier: "Transportadora",
    number: "Número de seguimento",
    follow: "Seguir a encomenda",
    withoutLink: "Siga a entrega com este número no site da transportadora.",
  },
  dispatched: {
    subject: (id: string) => `Encomenda ${id} enviada`,
    heading: "A sua encomenda está a caminho",
    text: (id: string) =>
      `Entregámos a encomenda ${id} à transportadora. A entrega é feita num dia útil, até às 19h.`,
  },
  trackingChanged: {
    subject: (id: string) => `Encomenda ${id}: novo número de seguimento`,
    heading: "Corrigimos o número de seguimento",
    text: (id: string) =>
      `O número de seguimento que lhe enviámos para a encomenda ${id} estava errado. Este é o certo; o anterior deixa de valer.`,
  },
  delivered: {
    subject: (id: string) => `Encomenda ${id} entregue`,
    heading: "A sua encomenda foi entregue",
    text: (id: string) =>
      `A encomenda ${id} foi entregue. Esperamos que goste! Se não a recebeu, diga-nos logo.`,
  },
  canceled: {
    subject: (id: string) => `Encomenda ${id} cancelada`,
    heading: "A sua encomenda foi cancelada",
    byCustomer: (id: string) => `Cancelámos a encomenda ${id}, como nos pediu.`,
    byShop: (id: string) => `Cancelámos a encomenda ${id}.`,
    nothingBack: "Não há dinheiro a devolver.",
    cardsBack: "O que os cartões-presente pagaram voltou aos cartões.",
    soldSpent:
      "Os cartões-presente que comprou já tinham sido usados: o valor gasto não é devolvido.",
    unpaid: "A encomenda não chegou a ser paga, por isso não lhe foi cobrado nada.",
    mbway: (amount: string) =>
      `Devolvemos ${amount} por MB WAY, para o telemóvel com que pagou. O valor pode demorar alguns dias a chegar.`,
    card: (amount: string) =>
      `Devolvemos ${amount} ao cartão com que pagou. O valor pode demorar alguns dias a aparecer no extrato do cartão.`,
    accountEnding: (end: string) => ` terminada em ${end}`,
    transfer: (amount: string, account: string) =>
      `Vamos devolver ${amount} por transferência bancária para a conta${account} que nos indicou, no prazo máximo de 14 dias a contar do cancelamento.`,
    referenceVoid: "A referência MULTIBANCO deixou de ser válida: não a pague.",
  },
  pickup: {
    store: "Loja",
    address: "Morada",
    reference: "Referência a apresentar",
    show: "Ao levantar, mostre a referência da encomenda (este email no telemóvel serve) e um documento de identificação.",
    ready: {
      subject: (id: string) => `Encomenda ${id} pronta a levantar`,
      heading: "A sua encomenda está pronta a levantar",
      text: (id: string, store: string) => `A encomenda ${id} espera por si na loja ${store}.`,
    },
    reminder: {
      subject: (id: string) => `Lembrete: encomenda ${id} por levantar`,
      heading: "A sua encomenda ainda está à sua espera",
      text: (id: string, store: string, collectBy: string | null) =>
        `A encomenda ${id} continua por levantar na loja ${store}. ${collectBy ? ` Pode levantá-la até ${collectBy};` : ""} se não a levantar em ${PICKUP_GRACE_DAYS} dias, a encomenda é cancelada e o valor devolvido.`,
    },
    collected: {
      subject: (id: string) => `Encomenda ${id} levantada`,
      heading: "Obrigado pela sua visita",
      text: (id: string, store: string) =>
        `A encomenda ${id} foi levantada na loja ${store}. Esperamos que goste!`,
    },
  },
  preContract: {
    seller: "Quem vende",
    sellerName: "Vendedor",
    address: "Morada",
    email: "Email",
    phone: "Telefone",
    formAttached:
      "Segue em anexo o modelo de formulário de livre resolução (PDF), já com os dados da encomenda.",
    withdrawAction: "Livre resolução do contrato aqui",
    terms: (url: string) => `Termos e Condições completos: ${url}`,
  },
};

/** The words of a purchase's emails, in Portuguese; in English in purchase-mail-texts.en.ts. */
export type PurchaseMailTexts = Translation<typeof pt>;

export const PURCHASE_MAIL_TEXTS: Record<Language, PurchaseMailTexts> = { pt, en: english };
