import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, databaseKind } from "../../test/database.ts";
import {
  type ColumnFamily,
  type ColumnShapes,
  declaredColumns,
} from "../../test/declared-columns.ts";
import type { Database } from "./database.ts";

const FAMILY_OF_DATA_TYPE: Record<string, ColumnFamily> = {
  smallint: "number",
  integer: "number",
  bigint: "number",
  "double precision": "number",
  real: "number",
  // numeric (VAT rates) is parsed to a number on both drivers (database.ts).
  numeric: "number",
  text: "string",
  "character varying": "string",
  character: "string",
  uuid: "string",
  // Dates come back as 'YYYY-MM-DD' strings on both drivers (database.ts).
  date: "string",
  boolean: "boolean",
  "timestamp with time zone": "date",
  "timestamp without time zone": "date",
  ARRAY: "array",
  json: "json",
  jsonb: "json",
};

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

/** Every column of the migrated database, in the same terms as `declaredColumns`. */
async function databaseColumns(): Promise<ColumnShapes> {
  const { rows } = await sql<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_nullable: "YES" | "NO";
  }>`
    SELECT table_name, column_name, data_type, is_nullable
    FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name <> 'schema_migrations'
    ORDER BY table_name, ordinal_position`.execute(database.db);
  const shapes: ColumnShapes = {};
  for (const row of rows) {
    const family = FAMILY_OF_DATA_TYPE[row.data_type] ?? row.data_type;
    shapes[`${row.table_name}.${row.column_name}`] =
      `${family}${row.is_nullable === "YES" ? " null" : ""}`;
  }
  return shapes;
}

describe(`the hand-written Kysely types (${databaseKind})`, () => {
  it("match the migrated database's columns: names, nullability and type family", async () => {
    expect(declaredColumns()).toEqual(await databaseColumns());
  });
});
