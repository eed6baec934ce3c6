import { type Kysely, sql } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { SearchCount } from "../catalog/search-log.ts";

/** How many texts each list of the report shows. */
const REPORT_ROWS = 50;

/** SQL of the search log: what the servers add, and what the back office reads. */
export function searchReportRepository(db: Kysely<DB>) {
  /** Each text searched since `from`: its searches, the last day and what that day's last found. */
  const since = (from: string) =>
    db
      .selectFrom("search_queries")
      .select([
        "query",
        sql<number>`sum(searches)::int`.as("searches"),
        sql<number>`(array_agg(results ORDER BY day DESC))[1]`.as("results"),
        sql<string>`to_char(max(day), 'YYYY-MM-DD')`.as("lastDay"),
      ])
      .where("day", ">=", from)
      .groupBy("query");

  return {
    /** Adds the counts to what other servers wrote; the last search's results stand. */
    async add(counts: SearchCount[]): Promise<void> {
      await db
        .insertInto("search_queries")
        .values(counts)
        .onConflict((conflict) =>
          conflict.columns(["day", "query"]).doUpdateSet({
            searches: sql`search_queries.searches + excluded.searches`,
            results: sql`excluded.results`,
          }),
        )
        .execute();
    },

    async deleteBefore(day: string): Promise<void> {
      await db.deleteFrom("search_queries").where("day", "<", day).execute();
    },

    /** The most searched texts since `from`, and those whose last search found nothing. */
    async report(from: string) {
      const [top, empty] = await Promise.all([
        db
          .selectFrom(since(from).as("q"))
          .selectAll()
          .orderBy("searches", "desc")
          .orderBy("lastDay", "desc")
          .orderBy("query")
          .limit(REPORT_ROWS)
          .execute(),
        db
          .selectFrom(since(from).as("q"))
          .selectAll()
          .where("results", "=", 0)
          .orderBy("searches", "desc")
          .orderBy("lastDay", "desc")
          .orderBy("query")
          .limit(REPORT_ROWS)
          .execute(),
      ]);
      return { top, empty };
    },
  };
}
