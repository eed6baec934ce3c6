import { z } from "zod";
import { RETURN_KINDS, RETURN_STATES, type ReturnState } from "../return-states.ts";
import { isValidIban, normalizeIban } from "../validation.ts";
import { listQuerySchema, type Paged } from "./admin-lists.ts";
import { REFUND_METHODS, RecordedTransferSchema, type RefundMethod } from "./admin-orders.ts";
import { IdSchema } from "./catalog-requests.ts";
import { PaymentMethodSchema } from "./purchase.ts";
import {
  RETURN_NOTE_MAX_LENGTH,
  RETURN_REASONS,
  returnMessages,
  returnStateNames,
} from "./return-messages.ts";

/**
 * A return's state as the screens say it: one whose money has not gone back yet is not
 * «Reembolsada» — a transfer the staff still have to make, or a provider's refund under way.
 */
export function returnStateName(ret: {
  state: ReturnState;
  refund: { method: RefundMethod; done: boolean } | null;
}): string {
  if (ret.state !== "REFUNDED" || !ret.refund || ret.refund.done)
    return returnStateNames[ret.state];
  return ret.refund.method === "BANK_TRANSFER"
    ? "Reembolso por transferência por fazer"
    : "Reembolso em curso";
}

export const RETURN_MAX_LINES = 50;

export const IbanSchema = z
  .string({ error: returnMessages.iban })
  .transform((value) => normalizeIban(value) || null)
  .refine((value) => value === null || isValidIban(value), returnMessages.iban)
  .nullable()
  .default(null);

const SizeSchema = z.string().trim().min(1).max(10);

export const ReturnRequestLineSchema = z.object({
  productId: z.number({ error: returnMessages.lines }).int().min(1),
  size: SizeSchema,
  quantity: z
    .number({ error: returnMessages.quantity })
    .int()
    .min(1, returnMessages.quantity)
    .max(100),
  /** An exchange's size to receive instead; none for a return. */
  exchangeSize: SizeSchema.nullable().default(null),
});

/** POST /users/client/purchase/:id/returns: what the customer sends back, and why. */
export const ReturnRequestSchema = z
  .object({
    kind: z.enum(RETURN_KINDS, { error: returnMessages.kind }),
    reason: z.enum(RETURN_REASONS, { error: returnMessages.reason }),
    note: z
      .string({ error: returnMessages.note })
      .trim()
      .max(RETURN_NOTE_MAX_LENGTH, returnMessages.note)
      .default(""),
    /** Where the money goes back when the purchase was paid by MULTIBANCO. */
    iban: IbanSchema,
    lines: z
      .array(ReturnRequestLineSchema, { error: returnMessages.lines })
      .min(1, returnMessages.lines)
      .max(RETURN_MAX_LINES, returnMessages.lines),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.lines.forEach((line, index) => {
      const key = `${line.productId}/${line.size}`;
      if (seen.has(key))
        ctx.addIssue({ code: "custom", path: ["lines", index], message: returnMessages.repeated });
      seen.add(key);
      const path = ["lines", index, "exchangeSize"];
      if (body.kind === "EXCHANGE" && !line.exchangeSize)
        ctx.addIssue({ code: "custom", path, message: returnMessages.exchangeSize });
      if (body.kind === "EXCHANGE" && line.exchangeSize === line.size)
        ctx.addIssue({ code: "custom", path, message: returnMessages.sameSize });
    });
  });
export type ReturnRequest = z.output<typeof ReturnRequestSchema>;

export const ReturnLineSchema = z.object({
  productId: z.number(),
  title: z.string(),
  size: z.string(),
  quantity: z.number(),
  exchangeSize: z.string().nullable(),
  /** What was paid for these units (after the product's discount). */
  paidCents: z.number(),
  /** Set by the staff on acceptance: the units went back to online stock. */
  restocked: z.boolean().nullable(),
});

/** A return as its customer sees it (and the staff, with `ReturnAdminSchema`'s extras). */
export const ReturnViewSchema = z.object({
  id: z.number(),
  purchaseId: z.number(),
  idShort: z.string(),
  kind: z.enum(RETURN_KINDS),
  state: z.enum(RETURN_STATES),
  reason: z.enum(RETURN_REASONS),
  note: z.string(),
  refuseReason: z.string().nullable(),
  lines: z.array(ReturnLineSchema),
  /** Each step it went through, in order, with when. */
  steps: z.array(z.object({ state: z.enum(RETURN_STATES), at: z.string() })),
  refund: z
    .object({ method: z.enum(REFUND_METHODS), amountCents: z.number(), done: z.boolean() })
    .nullable(),
  /** The new purchase that sends the exchanged size. */
  exchangeIdShort: z.string().nullable(),
});
export type ReturnView = z.infer<typeof ReturnViewSchema>;

/** What a customer may still return of one of their delivered purchases. */
export const ReturnableSchema = z.object({
  /** The last day a request is taken (YYYY-MM-DD, Lisbon); null when the purchase is not delivered. */
  until: z.string().nullable(),
  open: z.boolean(),
  lines: z.array(
    z.object({
      productId: z.number(),
      title: z.string(),
      size: z.string(),
      /** Units not yet in another return. */
      quantity: z.number(),
      /** The product's other sizes, for an exchange. */
      sizes: z.array(z.string()),
    }),
  ),
  /**
   * Whether a refund would go by transfer (paid by MULTIBANCO; a card or MB WAY payment goes back
   * the way it came): the request asks for an IBAN.
   */
  needsIban: z.boolean(),
  /** Where to send it: the shop's address and its physical stores. */
  shopAddress: z.string(),
  stores: z.array(z.object({ name: z.string(), address: z.string() })),
  returns: z.array(ReturnViewSchema),
});
export type Returnable = z.infer<typeof ReturnableSchema>;

export const ReturnAdminSchema = ReturnViewSchema.extend({
  createdAt: z.string(),
  /** Made by the customer's withdrawal («Livre resolução»): its refund's 14 days count from it. */
  withdrawal: z.boolean(),
  customerName: z.string(),
  email: z.string(),
  /** What a refund would give back now: the lines' price, capped by what is left of the payment. */
  refundableCents: z.number(),
  refundDetails: z
    .object({
      status: z.enum(["PENDING", "DONE"]),
      iban: z.string().nullable(),
      lastError: z.string().nullable(),
      /** The refund's legal deadline: REFUND_DEADLINE_DAYS after the customer asked. */
      dueAt: z.string(),
      /** The transfer, once recorded. */
      transfer: RecordedTransferSchema,
    })
    .nullable(),
  /** The IBAN the customer gave (a refund by transfer goes there). */
  iban: z.string().nullable(),
  /** When the IBAN was last given or changed. */
  ibanGivenAt: z.string().nullable(),
  /** Until when its transfer is held (its IBAN was given lately); null once it may be made. */
  heldUntil: z.string().nullable(),
  paymentMethod: PaymentMethodSchema,
  /** Where its units were received (accepted sellable ones go back there); null until received. */
  receivedInto: z.object({ storeId: z.number().nullable(), name: z.string() }).nullable(),
});
export type ReturnAdmin = z.infer<typeof ReturnAdminSchema>;

export const ReturnSummarySchema = z.object({
  id: z.number(),
  idShort: z.string(),
  kind: z.enum(RETURN_KINDS),
  state: z.enum(RETURN_STATES),
  createdAt: z.string(),
  name: z.string(),
  email: z.string(),
  units: z.number(),
  refund: z.object({ method: z.enum(REFUND_METHODS), done: z.boolean() }).nullable(),
  /** Made by the customer's withdrawal («Livre resolução»). */
  withdrawal: z.boolean(),
});
export type ReturnSummary = z.infer<typeof ReturnSummarySchema>;

export const ReturnListSchema = z.object({
  items: z.array(ReturnSummarySchema),
  total: z.number(),
  moreThanTotal: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
}) satisfies z.ZodType<Paged<ReturnSummary>>;
export type ReturnList = z.infer<typeof ReturnListSchema>;

export const RETURN_SORTS = ["createdAt"] as const;
/** GET /api/admin/returns: newest first, filtered by state. */
export const ReturnListQuerySchema = listQuerySchema(RETURN_SORTS, {
  sort: "createdAt",
  order: "desc",
}).extend({ state: z.enum(RETURN_STATES).optional() });
export type ReturnListQuery = z.output<typeof ReturnListQuerySchema>;

export const ReturnParamsSchema = z.object({ returnId: IdSchema });

/**
 * POST /api/admin/returns/:returnId/receive: where the parcel is received, a store or online
 * (null, the default); its sellable units go back there when accepted.
 */
export const ReceiveReturnSchema = z.object({
  storeId: z
    .number({ error: returnMessages.receiveLocation })
    .int(returnMessages.receiveLocation)
    .positive(returnMessages.receiveLocation)
    .max(2_147_483_647, returnMessages.receiveLocation)
    .nullable()
    .default(null),
});
export type ReceiveReturn = z.input<typeof ReceiveReturnSchema>;

/** POST /api/admin/returns/:returnId/accept: which lines are sellable again (back to online stock). */
export const AcceptReturnSchema = z.object({
  restock: z
    .array(z.object({ productId: z.number().int(), size: SizeSchema }))
    .max(RETURN_MAX_LINES)
    .default([]),
});
export type AcceptReturn = z.output<typeof AcceptReturnSchema>;

export const RefuseReturnSchema = z.object({
  reason: z
    .string({ error: returnMessages.refuseReason })
    .trim()
    .min(3, returnMessages.refuseReason)
    .max(300, returnMessages.refuseReason),
});

/** POST /api/admin/returns/:returnId/refund: an IBAN only when the customer gave none. */
export const RefundReturnSchema = z.object({ iban: IbanSchema });
