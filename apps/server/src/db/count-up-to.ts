import { type Kysely, type SelectQueryBuilder, sql, type Transaction } from "kysely";
import type { DB } from "./schema.ts";

/**
 * How many rows past a page's first one a long list counts. Counting 100,000 orders on every page
 * would cost more than the page: counting 10,000 took 3–50 ms on PGlite, many times the page
 * itself. Past this the list says "more than", which is all a person paging through needs.
 */
const COUNT_AHEAD = 1_000;

export interface CountUpTo {
  total: number;
  /** The list goes on past `total`: it was counted only that far. */
  moreThanTotal: boolean;
}

/** The rows `query` keeps, counted up to `limit`. */
export async function countUpTo(
  db: Kysely<DB> | Transaction<DB>,
  // biome-ignore lint/suspicious/noExplicitAny: any list's query, whatever it selects from
  query: SelectQueryBuilder<any, any, object>,
  limit: number,
): Promise<CountUpTo> {
  const row = await db
    .selectFrom(
      query
        .select(sql<number>`1`.as("one"))
        .limit(limit + 1)
        .as("kept"),
    )
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  const counted = Number(row.n);
  return counted > limit
    ? { total: limit, moreThanTotal: true }
    : { total: counted, moreThanTotal: false };
}

/** The rows of a long list, counted up to COUNT_AHEAD past the first row of the page at `offset`. */
export function countPastPage(
  db: Kysely<DB> | Transaction<DB>,
  // biome-ignore lint/suspicious/noExplicitAny: any list's query, whatever it selects from
  query: SelectQueryBuilder<any, any, object>,
  offset: number,
): Promise<CountUpTo> {
  return countUpTo(db, query, offset + COUNT_AHEAD);
}
