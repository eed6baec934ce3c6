import { z } from "zod";
import { PackingSlipSchema } from "./admin-orders.ts";

/** Staff notes on an order, and what the orders' list does to several orders at once. */
export const orderToolMessages = {
  noteEmpty: "Escreva a nota.",
  noteLong: (max: number) => `A nota pode ter no máximo ${max} caracteres.`,
  noteAdded: "Nota guardada. Só a equipa a vê.",
  selection: "Escolha pelo menos uma encomenda.",
  selectionLong: (max: number) => `Escolha no máximo ${max} encomendas de cada vez.`,
  idShort: "Referência de encomenda inválida.",
  bulkDispatch: (done: number, refused: number) =>
    refused === 0
      ? `Envio pedido para ${done === 1 ? "1 encomenda" : `${done} encomendas`}.`
      : `Envio pedido para ${done === 1 ? "1 encomenda" : `${done} encomendas`}; ${refused === 1 ? "1 recusada" : `${refused} recusadas`}.`,
} as const;

export const ORDER_NOTE_MAX = 2000;
/** How many orders one print or one dispatch request takes. */
export const BULK_ORDERS_MAX = 50;

/** POST /api/admin/orders/:idShort/notes. */
export const OrderNoteBodySchema = z.object({
  body: z
    .string({ error: orderToolMessages.noteEmpty })
    .trim()
    .min(1, orderToolMessages.noteEmpty)
    .max(ORDER_NOTE_MAX, orderToolMessages.noteLong(ORDER_NOTE_MAX)),
});
export type OrderNoteBody = z.output<typeof OrderNoteBodySchema>;

/** A note as the order's page lists it: who wrote it and when (null: their account is gone). */
export const OrderNoteSchema = z.object({
  id: z.number(),
  body: z.string(),
  author: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderNote = z.infer<typeof OrderNoteSchema>;
export const OrderNotesSchema = z.array(OrderNoteSchema);

const idShort = z
  .string({ error: orderToolMessages.idShort })
  .regex(/^[A-Za-z0-9]{6,16}$/, orderToolMessages.idShort)
  .transform((value) => value.toUpperCase());

/** Several orders, by reference, each once. */
const selection = z
  .array(idShort, { error: orderToolMessages.selection })
  .min(1, orderToolMessages.selection)
  .max(BULK_ORDERS_MAX, orderToolMessages.selectionLong(BULK_ORDERS_MAX))
  .transform((values) => [...new Set(values)]);

/** GET /api/admin/orders/packing-slips?orders=A,B,C (a bare call answers an empty page). */
export const PackingSlipsQuerySchema = z.object({
  orders: z
    .string({ error: orderToolMessages.idShort })
    .max(BULK_ORDERS_MAX * 17, orderToolMessages.selectionLong(BULK_ORDERS_MAX))
    .default("")
    .transform((value) => value.split(",").filter(Boolean))
    .pipe(
      z
        .array(idShort)
        .max(BULK_ORDERS_MAX, orderToolMessages.selectionLong(BULK_ORDERS_MAX))
        .transform((values) => [...new Set(values)]),
    ),
});

/** The slips of the orders that have one, and the references left out with why. */
export const PackingSlipsSchema = z.object({
  slips: z.array(PackingSlipSchema),
  refused: z.array(z.object({ idShort: z.string(), reason: z.string() })),
});
export type PackingSlips = z.infer<typeof PackingSlipsSchema>;

/** POST /api/admin/orders/dispatch-requests. */
export const BulkOrdersBodySchema = z.object({ orders: selection });
export type BulkOrdersBody = z.output<typeof BulkOrdersBodySchema>;

/** Which orders moved, and which were refused with the reason the single call would give. */
export const BulkOutcomeSchema = z.object({
  done: z.array(z.string()),
  refused: z.array(z.object({ idShort: z.string(), reason: z.string() })),
});
export type BulkOutcome = z.infer<typeof BulkOutcomeSchema>;
