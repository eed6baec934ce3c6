import { z } from "zod";

export const reorderMessages = {
  ids: "Indique a nova ordem (uma lista de identificadores, sem repetições).",
  unknown: "Algum dos elementos já não existe. Recarregue a página.",
} as const;

/**
 * PUT …/order of a list the shop orders by hand (categories, banners, stores, countries): the ids
 * in their new order. They may be a part of the list: they take, in this order, the places they
 * had among themselves (two ids swap two rows), and the other rows stay where they are.
 */
export const ReorderSchema = z.object({
  ids: z
    .array(z.number({ error: reorderMessages.ids }).int().positive(), {
      error: reorderMessages.ids,
    })
    .min(1, reorderMessages.ids)
    .max(1000, reorderMessages.ids)
    .refine((ids) => new Set(ids).size === ids.length, reorderMessages.ids),
});
export type Reorder = z.infer<typeof ReorderSchema>;
