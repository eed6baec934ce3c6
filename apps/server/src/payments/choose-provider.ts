import type { Kysely } from "kysely";
import type { Config } from "../config/env.ts";
import type { DB } from "../db/schema.ts";
import type { CardProvider } from "./card-provider.ts";
import { ifthenpayMbway, ifthenpayReferences } from "./ifthenpay.ts";
import { type IfthenpayRefundLedger, ifthenpayRefundLedger } from "./ifthenpay-refunds.ts";
import type { MbwayProvider } from "./mbway-provider.ts";
import type { MultibancoIssuer } from "./reference-provider.ts";
import { type SandboxMbway, sandboxMbway } from "./sandbox-mbway.ts";
import { type SandboxProvider, sandboxProvider } from "./sandbox-provider.ts";
import { stripeProvider } from "./stripe-provider.ts";

export interface Providers {
  card: CardProvider;
  /** The sandbox, to mount its own routes; null under a real provider. */
  sandbox: SandboxProvider | null;
  /** Who issues MULTIBANCO references; null: MULTIBANCO is not offered. */
  multibanco: MultibancoIssuer | null;
  /** Who pushes MB WAY requests; null: MB WAY is not offered. */
  mbway: MbwayProvider | null;
  /** The sandbox's MB WAY, to mount its test bank routes; null otherwise. */
  sandboxMbway: SandboxMbway | null;
  /** What the shop asked of ifthenpay's refund call (MB WAY through ifthenpay); null otherwise. */
  ifthenpayRefunds: IfthenpayRefundLedger | null;
  /** The key ifthenpay's callbacks must carry; null: no ifthenpay callback is accepted. */
  ifthenpayKey: string | null;
}

function chooseCard(config: Config, db: Kysely<DB>) {
  if (config.paymentProvider === "sandbox") {
    const sandbox = sandboxProvider(db);
    return { card: sandbox, sandbox, stripe: null };
  }
  const { secretKey, publishableKey, webhookSecret, apiUrl } = config.stripe;
  if (!secretKey || !publishableKey || !webhookSecret) {
    throw new Error(
      "PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET",
    );
  }
  const stripe = stripeProvider({ secretKey, publishableKey, webhookSecret, apiUrl });
  return { card: stripe, sandbox: null, stripe };
}

function chooseMultibanco(
  config: Config,
  stripe: ReturnType<typeof chooseCard>["stripe"],
): MultibancoIssuer | null {
  const { ifthenpay } = config;
  switch (config.multibancoProvider) {
    case "sandbox":
      return { issuer: "shop" };
    case "ifthenpay":
      // A contract with an MB Key: ifthenpay issues dynamic references with a deadline.
      if (ifthenpay.mbKey) return { issuer: "provider", provider: ifthenpayReferences(ifthenpay) };
      return { issuer: "ifthenpay", entity: ifthenpay.mbEntity, subentity: ifthenpay.mbSubentity };
    case "stripe":
      if (!stripe) throw new Error("MULTIBANCO_PROVIDER=stripe needs PAYMENT_PROVIDER=stripe");
      return { issuer: "provider", provider: stripe };
    default:
      return null;
  }
}

/** The payment providers of the configuration. */
export function chooseProviders(config: Config, db: Kysely<DB>): Providers {
  const { card, sandbox, stripe } = chooseCard(config, db);
  const sandboxMbwayProvider = config.mbwayProvider === "sandbox" ? sandboxMbway(db) : null;
  const ifthenpayRefunds =
    config.mbwayProvider === "ifthenpay"
      ? ifthenpayRefundLedger(db, config.ifthenpay.timeoutMs)
      : null;
  const mbway = ifthenpayRefunds
    ? ifthenpayMbway(config.ifthenpay, ifthenpayRefunds)
    : sandboxMbwayProvider;
  const usesIfthenpay =
    config.multibancoProvider === "ifthenpay" || config.mbwayProvider === "ifthenpay";
  return {
    card,
    sandbox,
    multibanco: chooseMultibanco(config, stripe),
    mbway,
    sandboxMbway: sandboxMbwayProvider,
    ifthenpayRefunds,
    ifthenpayKey: usesIfthenpay ? config.ifthenpay.antiPhishingKey : null,
  };
}
