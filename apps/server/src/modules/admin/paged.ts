import { ADMIN_PAGE_SIZE } from "@shop/shared";
import { z } from "zod";

/** One page of a back-office list (`Paged<T>` of packages/shared), as a response schema. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** The rows to skip and take for `page` (from 1). */
export function pageWindow(page: number) {
  return { offset: (page - 1) * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE };
}

/** `ILIKE` pattern of a text filter: found anywhere, `%` and `_` taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, "\\$&")}%`;
}
