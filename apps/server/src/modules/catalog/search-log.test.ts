import { describe, expect, it, vi } from "vitest";
import { type SearchCount, searchLog } from "./search-log.ts";

const at = new Date("2026-03-29T23:30:00Z");

/** Records what each write adds; `failures` writes fail first. */
function store(failures = 0) {
  const writes: SearchCount[][] = [];
  let failing = failures;
  return {
    writes,
    purges: [] as string[],
    async add(counts: SearchCount[]) {
      if (failing-- > 0) throw new Error("database away");
      writes.push(counts);
    },
    async deleteBefore(day: string) {
      this.purges.push(day);
    },
  };
}

describe("search log", () => {
  it("counts a search per Lisbon day and text as searched, at its first page only", async () => {
    const written = store();
    const log = searchLog(written, { warn: vi.fn(), error: vi.fn() }, () => at);
    log.count({ search: "Sandálias Homem", offset: 0 }, 4);
    log.count({ search: "sandalias  homem!", offset: 0 }, 3);
    log.count({ search: "sandalias homem", offset: 18 }, 2);
    log.count({ search: " é ", offset: 0 }, 0);
    log.count({ search: null, offset: 0 }, 9);
    await log.stop();
    // 23:30 UTC on the day the clocks went forward is already the 30th in Lisbon.
    expect(written.writes).toEqual([
      [{ day: "2026-03-30", query: "sandalias homem", searches: 2, results: 3 }],
    ]);
  });

  it("keeps a failed write's counts for the next one, with the newer searches' results", async () => {
    const written = store(1);
    const log = searchLog(written, { warn: vi.fn(), error: vi.fn() }, () => at);
    log.count({ search: "botins", offset: 0 }, 0);
    await expect(log.flush()).rejects.toThrow("database away");
    log.count({ search: "botins", offset: 0 }, 6);
    await log.stop();
    expect(written.writes).toEqual([
      [{ day: "2026-03-30", query: "botins", searches: 2, results: 6 }],
    ]);
  });

  it("deletes the days older than 400 once a day", async () => {
    const written = store();
    const log = searchLog(written, { warn: vi.fn(), error: vi.fn() }, () => at);
    await log.flush();
    await log.stop();
    expect(written.purges).toEqual(["2025-02-23"]);
  });
});
