import type { Kysely } from "kysely";
import type { Config } from "../config/env.ts";
import type { DB } from "../db/schema.ts";
import type { CardProvider } from "./card-provider.ts";
import type { ReferenceProvider } from "./reference-provider.ts";
import { type SandboxProvider, sandboxProvider } from "./sandbox-provider.ts";
import { stripeProvider } from "./stripe-provider.ts";

export interface Providers {
  card: CardProvider;
  /** The sandbox, to mount its own routes; null under a real provider. */
  sandbox: SandboxProvider | null;
  /** Who issues MULTIBANCO references: the shop itself (the sandbox's), a provider, or nobody. */
  multibanco: { issuer: "shop" } | { issuer: "provider"; provider: ReferenceProvider } | null;
}

/** The payment providers of the configuration. */
export function chooseProviders(config: Config, db: Kysely<DB>): Providers {
  if (config.paymentProvider === "sandbox") {
    const sandbox = sandboxProvider(db);
    return {
      card: sandbox,
      sandbox,
      multibanco: config.multibancoProvider ? { issuer: "shop" } : null,
    };
  }
  const { secretKey, publishableKey, webhookSecret, apiUrl } = config.stripe;
  if (!secretKey || !publishableKey || !webhookSecret) {
    throw new Error(
      "PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET",
    );
  }
  const stripe = stripeProvider({ secretKey, publishableKey, webhookSecret, apiUrl });
  return {
    card: stripe,
    sandbox: null,
    multibanco: config.multibancoProvider ? { issuer: "provider", provider: stripe } : null,
  };
}
