import { isIP } from "node:net";
import { isAbsolute, join } from "node:path";
import { z } from "zod";
import { DEFAULT_DATABASE_TIMEOUTS } from "../db/timeouts.ts";
import { mediaS3Config, mediaS3Env, mediaS3Problem } from "./media-s3.ts";
import { repoRoot } from "./paths.ts";

const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

const isAddressOrRange = (entry: string) => {
  const [address = "", bits] = entry.split("/");
  return isIP(address) !== 0 && (bits === undefined || /^\d{1,3}$/.test(bits));
};

/**
 * Which proxies' X-Forwarded-For counts: a hop count ("1": the one proxy in front), or their
 * addresses/CIDRs. "true" is refused: it would take the leftmost entry, which the client writes.
 */
const trustProxy = z
  .string()
  .trim()
  .refine(
    (value) => value.toLowerCase() !== "true",
    'must not be "true" (the client could choose its own address); give the number of proxies in front of the shop (e.g. 1) or their addresses',
  )
  .transform((value) =>
    /^\d*$/.test(value) ? Number(value) : value.split(",").map((e) => e.trim()),
  )
  .refine(
    (value) => typeof value === "number" || value.every(isAddressOrRange),
    "must be a number of proxies or a comma-separated list of IP addresses or CIDR ranges",
  )
  .optional();

const ibanHoldHours = z.coerce.number().int().min(0).max(168).default(24);
const milliseconds = (max: number) => z.coerce.number().int().min(100).max(max);

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** Prometheus metrics on their own port (off when unset), answered only to private addresses. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().default("127.0.0.1"),
  /** OpenTelemetry traces sent there over OTLP/HTTP (server.ts starts them); off when unset. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Bounded waits on PostgreSQL (db/database.ts), in milliseconds. */
  DATABASE_CONNECT_TIMEOUT_MS: milliseconds(120_000).default(DEFAULT_DATABASE_TIMEOUTS.connectMs),
  DATABASE_LOCK_TIMEOUT_MS: milliseconds(120_000).default(DEFAULT_DATABASE_TIMEOUTS.lockMs),
  DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(600_000).default(
    DEFAULT_DATABASE_TIMEOUTS.statementMs,
  ),
  DATA_DIR: z.string().default("data"),
  PUBLIC_URL: z.url().default("http://localhost:3000"),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Sapataria Lisboa <loja@sapatarialisboa.pt>"),
  PAYMENT_PROVIDER: z.enum(["sandbox", "stripe"]).default("sandbox"),
  /** Who issues MULTIBANCO references; unset: the sandbox with the sandbox, none with stripe. */
  MULTIBANCO_PROVIDER: z.enum(["sandbox", "stripe", "ifthenpay"]).optional(),
  /** Who pushes MB WAY requests; unset: the sandbox with the sandbox, none with stripe. */
  MBWAY_PROVIDER: z.enum(["sandbox", "ifthenpay"]).optional(),
  /** ifthenpay's contract: MULTIBANCO entity and sub-entity, MB WAY key, backoffice key. */
  IFTHENPAY_MB_ENTITY: z
    .string()
    .regex(/^\d{5}$/, "must be the 5-digit entity")
    .optional(),
  IFTHENPAY_MB_SUBENTITY: z
    .string()
    .regex(/^\d{3}$/, "must be the 3-digit sub-entity")
    .optional(),
  /**
   * ifthenpay's MB Key: where the contract has one, each reference is asked from ifthenpay's API
   * (a dynamic reference with a deadline) instead of built from the entity and sub-entity.
   */
  IFTHENPAY_MB_KEY: z.string().min(1).optional(),
  /** Days a dynamic reference stays payable after today (0: until the end of today, Lisbon). */
  IFTHENPAY_MB_EXPIRY_DAYS: z.coerce.number().int().min(0).max(30).default(1),
  IFTHENPAY_MBWAY_KEY: z.string().min(1).optional(),
  IFTHENPAY_BACKOFFICE_KEY: z.string().min(1).optional(),
  /** The key ifthenpay's callbacks carry, chosen with ifthenpay when the callback is activated. */
  IFTHENPAY_ANTI_PHISHING_KEY: z.string().min(16, "must have at least 16 characters").optional(),
  /** Another address for ifthenpay's API (a local fake in tests). */
  IFTHENPAY_API_URL: z.url().default("https://api.ifthenpay.com"),
  IFTHENPAY_TIMEOUT_MS: milliseconds(120_000).default(15_000),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Another address for the card provider's API (a local fake in tests). */
  STRIPE_API_URL: z.url().optional(),
  /** Who issues the certified invoices: the built-in sandbox, InvoiceXpress, or nobody. */
  INVOICING_PROVIDER: z.enum(["sandbox", "invoicexpress", "none"]).default("sandbox"),
  INVOICEXPRESS_ACCOUNT: z
    .string()
    .regex(/^[a-z0-9-]+$/i, "must be the account name of ACCOUNT.app.invoicexpress.com")
    .optional(),
  INVOICEXPRESS_API_KEY: z.string().optional(),
  /** Another address for InvoiceXpress's API (a local fake in tests). */
  INVOICEXPRESS_API_URL: z.url().optional(),
  INVOICEXPRESS_TIMEOUT_MS: milliseconds(120_000).default(15_000),
  MEDIA_BASE_URL: z.string().default("/media/"),
  ...mediaS3Env,
  TRUST_PROXY: trustProxy,
  /**
   * Hours a refund by transfer waits after its IBAN was given (refundLimits.ibanHoldSeconds, from
   * `ibanHoldHoursAtStart`; validated here so a bad value stops the start). Production keeps one.
   */
  REFUND_IBAN_HOLD_HOURS: ibanHoldHours,
  /** Multiplies every purchase limit (config/limits.ts), e.g. for a test or benchmark run. */
  PURCHASE_LIMITS_FACTOR: z.coerce.number().int().min(1).max(10_000).default(1),
  SEED_DEMO: booleanFlag.default(true),
  /** Longest graceful stop after SIGTERM/SIGINT before the process ends anyway. */
  SHUTDOWN_DEADLINE_MS: milliseconds(600_000).default(10_000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

/** The server's configuration, read once from the environment. */
export type Config = ReturnType<typeof toConfig>;

type Env = z.infer<typeof EnvSchema>;

/**
 * What the combination of settings forbids, in one line saying what to set; null when it holds.
 * In production the sandbox would take orders nobody pays and the demo seed would sell demo
 * shoes. A reference provider pays through its own notifications, so it must be the active one.
 */
/**
 * The IBAN hold's hours this process started with: a limit every refund reads, fixed for the
 * process's life (a wrong value is refused by loadConfig before anything serves).
 */
export const ibanHoldHoursAtStart =
  ibanHoldHours.safeParse(process.env.REFUND_IBAN_HOLD_HOURS).data ?? 24;

function configProblem(env: Env): string | null {
  if (env.NODE_ENV === "production" && env.PAYMENT_PROVIDER === "sandbox")
    return "NODE_ENV=production needs real payments: set PAYMENT_PROVIDER=stripe (with STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET).";
  if (env.NODE_ENV === "production" && env.REFUND_IBAN_HOLD_HOURS < 1)
    return "NODE_ENV=production keeps the IBAN's hold before a refund by transfer: set REFUND_IBAN_HOLD_HOURS to 1 or more (24 unless said).";
  if (env.NODE_ENV === "production" && env.SEED_DEMO)
    return "NODE_ENV=production must not seed the demo catalogue: set SEED_DEMO=false.";
  // The sandbox's invoices are stamped as tests: a shop's sales need certified ones.
  if (env.NODE_ENV === "production" && env.INVOICING_PROVIDER === "sandbox")
    return "NODE_ENV=production needs certified invoices: set INVOICING_PROVIDER=invoicexpress (with INVOICEXPRESS_ACCOUNT and INVOICEXPRESS_API_KEY), or INVOICING_PROVIDER=none if another certified program issues them.";
  if (
    env.INVOICING_PROVIDER === "invoicexpress" &&
    (!env.INVOICEXPRESS_API_KEY || !(env.INVOICEXPRESS_ACCOUNT || env.INVOICEXPRESS_API_URL))
  )
    return "INVOICING_PROVIDER=invoicexpress needs INVOICEXPRESS_ACCOUNT and INVOICEXPRESS_API_KEY.";
  const ifthenpay = ifthenpayProblem(env);
  if (ifthenpay) return ifthenpay;
  if (env.MBWAY_PROVIDER === "sandbox" && env.PAYMENT_PROVIDER !== "sandbox")
    return "MBWAY_PROVIDER=sandbox needs PAYMENT_PROVIDER=sandbox: set MBWAY_PROVIDER=ifthenpay or leave it unset.";
  if (
    env.MULTIBANCO_PROVIDER &&
    env.MULTIBANCO_PROVIDER !== "ifthenpay" &&
    env.MULTIBANCO_PROVIDER !== env.PAYMENT_PROVIDER
  )
    return `MULTIBANCO_PROVIDER=${env.MULTIBANCO_PROVIDER} needs PAYMENT_PROVIDER=${env.MULTIBANCO_PROVIDER}: set MULTIBANCO_PROVIDER to ${env.PAYMENT_PROVIDER} or leave it unset.`;
  return mediaS3Problem(env);
}

/** ifthenpay refuses to run without the keys of what it is chosen for. */
function ifthenpayProblem(env: Env): string | null {
  const missing = (names: (keyof Env)[]) => names.filter((name) => !env[name]);
  const needs = [
    // With an MB Key ifthenpay issues the references; without it the shop builds them.
    ...(env.MULTIBANCO_PROVIDER === "ifthenpay"
      ? missing([
          ...(env.IFTHENPAY_MB_KEY
            ? []
            : (["IFTHENPAY_MB_ENTITY", "IFTHENPAY_MB_SUBENTITY"] as const)),
          "IFTHENPAY_ANTI_PHISHING_KEY",
        ])
      : []),
    ...(env.MBWAY_PROVIDER === "ifthenpay"
      ? missing(["IFTHENPAY_MBWAY_KEY", "IFTHENPAY_BACKOFFICE_KEY", "IFTHENPAY_ANTI_PHISHING_KEY"])
      : []),
  ];
  if (needs.length === 0) return null;
  return `ifthenpay needs ${[...new Set(needs)].join(", ")}.`;
}

function mbwayProvider(env: Env): "sandbox" | "ifthenpay" | null {
  if (env.MBWAY_PROVIDER) return env.MBWAY_PROVIDER;
  return env.PAYMENT_PROVIDER === "sandbox" ? "sandbox" : null;
}

function multibancoProvider(env: Env): "sandbox" | "stripe" | "ifthenpay" | null {
  if (env.MULTIBANCO_PROVIDER) return env.MULTIBANCO_PROVIDER;
  return env.PAYMENT_PROVIDER === "sandbox" ? "sandbox" : null;
}

function toConfig(env: Env) {
  const dataDir = isAbsolute(env.DATA_DIR) ? env.DATA_DIR : join(repoRoot, env.DATA_DIR);
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    metrics: env.METRICS_PORT ? { port: env.METRICS_PORT, host: env.METRICS_HOST } : null,
    tracing: env.OTEL_EXPORTER_OTLP_ENDPOINT !== undefined,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    shutdownDeadlineMs: env.SHUTDOWN_DEADLINE_MS,
    databaseTimeouts: {
      connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      lockMs: env.DATABASE_LOCK_TIMEOUT_MS,
      statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    dataDir,
    pgliteDir: join(dataDir, "pglite"),
    mediaDir: join(dataDir, "media"),
    mailDir: join(dataDir, "mail"),
    /** The running shop's local door for `npm run settings` and `npm run backup` (PGlite). */
    controlSocket: join(dataDir, "control.sock"),
    publicUrl: env.PUBLIC_URL.replace(/\/+$/, ""),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    paymentProvider: env.PAYMENT_PROVIDER,
    /** Who issues MULTIBANCO references; null: MULTIBANCO is not offered. */
    multibancoProvider: multibancoProvider(env),
    /** Who pushes MB WAY requests; null: MB WAY is not offered. */
    mbwayProvider: mbwayProvider(env),
    ifthenpay: {
      mbEntity: env.IFTHENPAY_MB_ENTITY ?? "",
      mbSubentity: env.IFTHENPAY_MB_SUBENTITY ?? "",
      /** Empty: no dynamic references; the shop builds them from the entity and sub-entity. */
      mbKey: env.IFTHENPAY_MB_KEY ?? "",
      mbExpiryDays: env.IFTHENPAY_MB_EXPIRY_DAYS,
      mbwayKey: env.IFTHENPAY_MBWAY_KEY ?? "",
      backofficeKey: env.IFTHENPAY_BACKOFFICE_KEY ?? "",
      antiPhishingKey: env.IFTHENPAY_ANTI_PHISHING_KEY ?? "",
      apiUrl: env.IFTHENPAY_API_URL.replace(/\/+$/, ""),
      timeoutMs: env.IFTHENPAY_TIMEOUT_MS,
    },
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      apiUrl: env.STRIPE_API_URL,
    },
    invoicing: {
      provider: env.INVOICING_PROVIDER,
      apiKey: env.INVOICEXPRESS_API_KEY ?? "",
      apiUrl:
        env.INVOICEXPRESS_API_URL ?? `https://${env.INVOICEXPRESS_ACCOUNT}.app.invoicexpress.com`,
      timeoutMs: env.INVOICEXPRESS_TIMEOUT_MS,
    },
    /** The sandbox's and the provider's PDFs, served only to whoever may see the purchase. */
    invoicesDir: join(dataDir, "invoices"),
    mediaBaseUrl: env.MEDIA_BASE_URL,
    /** The S3-compatible bucket of the pictures; null: DATA_DIR/media. */
    mediaS3: mediaS3Config(env),
    /** False (the socket's address), a hop count, or the trusted proxies' addresses. */
    trustProxy: env.TRUST_PROXY || false,
    purchaseLimitsFactor: env.PURCHASE_LIMITS_FACTOR,
    seedDemo: env.SEED_DEMO,
    logLevel: env.LOG_LEVEL,
  };
}

/** Parses the environment; on a bad value prints which variables are wrong and exits. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".")}: ${issue.message}`,
    );
    console.error(`Invalid configuration:\n${problems.join("\n")}`);
    process.exit(1);
  }
  const problem = configProblem(parsed.data);
  if (problem) {
    console.error(`Invalid configuration: ${problem}`);
    process.exit(1);
  }
  return toConfig(parsed.data);
}

/** A configuration for tests: defaults plus the given overrides, never read from process.env. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  const env = EnvSchema.parse({ NODE_ENV: "test", LOG_LEVEL: "silent", ...overrides });
  const problem = configProblem(env);
  if (problem) throw new Error(problem);
  return toConfig(env);
}
