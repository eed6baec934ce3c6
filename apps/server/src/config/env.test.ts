import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig, testConfig } from "./env.ts";

const serverDir = join(import.meta.dirname, "../..");

/** Starts the real server entry with this environment; it must stop before opening anything. */
function startServer(env: Record<string, string>) {
  const child = spawnSync(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: serverDir,
    env: { PORT: "0", LOG_LEVEL: "silent", ...env },
    encoding: "utf8",
    timeout: 20_000,
  });
  return { status: child.status, lines: child.stderr.trim().split("\n") };
}

const stripeKeys = {
  PAYMENT_PROVIDER: "stripe",
  STRIPE_SECRET_KEY: "sk_live_x",
  STRIPE_PUBLISHABLE_KEY: "pk_live_x",
  STRIPE_WEBHOOK_SECRET: "whsec_x",
};

describe("production settings", () => {
  it("refuses to start in production with the sandbox provider, saying what to set", () => {
    const { status, lines } = startServer({ NODE_ENV: "production", SEED_DEMO: "false" });
    expect(status).toBe(1);
    expect(lines).toEqual([
      "Invalid configuration: NODE_ENV=production needs real payments: set PAYMENT_PROVIDER=stripe (with STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET).",
    ]);
  });

  it("refuses to start in production with the demo seed, which is on by default", () => {
    const { status, lines } = startServer({ NODE_ENV: "production", ...stripeKeys });
    expect(status).toBe(1);
    expect(lines).toEqual([
      "Invalid configuration: NODE_ENV=production must not seed the demo catalogue: set SEED_DEMO=false.",
    ]);
  });

  it("refuses to start in production with the sandbox's test invoices", () => {
    const { status, lines } = startServer({
      NODE_ENV: "production",
      SEED_DEMO: "false",
      ...stripeKeys,
    });
    expect(status).toBe(1);
    expect(lines).toEqual([
      "Invalid configuration: NODE_ENV=production needs certified invoices: set INVOICING_PROVIDER=invoicexpress (with INVOICEXPRESS_ACCOUNT and INVOICEXPRESS_API_KEY), or INVOICING_PROVIDER=none if another certified program issues them.",
    ]);
  });

  it("keeps at least an hour's hold of a refund's IBAN in production; a test shop may have none", () => {
    expect(() =>
      testConfig({
        NODE_ENV: "production",
        REFUND_IBAN_HOLD_HOURS: "0",
        SEED_DEMO: "false",
        INVOICING_PROVIDER: "none",
        ...stripeKeys,
      }),
    ).toThrow(
      "NODE_ENV=production keeps the IBAN's hold before a refund by transfer: set REFUND_IBAN_HOLD_HOURS to 1 or more (24 unless said).",
    );
    expect(() => testConfig({ REFUND_IBAN_HOLD_HOURS: "0" })).not.toThrow();
    expect(() => testConfig({ REFUND_IBAN_HOLD_HOURS: "-1" })).toThrow();
  });

  it("refuses a MULTIBANCO provider that is not the active payment provider", () => {
    const { status, lines } = startServer({ MULTIBANCO_PROVIDER: "stripe" });
    expect(status).toBe(1);
    expect(lines).toEqual([
      "Invalid configuration: MULTIBANCO_PROVIDER=stripe needs PAYMENT_PROVIDER=stripe: set MULTIBANCO_PROVIDER to sandbox or leave it unset.",
    ]);
  });

  it("accepts production with stripe and no demo seed; development keeps the sandbox", () => {
    const production = loadConfig({
      NODE_ENV: "production",
      SEED_DEMO: "false",
      INVOICING_PROVIDER: "invoicexpress",
      INVOICEXPRESS_ACCOUNT: "sapatarialisboa",
      INVOICEXPRESS_API_KEY: "key",
      ...stripeKeys,
    });
    expect(production).toMatchObject({ paymentProvider: "stripe", multibancoProvider: null });
    expect(loadConfig({})).toMatchObject({
      nodeEnv: "development",
      paymentProvider: "sandbox",
      multibancoProvider: "sandbox",
      seedDemo: true,
    });
    expect(loadConfig({ ...stripeKeys, MULTIBANCO_PROVIDER: "stripe" }).multibancoProvider).toBe(
      "stripe",
    );
  });

  it("refuses ifthenpay without the keys of what it is chosen for", () => {
    expect(() => testConfig({ ...stripeKeys, MULTIBANCO_PROVIDER: "ifthenpay" })).toThrow(
      "ifthenpay needs IFTHENPAY_MB_ENTITY, IFTHENPAY_MB_SUBENTITY, IFTHENPAY_ANTI_PHISHING_KEY.",
    );
    expect(() =>
      testConfig({
        MBWAY_PROVIDER: "ifthenpay",
        IFTHENPAY_MBWAY_KEY: "ABC-1",
        IFTHENPAY_ANTI_PHISHING_KEY: "a-key-of-sixteen-chars",
      }),
    ).toThrow("ifthenpay needs IFTHENPAY_BACKOFFICE_KEY.");
    // With an MB Key ifthenpay issues the references: no entity or sub-entity is needed.
    const dynamic = testConfig({
      MULTIBANCO_PROVIDER: "ifthenpay",
      IFTHENPAY_MB_KEY: "XYZ-1",
      IFTHENPAY_ANTI_PHISHING_KEY: "a-key-of-sixteen-chars",
    });
    expect(dynamic.ifthenpay).toMatchObject({ mbKey: "XYZ-1", mbExpiryDays: 1 });
    expect(() => testConfig({ ...stripeKeys, MBWAY_PROVIDER: "sandbox" })).toThrow(
      /MBWAY_PROVIDER=sandbox needs PAYMENT_PROVIDER=sandbox/,
    );
  });

  it("runs ifthenpay beside Stripe's cards", () => {
    const config = testConfig({
      ...stripeKeys,
      MULTIBANCO_PROVIDER: "ifthenpay",
      MBWAY_PROVIDER: "ifthenpay",
      IFTHENPAY_MB_ENTITY: "11604",
      IFTHENPAY_MB_SUBENTITY: "999",
      IFTHENPAY_MBWAY_KEY: "ABC-1",
      IFTHENPAY_BACKOFFICE_KEY: "1111",
      IFTHENPAY_ANTI_PHISHING_KEY: "a-key-of-sixteen-chars",
    });
    expect(config).toMatchObject({
      paymentProvider: "stripe",
      multibancoProvider: "ifthenpay",
      mbwayProvider: "ifthenpay",
      ifthenpay: { mbEntity: "11604", apiUrl: "https://api.ifthenpay.com" },
    });
  });
});
