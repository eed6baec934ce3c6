import { z } from "zod";
import { CARRIER_CODES, normalizeTrackingNumber } from "../carriers.ts";
import { lisbonDay } from "../dates.ts";
import { OrderInvoiceSchema } from "../invoice.ts";
import { LANGUAGES } from "../languages.ts";
import { PURCHASE_STATES, type PurchaseState } from "../purchase-states.ts";
import { isValidIban, normalizeIban } from "../validation.ts";
import { listQuerySchema, type Paged } from "./admin-lists.ts";
import { type PaymentMethod, PaymentMethodSchema } from "./purchase.ts";

/** A purchase's state as the back office names it. */
export const orderStateNames: Record<PurchaseState, string> = {
  MULTIBANCO: "Aguarda pagamento (MULTIBANCO)",
  REGISTERED: "Aguarda pagamento (cartão ou MB WAY)",
  PAYED: "Paga",
  DISPATCHED_REQUESTED: "Para recolha",
  DISPATCHED: "Enviada",
  READY_FOR_PICKUP: "Pronta a levantar",
  DELIVERED: "Entregue",
  CANCELED: "Cancelada",
};

export const paymentMethodNames: Record<PaymentMethod, string> = {
  MULTIBANCO: "MULTIBANCO",
  CREDIT: "Cartão",
  MBWAY: "MB WAY",
  GIFT_CARD: "Cartão-presente",
};

export const orderMessages = {
  notFound: "A encomenda não existe.",
  changed: (state: PurchaseState) =>
    `Esta encomenda mudou entretanto: está agora «${orderStateNames[state]}». Atualize a página.`,
  refundForbidden:
    "Só o dono da loja pode cancelar uma encomenda paga, porque o cliente é reembolsado.",
  ibanRequired: "Indique o IBAN que o cliente deu para receber o reembolso por transferência.",
  iban: "O IBAN não é válido. Confirme as letras e os algarismos.",
  reason: "O motivo pode ter no máximo 300 caracteres.",
  carrier: "Escolha a transportadora.",
  trackingNumber: "Indique o número de seguimento (4 a 40 letras ou algarismos).",
  date: "Indique a data como AAAA-MM-DD.",
  dateRange: "A data final não pode ser anterior à inicial.",
  state: "Estado inválido.",
  pickupStore: "Loja inválida.",
  paymentMethod: "Forma de pagamento inválida.",
  idShort: "Referência de encomenda inválida.",
  noSlip: "Esta encomenda não tem guia de remessa: ainda não foi paga ou foi cancelada.",
  noTransfer: "Esta encomenda não tem nenhuma transferência por registar.",
  noPendingRefund: "Esta encomenda não tem nenhum reembolso por cartão pendente.",
  /** A transfer recorded while its IBAN's hold runs (a cancellation's or a return's). */
  refundHeld: (givenAt: string, until: string) =>
    `Reembolso retido até ${until}: o IBAN foi indicado a ${givenAt} e o cliente foi avisado por email, para poder contestar. Faça a transferência só depois dessa hora.`,
  dispatchRequested: "Envio pedido. Imprima a guia de remessa e prepare a encomenda.",
  dispatched: "Encomenda enviada. O cliente vai receber um email com o seguimento.",
  trackingChanged: "Seguimento corrigido. O cliente vai receber um email com o novo número.",
  trackingNotDispatched:
    "Só pode corrigir o seguimento de uma encomenda enviada que ainda não foi entregue.",
  trackingSame: "É o mesmo número de seguimento: indique o número certo.",
  delivered: "Encomenda entregue. O cliente vai receber um email.",
  readyForPickup:
    "Encomenda pronta a levantar. O cliente vai receber um email com a loja e o horário.",
  collected: "Encomenda levantada pelo cliente.",
  wrongFulfilment: {
    delivery: "Esta encomenda é levantada numa loja: marque-a como levantada.",
    pickup: "Esta encomenda não é levantada numa loja.",
    email:
      "Esta encomenda só tem cartões-presente, enviados por email: não há nada a enviar nem a levantar.",
  },
  canceled: "Encomenda cancelada e stock devolvido.",
  refundFailed:
    "Encomenda cancelada e stock devolvido, mas o reembolso por cartão falhou. A loja volta a tentar sozinha.",
  refundStillPending:
    "O fornecedor de pagamentos voltou a recusar o reembolso. A loja continua a tentar sozinha.",
  transferRecorded: "Transferência registada.",
  transferDate: "Indique o dia em que fez a transferência (AAAA-MM-DD).",
  transferDateFuture: "O dia da transferência não pode ser depois de hoje.",
  transferDateEarly: "O dia da transferência não pode ser anterior ao pedido de reembolso.",
  bankReference: "Indique a referência da transferência dada pelo banco (até 60 caracteres).",
  latePaymentRefunded: "Devolução registada.",
  noLatePayment: "Este pagamento não tem nenhuma devolução por registar.",
  refunded: "Reembolso feito.",
  noUnconfirmedRefund: "Este reembolso não está à espera de confirmação.",
  refundConfirmed: "Reembolso registado como feito no ifthenpay.",
  refundAskedAgain: "Reembolso pedido de novo ao ifthenpay.",
} as const;

/** States whose goods are (or were) on their way: they have a packing slip. */
export const PACKING_SLIP_STATES: readonly PurchaseState[] = [
  "PAYED",
  "DISPATCHED_REQUESTED",
  "DISPATCHED",
  "DELIVERED",
];

/** The order reference in a path: the 8 letters and digits of a purchase's idShort. */
/** POST /api/admin/orders/:idShort/late-payments/:paymentId/refunded */
export const LatePaymentParamsSchema = z.object({
  idShort: z
    .string()
    .regex(/^[A-Za-z0-9]{6,16}$/)
    .transform((value) => value.toUpperCase()),
  paymentId: z.coerce.number().int().min(1),
});

/** POST /api/admin/orders/:idShort/unconfirmed-refunds/:key: the staff's word after checking. */
export const UnconfirmedRefundParamsSchema = z.object({
  idShort: z
    .string()
    .regex(/^[A-Za-z0-9]{6,16}$/)
    .transform((value) => value.toUpperCase()),
  key: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
});
export const UnconfirmedRefundCheckSchema = z.object({
  /** True: ifthenpay's back office shows it made; false: not made, to be asked again. */
  made: z.boolean({ error: "Diga se o reembolso foi feito." }),
});
export type UnconfirmedRefundCheck = z.infer<typeof UnconfirmedRefundCheckSchema>;

export const OrderParamsSchema = z.object({
  idShort: z
    .string()
    .regex(/^[A-Za-z0-9]{6,16}$/, orderMessages.idShort)
    .transform((value) => value.toUpperCase()),
});

const day = z
  .string({ error: orderMessages.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, orderMessages.date)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), orderMessages.date);

/**
 * POST …/refund/transfer (an order's or a return's): the transfer the staff made, with the day
 * it left (a Lisbon day, not after today) and the bank's reference that proves it.
 */
export const RecordTransferSchema = z.object({
  transferredOn: z
    .string({ error: orderMessages.transferDate })
    .regex(/^\d{4}-\d{2}-\d{2}$/, orderMessages.transferDate)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), orderMessages.transferDate)
    .refine((value) => value <= lisbonDay(new Date()), orderMessages.transferDateFuture),
  bankReference: z
    .string({ error: orderMessages.bankReference })
    .trim()
    .min(1, orderMessages.bankReference)
    .max(60, orderMessages.bankReference),
});
export type RecordTransfer = z.output<typeof RecordTransferSchema>;

/** A transfer recorded as made: its day and the bank's reference (null before migration 039). */
export const RecordedTransferSchema = z
  .object({ transferredOn: z.string(), bankReference: z.string() })
  .nullable();

export const ORDER_SORTS = ["createdAt", "total"] as const;

/**
 * GET /api/admin/orders (and its CSV export): newest first unless asked otherwise; `q` finds an
 * order reference, a NIF, or a part of the email or of a name; `from`/`to` are Lisbon days.
 */
export const OrderListQuerySchema = listQuerySchema(ORDER_SORTS, {
  sort: "createdAt",
  order: "desc",
})
  .extend({
    state: z.enum(PURCHASE_STATES, { error: orderMessages.state }).optional(),
    paymentMethod: z
      .enum(PaymentMethodSchema.options, { error: orderMessages.paymentMethod })
      .optional(),
    from: day.optional(),
    to: day.optional(),
    /** Only the pickups of this store. */
    pickupStore: z.coerce
      .number({ error: orderMessages.pickupStore })
      .int(orderMessages.pickupStore)
      .min(1, orderMessages.pickupStore)
      .optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ["to"],
    error: orderMessages.dateRange,
  });
export type OrderListQuery = z.output<typeof OrderListQuerySchema>;

/** GIFT_CARD: a return refunded whole to the gift cards that paid it. */
export const REFUND_METHODS = ["CARD", "BANK_TRANSFER", "MBWAY", "GIFT_CARD"] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
export const REFUND_STATUSES = ["PENDING", "DONE"] as const;

export const OrderSummarySchema = z.object({
  idShort: z.string(),
  createdAt: z.string(),
  state: z.enum(PURCHASE_STATES),
  paymentMethod: PaymentMethodSchema,
  /** The delivery name. */
  name: z.string(),
  email: z.string(),
  nif: z.string().nullable(),
  totalCents: z.number(),
  /** Whether money owed back to the customer is still waiting (a failed card refund, a transfer). */
  refundPending: z.boolean(),
  /** The store a pickup is collected in; null for a delivery. */
  pickupStore: z.string().nullable(),
  /** A pickup not collected after its reminder: to cancel and refund. */
  pickupOverdue: z.boolean(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

export const OrderListSchema = z.object({
  items: z.array(OrderSummarySchema),
  total: z.number(),
  moreThanTotal: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
}) satisfies z.ZodType<Paged<OrderSummary>>;
export type OrderList = z.infer<typeof OrderListSchema>;

/** What happened to a purchase, in its timeline. */
export const PURCHASE_EVENT_KINDS = [
  "CREATED",
  "REFERENCE_ISSUED",
  "PAID",
  "EXPIRED",
  "CANCELED",
  "DISPATCH_REQUESTED",
  "DISPATCHED",
  "TRACKING_CHANGED",
  "DELIVERED",
  "READY_FOR_PICKUP",
  "PICKUP_REMINDED",
  "COLLECTED",
  "REFUND_REQUESTED",
  "REFUND_FAILED",
  "REFUNDED",
  "LATE_PAYMENT",
  "WRONG_AMOUNT",
  "MBWAY_REQUESTED",
  "MBWAY_FAILED",
  "METHOD_CHANGED",
  "EMAIL",
  "INVOICE_ISSUED",
  "INVOICE_FAILED",
  "CREDIT_NOTE_ISSUED",
  "RETURN_REQUESTED",
  "RETURN_CANCELED",
  "RETURN_RECEIVED",
  "RETURN_ACCEPTED",
  "RETURN_REFUSED",
  "RETURN_REFUNDED",
  "EXCHANGE_CREATED",
  "WITHDRAWAL",
] as const;
export type PurchaseEventKind = (typeof PURCHASE_EVENT_KINDS)[number];

/** An event's particulars: carrier and number, mail subject, amount, who cancelled… */
export type PurchaseEventDetails = Record<string, string | number | boolean | null>;

const EventDetailsSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);

const StaffNameSchema = z.object({ id: z.number(), name: z.string() }).nullable();

export const OrderEventSchema = z.object({
  id: z.number(),
  at: z.string(),
  kind: z.enum(PURCHASE_EVENT_KINDS),
  /** The staff member who acted; null for the customer, the payment provider or the shop itself. */
  staff: StaffNameSchema,
  details: EventDetailsSchema,
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;

export const OrderRefundSchema = z.object({
  method: z.enum(REFUND_METHODS),
  status: z.enum(REFUND_STATUSES),
  amountCents: z.number(),
  /** The account a transfer goes to (null once done and forgotten with the customer's data). */
  iban: z.string().nullable(),
  providerRefundId: z.string().nullable(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  /** When the transfer's IBAN was given; null for a refund through the provider. */
  ibanGivenAt: z.string().nullable(),
  /** Until when the transfer is held (its IBAN was given lately); null once it may be made. */
  heldUntil: z.string().nullable(),
  requestedAt: z.string(),
  /** The refund's legal deadline: REFUND_DEADLINE_DAYS after the customer asked (refundDueAt). */
  dueAt: z.string(),
  /** The transfer, once recorded. */
  transfer: RecordedTransferSchema,
  /** The staff member who cancelled; null when the customer cancelled it themselves. */
  requestedBy: StaffNameSchema,
  doneAt: z.string().nullable(),
  doneBy: StaffNameSchema,
});
export type OrderRefund = z.infer<typeof OrderRefundSchema>;

const AddressSchema = z.object({
  name: z.string(),
  street: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
});

export const OrderLineSchema = z.object({
  productId: z.number(),
  ref: z.string(),
  title: z.string(),
  size: z.string(),
  quantity: z.number(),
  /** The unit price paid, after the product's discount or in its sale. */
  unitPriceCents: z.number(),
  discount: z.number(),
  /** What set that price: the sale it was sold in («Saldos»), the product's discount, or nothing. */
  reduction: z.enum(["sale", "discount"]).nullable(),
  /** The line's share of the order's discount code, off the line's total. */
  codeDiscountCents: z.number().default(0),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

/** GET /api/admin/orders/:idShort: everything about one order. */
export const OrderSchema = z.object({
  idShort: z.string(),
  state: z.enum(PURCHASE_STATES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
  customer: z.object({
    /** The customer's account; null for a guest (or an account since deleted). */
    userId: z.number().nullable(),
    email: z.string(),
    phone: z.string(),
    /** The language it was placed in: its emails speak it. */
    language: z.enum(LANGUAGES).default("pt"),
  }),
  notes: z.string(),
  lines: z.array(OrderLineSchema),
  /** The discount code it used: what it took off the products, VAT included; free delivery. */
  discountCode: z
    .object({ code: z.string(), discountCents: z.number(), freeDelivery: z.boolean() })
    .nullable()
    .default(null),
  totals: z.object({
    baseCents: z.number(),
    deliveryBaseCents: z.number(),
    vatCents: z.number(),
    vatPercent: z.number(),
    totalCents: z.number(),
  }),
  /** The gift cards that paid part of it, and what each paid (cents). */
  giftCardsUsed: z.array(z.object({ last4: z.string(), cents: z.number() })).default([]),
  /** The gift cards it bought, with the card made for each once paid (its last 4, or null). */
  giftCardsSold: z
    .array(
      z.object({
        valueCents: z.number(),
        recipientName: z.string(),
        recipientEmail: z.string(),
        deliveryDay: z.string(),
        last4: z.string().nullable(),
      }),
    )
    .default([]),
  delivery: AddressSchema,
  /** Collected in a store instead of delivered: the store as it was when bought. */
  pickup: z
    .object({
      storeId: z.number().nullable(),
      storeName: z.string(),
      storeAddress: z.string(),
      readyAt: z.string().nullable(),
      remindedAt: z.string().nullable(),
      /** Not collected after its reminder: to cancel and refund. */
      overdue: z.boolean(),
    })
    .nullable(),
  invoice: AddressSchema.extend({ nif: z.string().nullable() }).nullable(),
  /** The certified invoice-receipt issued for the payment (null: none, or not issued by the shop). */
  certifiedInvoice: OrderInvoiceSchema.nullable(),
  payment: z.object({
    method: PaymentMethodSchema,
    provider: z.string().nullable(),
    intentId: z.string().nullable(),
    entity: z.string().nullable(),
    reference: z.string().nullable(),
    expiresAt: z.string().nullable(),
  }),
  dispatch: z
    .object({
      carrier: z.string(),
      carrierName: z.string(),
      trackingNumber: z.string(),
      trackingUrl: z.string().nullable(),
    })
    .nullable(),
  refund: OrderRefundSchema.nullable(),
  /** Payments that arrived after the order was cancelled, and whether they went back. */
  latePayments: z.array(
    z.object({
      id: z.number(),
      /** LATE: after the cancellation; WRONG_AMOUNT: not the order's total, so not taken. */
      kind: z.enum(["LATE", "WRONG_AMOUNT"]),
      /** True when the provider cannot send it back (MULTIBANCO): the staff refund it by transfer. */
      byStaff: z.boolean(),
      amountCents: z.number(),
      receivedAt: z.string(),
      /** By when the staff should have sent it back: 14 days from its arrival. */
      dueAt: z.string(),
      refundedAt: z.string().nullable(),
      /** The transfer that sent it back, once recorded by the staff. */
      transfer: RecordedTransferSchema,
    }),
  ),
  /**
   * Refunds asked of ifthenpay that it did not confirm (no answer): the staff check its back
   * office and say whether each was made.
   */
  unconfirmedRefunds: z.array(
    z.object({ key: z.string(), amountCents: z.number(), askedAt: z.string() }),
  ),
  events: z.array(OrderEventSchema),
});
export type Order = z.infer<typeof OrderSchema>;

/** GET /api/admin/orders/:idShort/packing-slip: what goes in the parcel's paper (no prices). */
export const PackingSlipSchema = z.object({
  idShort: z.string(),
  createdAt: z.string(),
  shop: z.object({ name: z.string(), address: z.string(), phone: z.string() }),
  delivery: AddressSchema,
  phone: z.string(),
  notes: z.string(),
  lines: z.array(
    z.object({ ref: z.string(), title: z.string(), size: z.string(), quantity: z.number() }),
  ),
});
export type PackingSlip = z.infer<typeof PackingSlipSchema>;

/** A move that needs nothing but the click (request dispatch, delivered, record the transfer). */
export const OrderMoveSchema = z.object({});

/** POST /api/admin/orders/:idShort/dispatch. */
export const DispatchOrderSchema = z.object({
  carrier: z.enum(CARRIER_CODES, { error: orderMessages.carrier }),
  trackingNumber: z
    .string({ error: orderMessages.trackingNumber })
    .transform(normalizeTrackingNumber)
    .pipe(z.string().regex(/^[A-Z0-9/-]{4,40}$/, orderMessages.trackingNumber)),
});
export type DispatchOrder = z.output<typeof DispatchOrderSchema>;

/**
 * POST /api/admin/orders/:idShort/cancel. The IBAN is needed only for a paid MULTIBANCO order
 * (the server says so); an empty one counts as none.
 */
export const CancelOrderSchema = z.object({
  iban: z
    .string({ error: orderMessages.iban })
    .transform((value) => normalizeIban(value) || null)
    .refine((value) => value === null || isValidIban(value), orderMessages.iban)
    .nullable()
    .default(null),
  reason: z
    .string({ error: orderMessages.reason })
    .trim()
    .max(300, orderMessages.reason)
    .default(""),
});
export type CancelOrder = z.output<typeof CancelOrderSchema>;
