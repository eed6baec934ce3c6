import { z } from "zod";

/** Rows on one page of every back-office list. */
export const ADMIN_PAGE_SIZE = 20;

/** One page of a back-office list, and how many rows the whole list has. */
export interface Paged<T> {
  items: T[];
  total: number;
  /** A long list is counted only so far: it has more rows than `total`. */
  moreThanTotal?: boolean;
  page: number;
  pageSize: number;
}

export const SORT_ORDERS = ["asc", "desc"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const listMessages = {
  page: "Página inválida.",
  sort: "Ordenação inválida.",
  q: "A pesquisa pode ter no máximo 100 caracteres.",
} as const;

/**
 * The query of a paged back-office list (`?page=2&sort=createdAt&order=desc&q=ana`): the page
 * from 1, one of the list's own sort columns and its order, and a text filter.
 */
export function listQuerySchema<const Sort extends readonly [string, ...string[]]>(
  sorts: Sort,
  defaults: { sort: Sort[number]; order: SortOrder },
) {
  return z.object({
    page: z.coerce
      .number({ error: listMessages.page })
      .int(listMessages.page)
      .min(1, listMessages.page)
      .max(100_000, listMessages.page)
      .default(1),
    sort: z
      .enum(sorts as unknown as readonly [Sort[number], ...Sort[number][]], {
        error: listMessages.sort,
      })
      .default(defaults.sort),
    order: z.enum(SORT_ORDERS, { error: listMessages.sort }).default(defaults.order),
    q: z.string().trim().max(100, listMessages.q).default(""),
  });
}
