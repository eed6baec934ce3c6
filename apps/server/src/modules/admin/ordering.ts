import { ErrorCode, reorderMessages } from "@shop/shared";
import { sql, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { AppError } from "../../http/app-error.ts";

/** The lists the shop orders by hand, and what breaks ties between equal `ordering` values. */
const ORDERED = {
  categories: "name",
  banners: "id",
  stores: "id",
  countries: "name",
} as const;
export type OrderedTable = keyof typeof ORDERED;

/**
 * The places `ids` take in a list whose rows are in `current` order: the same places they held
 * among themselves, in the order of `ids`; every other row keeps its place.
 */
export function placeInOrder(current: readonly number[], ids: readonly number[]): number[] {
  const moving = new Set(ids);
  const next = [...current];
  let taken = 0;
  current.forEach((id, index) => {
    if (moving.has(id)) next[index] = ids[taken++] as number;
  });
  return next;
}

/**
 * Reorders a hand-ordered list (see ReorderSchema): locks its rows, so two people reordering at once
 * take turns, and numbers the whole list 1, 2, 3… Answers the moved ids before and after.
 */
export async function reorder(trx: Transaction<DB>, table: OrderedTable, ids: number[]) {
  const { rows } = await sql<{ id: number; ordering: number }>`
    SELECT id, ordering FROM ${sql.table(table)}
    ORDER BY ordering, ${sql.ref(ORDERED[table])} FOR UPDATE`.execute(trx);
  const current = rows.map((row) => row.id);
  const orderingOf = new Map(rows.map((row) => [row.id, row.ordering]));
  if (!ids.every((id) => orderingOf.has(id)))
    throw new AppError(ErrorCode.NOT_FOUND, reorderMessages.unknown);
  const next = placeInOrder(current, ids);
  const changed = next
    .map((id, index) => ({ id, ordering: index + 1 }))
    .filter(({ id, ordering }) => orderingOf.get(id) !== ordering);
  if (changed.length > 0) {
    const values = sql.join(changed.map((row) => sql`(${row.id}::int, ${row.ordering}::int)`));
    await sql`
      UPDATE ${sql.table(table)} AS t SET ordering = v.ordering
      FROM (VALUES ${values}) AS v (id, ordering) WHERE t.id = v.id`.execute(trx);
  }
  return { before: current.filter((id) => ids.includes(id)), after: ids };
}
