import { lisbonDay, shiftDay } from "@shop/shared";
import type { FastifyBaseLogger } from "fastify";
import { normalizeSearchText } from "./search-words.ts";

const FLUSH_EVERY_MS = 5000;
/** Shorter texts say nothing of what shoppers want (and a single letter is a keystroke). */
const QUERY_MIN_LENGTH = 2;
/** As the table keeps it: a pasted paragraph is cut, not refused. */
export const LOGGED_QUERY_MAX_LENGTH = 100;
/** Distinct texts waiting for a write: a script searching random words fills no memory. */
export const LOGGED_QUERIES_PER_WRITE = 1000;
/** The report looks back a year at most; older days are deleted, once a day per server. */
export const SEARCH_LOG_KEPT_DAYS = 400;

/** One text searched on one Lisbon day: how often, and what its last search found. */
export interface SearchCount {
  day: string;
  query: string;
  searches: number;
  results: number;
}

/** Where the counts go: added to what other servers wrote (see search-report.repository.ts). */
export interface SearchLogStore {
  add(counts: SearchCount[]): Promise<void>;
  deleteBefore(day: string): Promise<void>;
}

/**
 * What shoppers search, counted in memory and added to the database every few seconds (a search
 * is not a write of its own), as the product views are. A failed write keeps its counts for the
 * next one and never fails a search; at most the last few seconds are lost if the process dies.
 */
export function searchLog(
  store: SearchLogStore,
  log: Pick<FastifyBaseLogger, "warn" | "error">,
  now: () => Date = () => new Date(),
) {
  let pending = new Map<string, SearchCount>();
  let writing: Promise<void> = Promise.resolve();
  let droppedSince = false;
  let purgedOn: string | null = null;
  // Lisbon's day read once a minute, not per search (formatting a date costs more than a search):
  // the day only turns at a whole minute.
  let today = { minute: -1, day: "" };
  const dayNow = () => {
    const minute = Math.floor(now().getTime() / 60_000);
    if (minute !== today.minute) today = { minute, day: lisbonDay(new Date(minute * 60_000)) };
    return today.day;
  };

  /**
   * Adds to what waits, unless the text is new and the batch is full. `older` counts (a failed
   * write's) keep the results of the searches made since.
   */
  function keep(count: SearchCount, older = false): void {
    const key = `${count.day} ${count.query}`;
    const waiting = pending.get(key);
    if (waiting) {
      waiting.searches += count.searches;
      if (!older) waiting.results = count.results;
    } else if (pending.size < LOGGED_QUERIES_PER_WRITE) pending.set(key, { ...count });
    else if (!droppedSince) {
      droppedSince = true;
      log.warn(
        { waiting: pending.size },
        "too many distinct searches waiting; the new ones are not logged until the next write",
      );
    }
  }

  async function purge(today: string): Promise<void> {
    if (purgedOn === today) return;
    await store.deleteBefore(shiftDay(today, -SEARCH_LOG_KEPT_DAYS));
    purgedOn = today;
  }

  function flush(): Promise<void> {
    // One write at a time, each after the last one settled, whether it worked or not.
    writing = writing
      .catch(() => undefined)
      .then(async () => {
        const counts = [...pending.values()];
        pending = new Map();
        droppedSince = false;
        if (counts.length > 0) {
          try {
            await store.add(counts);
          } catch (error) {
            for (const count of counts) keep(count, true);
            throw error;
          }
        }
        await purge(dayNow());
      });
    return writing;
  }

  const timer = setInterval(
    () =>
      void flush().catch((error) =>
        log.error({ err: error }, "searches not logged; kept for the next try"),
      ),
    FLUSH_EVERY_MS,
  );
  timer.unref();

  return {
    /**
     * A shopper's search whose page had `results` products; counted once, at its first page
     * (the next pages are the same search).
     */
    count(asked: { search: string | null; offset: number }, results: number): void {
      if (asked.offset > 0) return;
      const query = normalizeSearchText(asked.search ?? "")
        .slice(0, LOGGED_QUERY_MAX_LENGTH)
        .trim();
      if (query.length < QUERY_MIN_LENGTH) return;
      keep({ day: dayNow(), query, searches: 1, results });
    },
    /** Writes what was counted so far (and deletes the old days, once a day). */
    flush,
    /** Writes what was counted and stops the timer. */
    async stop(): Promise<void> {
      clearInterval(timer);
      await flush();
    },
  };
}

export type SearchLog = ReturnType<typeof searchLog>;
