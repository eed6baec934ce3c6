import { sql } from "kysely";
import { hashPassword } from "../../modules/account/passwords.ts";
import type { Database } from "../database.ts";

/** The demo shop's back office logins (docs/back-office.md); never seeded in production. */
export const DEMO_STAFF_PASSWORD = "sapataria-demo-2026";
export const DEMO_STAFF = [
  { email: "dono@sapatarialisboa.pt", name: "Helena Duarte", role: "owner", store: null },
  { email: "gestor@sapatarialisboa.pt", name: "Rui Figueiredo", role: "manager", store: null },
  { email: "chiado@sapatarialisboa.pt", name: "Marta Lopes", role: "store", store: "Chiado" },
] as const;

/** Gives the demo shop its staff, once: only a database holding the demo and no staff yet. */
export async function seedDemoStaff(database: Database): Promise<void> {
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  await database.withExclusiveLock(() =>
    database.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ ready: boolean }>`
        SELECT EXISTS (SELECT 1 FROM app_meta WHERE key = 'demo_seeded')
          AND NOT EXISTS (SELECT 1 FROM staff) AS ready`.execute(trx);
      if (!rows[0]?.ready) return;
      const stores = await trx.selectFrom("stores").select(["id", "name"]).execute();
      for (const staff of DEMO_STAFF) {
        const store = staff.store ? stores.find((row) => row.name.startsWith(staff.store)) : null;
        await trx
          .insertInto("staff")
          .values({
            email: staff.email,
            name: staff.name,
            role: staff.role,
            store_id: store?.id ?? null,
            password_hash: passwordHash,
          })
          .execute();
      }
    }),
  );
}
