import { z } from "zod";
import { PURCHASE_STATES } from "../purchase-states.ts";
import { listQuerySchema, type Paged } from "./admin-lists.ts";
import {
  OrderEventSchema,
  OrderLineSchema,
  OrderSchema,
  orderMessages,
  type PurchaseEventKind,
} from "./admin-orders.ts";

/**
 * GET /api/admin/pickups (pickups.read): the pickups of one's scope, a store's own for its staff,
 * newest first unless asked otherwise; `q` finds a reference or a part of the name it is
 * collected under (never an email or a NIF, which the counter does not see).
 */
export const PickupListQuerySchema = listQuerySchema(["createdAt"], {
  sort: "createdAt",
  order: "desc",
}).extend({
  state: z.enum(PURCHASE_STATES, { error: orderMessages.state }).optional(),
});
export type PickupListQuery = z.output<typeof PickupListQuerySchema>;

/** A pickup in the counter's list: what to find it by and where it stands. */
export const PickupSummarySchema = z.object({
  idShort: z.string(),
  createdAt: z.string(),
  state: z.enum(PURCHASE_STATES),
  /** Who collects it. */
  name: z.string(),
  store: z.string(),
  readyAt: z.string().nullable(),
  /** Not collected after its reminder: the owner or a manager cancels and refunds it. */
  overdue: z.boolean(),
});
export type PickupSummary = z.infer<typeof PickupSummarySchema>;

export const PickupListSchema = z.object({
  items: z.array(PickupSummarySchema),
  total: z.number(),
  moreThanTotal: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
}) satisfies z.ZodType<Paged<PickupSummary>>;
export type PickupList = z.infer<typeof PickupListSchema>;

/** The events of a pickup the counter sees: its way to the hand-over; no money, mail nor invoice. */
export const PICKUP_EVENT_KINDS = [
  "CREATED",
  "PAID",
  "EXPIRED",
  "CANCELED",
  "READY_FOR_PICKUP",
  "PICKUP_REMINDED",
  "COLLECTED",
] as const satisfies readonly PurchaseEventKind[];

/** GET /api/admin/pickups/:idShort (pickups.read): one pickup as its counter hands it over. */
export const PickupOrderSchema = z.object({
  idShort: z.string(),
  state: z.enum(PURCHASE_STATES),
  createdAt: z.string(),
  /** Who collects it, and the number to call them on. */
  customer: z.object({ name: z.string(), phone: z.string() }),
  lines: z.array(
    OrderLineSchema.pick({ productId: true, ref: true, title: true, size: true, quantity: true }),
  ),
  pickup: OrderSchema.shape.pickup.unwrap(),
  events: z.array(OrderEventSchema),
});
export type PickupOrder = z.infer<typeof PickupOrderSchema>;
