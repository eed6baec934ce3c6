import { z } from "zod";
import { RECENTLY_VIEWED_LIMIT } from "../constants.ts";

const idsMessage = `Indique até ${RECENTLY_VIEWED_LIMIT} identificadores de produtos separados por vírgulas.`;

/**
 * GET /public/products/by-ids?ids=12,7,30: the products on sale among a few ids, in that order
 * (what the browser remembers, such as the products seen recently). Repeated ids count once.
 */
export const ProductIdsQuerySchema = z.object({
  ids: z
    .string({ error: idsMessage })
    .regex(/^\d{1,9}(,\d{1,9})*$/, idsMessage)
    .transform((text) => [...new Set(text.split(",").map(Number))])
    .refine((ids) => ids.length <= RECENTLY_VIEWED_LIMIT, idsMessage),
});
export type ProductIdsQuery = z.output<typeof ProductIdsQuerySchema>;
