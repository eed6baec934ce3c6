import type { Kysely } from "kysely";
import { sql } from "kysely";
import { pendingMigrations } from "../../db/migrate.ts";
import type { DB } from "../../db/schema.ts";
import { countFailedMail } from "../../mail/outbox.ts";
import { invoiceRepository } from "../invoices/invoice.repository.ts";

/** A load balancer asks every few seconds: a stuck database must not hold its check. */
const CHECK_TIMEOUT_MS = 2000;

/** What /api/health reports: counts and states only, never personal data. */
export type Readiness =
  | { ready: true; failedMail: number; failedInvoices: number }
  | { ready: false; reason: "DATABASE_DOWN" | "MIGRATIONS_PENDING" };

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`health check took over ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Readiness: the database answers and has every migration file this server was built with. */
export function healthService({ db, migrations }: { db: Kysely<DB>; migrations: string[] }) {
  async function check(): Promise<Readiness> {
    await sql`SELECT 1`.execute(db);
    if ((await pendingMigrations(db, migrations)).length > 0) {
      return { ready: false, reason: "MIGRATIONS_PENDING" };
    }
    const [failedMail, failedInvoices] = await Promise.all([
      countFailedMail(db),
      invoiceRepository.countFailed(db),
    ]);
    return { ready: true, failedMail, failedInvoices };
  }

  return {
    async readiness(): Promise<Readiness> {
      try {
        return await withTimeout(check(), CHECK_TIMEOUT_MS);
      } catch {
        return { ready: false, reason: "DATABASE_DOWN" };
      }
    },
  };
}

export type HealthService = ReturnType<typeof healthService>;
