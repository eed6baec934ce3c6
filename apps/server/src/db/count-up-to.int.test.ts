import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/database.ts";
import { countUpTo } from "./count-up-to.ts";
import type { Database } from "./database.ts";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

describe("countUpTo", () => {
  /** A list of five rows, 1 to 5. */
  const five = () => database.db.selectFrom(sql<{ n: number }>`generate_series(1, 5)`.as("n"));

  it("counts every row a short list keeps", async () => {
    expect(await countUpTo(database.db, five(), 10_000)).toEqual({
      total: 5,
      moreThanTotal: false,
    });
  });

  it("stops at the limit and says the list goes on", async () => {
    expect(await countUpTo(database.db, five(), 2)).toEqual({ total: 2, moreThanTotal: true });
    expect(await countUpTo(database.db, five(), 5)).toEqual({ total: 5, moreThanTotal: false });
  });

  it("counts what the filter keeps", async () => {
    const small = five().where(sql`n`, "<=", 2);
    expect(await countUpTo(database.db, small, 2)).toEqual({ total: 2, moreThanTotal: false });
  });
});
