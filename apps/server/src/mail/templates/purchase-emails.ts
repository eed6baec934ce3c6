import {
  centsToEuros,
  formatEuros,
  formatShopDateTime,
  formatVatPercent,
  type HoursLine,
  type PaymentMethod,
  paymentMethodNames,
  type RefundMethod,
  SHOP_RETURN_DAYS,
} from "@shop/shared";
import { groupReference } from "../../payments/multibanco.ts";
import { type MailBlock, pictureUrl, renderMail, type ShopIdentity } from "./layout.ts";
import { preContractBlocks } from "./pre-contract.ts";

export interface PurchaseMailData {
  idShort: string;
  email: string;
  /**
   * Where the order goes, as postal code and country only: the buyer's own names and streets are
   * not mailed back, so the shop's email never carries text typed by whoever gave the address.
   */
  deliveryPlace: string;
  paymentMethod: PaymentMethod;
  /** Collected in a store instead: the store as bought, and its opening hours now (if known). */
  pickup: {
    storeName: string;
    storeAddress: string;
    hours: HoursLine[] | null;
    /** Once reminded: the last moment to collect it before staff cancel it. */
    collectBy: Date | null;
  } | null;
  /** The stored totals; base + deliveryBase + vat = total. */
  totals: {
    baseCents: number;
    deliveryBaseCents: number;
    vatCents: number;
    vatPercent: number;
    totalCents: number;
  };
  lines: Array<{
    productId: number;
    title: string;
    size: string;
    quantity: number;
    unitPriceCents: number;
    /** The product's main picture as stored (see mainPicture); null without one. */
    picture: string | null;
  }>;
  multibanco: { entity: string; reference: string; expiresAt: Date } | null;
  /** The long random link of its invoice-receipt's PDF; null when the shop issues none. */
  invoicePath: string | null;
  /** The order's own page (its long random link), for guests and customers alike. */
  orderPath: string;
  /** How it left, once dispatched. */
  dispatch: { carrierName: string; trackingNumber: string; trackingUrl: string | null } | null;
  /** The customer cancelled it themselves (the cancelled email says it was at their request). */
  canceledByCustomer?: boolean;
  /** The money going back, once a paid purchase is cancelled. */
  refund: { method: RefundMethod; amountCents: number; iban: string | null } | null;
}

export const euros = (cents: number) => formatEuros(centsToEuros(cents));

export function orderBlocks(purchase: PurchaseMailData, shop: ShopIdentity): MailBlock[] {
  const { totals } = purchase;
  return [
    {
      items: purchase.lines.map((line) => ({
        pictureUrl: line.picture && pictureUrl(line.picture, shop),
        title: line.title,
        size: line.size,
        quantity: line.quantity,
        price: euros(line.unitPriceCents * line.quantity),
      })),
    },
    {
      amounts: [
        ["Produtos (sem IVA)", euros(totals.baseCents)],
        ["Portes de envio (sem IVA)", euros(totals.deliveryBaseCents)],
        [`IVA (${formatVatPercent(totals.vatPercent)})`, euros(totals.vatCents)],
      ],
      total: ["Total (IVA incluído)", euros(totals.totalCents)],
    },
    { details: [["Pagamento", paymentMethodNames[purchase.paymentMethod]]] },
    purchase.pickup
      ? {
          paragraph: `Levantamento na loja ${purchase.pickup.storeName}: ${purchase.pickup.storeAddress}`,
        }
      : { paragraph: `Entrega: ${purchase.deliveryPlace}` },
    ...(purchase.orderPath
      ? [{ action: { label: "Ver a encomenda", url: `${shop.url}${purchase.orderPath}` } }]
      : []),
  ];
}

export function returnRight(shop: ShopIdentity): MailBlock {
  return {
    paragraph: `Tem ${SHOP_RETURN_DAYS} dias a contar da receção da encomenda para devolver qualquer artigo, sem indicar o motivo. Saiba como em ${shop.url}/terms#livre-resolucao.`,
  };
}

/** Sent when a purchase is generated; with MULTIBANCO it carries what the bank asks for. */
export function purchaseGeneratedMail(purchase: PurchaseMailData, shop: ShopIdentity) {
  const payment: MailBlock[] = purchase.multibanco
    ? [
        {
          paragraph:
            "Para concluir a compra, pague por MULTIBANCO (caixa automática ou homebanking):",
        },
        {
          details: [
            ["Entidade", purchase.multibanco.entity],
            ["Referência", groupReference(purchase.multibanco.reference)],
            ["Valor", euros(purchase.totals.totalCents)],
            ["Pagar até", formatShopDateTime(purchase.multibanco.expiresAt)],
          ],
        },
        {
          paragraph:
            "Depois desse prazo a referência deixa de ser válida e a encomenda é cancelada.",
        },
      ]
    : [
        {
          paragraph:
            purchase.paymentMethod === "MBWAY"
              ? "Aceite o pedido de pagamento na aplicação MB WAY. Assim que o pagamento for confirmado, enviamos-lhe outro email."
              : "Assim que o pagamento for confirmado, enviamos-lhe outro email.",
        },
      ];
  return renderMail(
    {
      subject: `Encomenda ${purchase.idShort} registada`,
      heading: "Obrigado pela sua encomenda",
      blocks: [
        { paragraph: `Registámos a sua encomenda com o código ${purchase.idShort}.` },
        ...payment,
        ...orderBlocks(purchase, shop),
        returnRight(shop),
        ...preContractBlocks(shop),
      ],
    },
    shop,
  );
}

/** Sent once, when the payment of a purchase is confirmed. */
export function purchasePaidMail(purchase: PurchaseMailData, shop: ShopIdentity) {
  return renderMail(
    {
      subject: `Pagamento recebido: encomenda ${purchase.idShort}`,
      heading: "Pagamento confirmado",
      blocks: [
        {
          paragraph: purchase.pickup
            ? `Recebemos o pagamento da encomenda ${purchase.idShort}. Vamos prepará-la na loja ${purchase.pickup.storeName} e enviamos-lhe outro email quando estiver pronta a levantar.`
            : `Recebemos o pagamento da encomenda ${purchase.idShort}. Vamos prepará-la e enviá-la num dia útil; a entrega é feita até às 19h.`,
        },
        ...orderBlocks(purchase, shop),
        ...(purchase.invoicePath
          ? [
              {
                paragraph:
                  "A fatura-recibo fica disponível neste endereço logo que seja emitida (normalmente, dentro de minutos):",
              },
              { action: { label: "Ver a fatura", url: `${shop.url}${purchase.invoicePath}` } },
            ]
          : []),
        returnRight(shop),
        {
          paragraph:
            "Guarde este email: o código da encomenda é-lhe pedido em caso de troca ou devolução.",
        },
      ],
    },
    shop,
  );
}

export function contactUs(shop: ShopIdentity): MailBlock {
  const ways = [shop.email, shop.phone].filter(Boolean).join(" ou ");
  return { paragraph: `Se tiver alguma dúvida, contacte-nos: ${ways}.` };
}

/** Sent when the purchase leaves with a carrier: the tracking number and, if it has one, its link. */
/** The carrier, the tracking number and its link (or how to follow it without one). */
function trackingBlocks(dispatch: PurchaseMailData["dispatch"]): MailBlock[] {
  return dispatch
    ? [
        {
          details: [
            ["Transportadora", dispatch.carrierName],
            ["Número de seguimento", dispatch.trackingNumber],
          ],
        },
        dispatch.trackingUrl
          ? { action: { label: "Seguir a encomenda", url: dispatch.trackingUrl } }
          : { paragraph: "Siga a entrega com este número no site da transportadora." },
      ]
    : [];
}

export function purchaseDispatchedMail(purchase: PurchaseMailData, shop: ShopIdentity) {
  const tracking = trackingBlocks(purchase.dispatch);
  return renderMail(
    {
      subject: `Encomenda ${purchase.idShort} enviada`,
      heading: "A sua encomenda está a caminho",
      blocks: [
        {
          paragraph: `Entregámos a encomenda ${purchase.idShort} à transportadora. A entrega é feita num dia útil, até às 19h.`,
        },
        ...tracking,
        ...orderBlocks(purchase, shop),
        returnRight(shop),
      ],
    },
    shop,
  );
}

/** The tracking number given at dispatch was wrong: here is the right one. */
export function purchaseTrackingChangedMail(purchase: PurchaseMailData, shop: ShopIdentity) {
  return renderMail(
    {
      subject: `Encomenda ${purchase.idShort}: novo número de seguimento`,
      heading: "Corrigimos o número de seguimento",
      blocks: [
        {
          paragraph: `O número de seguimento que lhe enviámos para a encomenda ${purchase.idShort} estava errado. Este é o certo; o anterior deixa de valer.`,
        },
        ...trackingBlocks(purchase.dispatch),
        ...orderBlocks(purchase, shop),
      ],
    },
    shop,
  );
}

/** Sent when the carrier has delivered the purchase. */
export function purchaseDeliveredMail(purchase: PurchaseMailData, shop: ShopIdentity) {
  return renderMail(
    {
      subject: `Encomenda ${purchase.idShort} entregue`,
      heading: "A sua encomenda foi entregue",
      blocks: [
        {
          paragraph: `A encomenda ${purchase.idShort} foi entregue. Esperamos que goste! Se não a recebeu, diga-nos logo.`,
        },
        ...orderBlocks(purchase, shop),
        returnRight(shop),
        contactUs(shop),
      ],
    },
    shop,
  );
}

/** What happens to the money of a cancelled purchase, in the customer's words. */
function moneyBack(purchase: PurchaseMailData): string {
  const { refund } = purchase;
  if (!refund) return "A encomenda não chegou a ser paga, por isso não lhe foi cobrado nada.";
  const amount = euros(refund.amountCents);
  if (refund.method === "MBWAY")
    return `Devolvemos ${amount} por MB WAY, para o telemóvel com que pagou. O valor pode demorar alguns dias a chegar.`;
  if (refund.method === "CARD")
    return `Devolvemos ${amount} ao cartão com que pagou. O valor pode demorar alguns dias a aparecer no extrato do cartão.`;
  const account = refund.iban ? ` terminada em ${refund.iban.slice(-4)}` : "";
  return `Vamos devolver ${amount} por transferência bancária para a conta${account} que nos indicou, no prazo máximo de 14 dias a contar do cancelamento.`;
}

/** Sent when a purchase is cancelled (by the shop or the customer): what it was, and the money. */
export function purchaseCanceledMail(purchase: PurchaseMailData, shop: ShopIdentity) {
  return renderMail(
    {
      subject: `Encomenda ${purchase.idShort} cancelada`,
      heading: "A sua encomenda foi cancelada",
      blocks: [
        {
          paragraph: purchase.canceledByCustomer
            ? `Cancelámos a encomenda ${purchase.idShort}, como nos pediu.`
            : `Cancelámos a encomenda ${purchase.idShort}.`,
        },
        { paragraph: moneyBack(purchase) },
        ...(purchase.refund === null && purchase.multibanco
          ? [{ paragraph: "A referência MULTIBANCO deixou de ser válida: não a pague." }]
          : []),
        ...orderBlocks(purchase, shop),
        contactUs(shop),
      ],
    },
    shop,
  );
}
