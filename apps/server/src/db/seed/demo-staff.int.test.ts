import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/database.ts";
import { verifyPassword } from "../../modules/account/passwords.ts";
import type { Database } from "../database.ts";
import { seedDemoCatalogue } from "./demo-catalogue.ts";
import { DEMO_STAFF_PASSWORD, seedDemoStaff } from "./demo-staff.ts";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const staffRows = () =>
  database.db
    .selectFrom("staff as s")
    .leftJoin("stores as st", "st.id", "s.store_id")
    .select(["s.email", "s.role", "st.name as store", "s.password_hash"])
    .orderBy("s.id")
    .execute();

describe("seedDemoStaff", () => {
  it("adds nobody to a shop that is not the demo", async () => {
    await seedDemoStaff(database);
    expect(await staffRows()).toEqual([]);
  });

  it("gives the demo an owner, a manager and the Chiado store's staff, once", async () => {
    await seedDemoCatalogue(database);
    await seedDemoStaff(database);
    await seedDemoStaff(database);
    const rows = await staffRows();
    expect(rows.map(({ email, role, store }) => ({ email, role, store }))).toEqual([
      { email: "dono@sapatarialisboa.pt", role: "owner", store: null },
      { email: "gestor@sapatarialisboa.pt", role: "manager", store: null },
      { email: "chiado@sapatarialisboa.pt", role: "store", store: "Chiado – Rua Garrett" },
    ]);
    expect(await verifyPassword(rows[0]?.password_hash ?? "", DEMO_STAFF_PASSWORD)).toBe(true);
  });
});
