import type { Kysely } from "kysely";
import type { Config } from "../config/env.ts";
import type { DB } from "../db/schema.ts";
import type { CardProvider } from "./card-provider.ts";
import { type SandboxProvider, sandboxProvider } from "./sandbox-provider.ts";
import { stripeProvider } from "./stripe-provider.ts";

/** The card provider of the configuration; the sandbox also comes back to mount its own routes. */
export function chooseCardProvider(
  config: Config,
  db: Kysely<DB>,
): { card: CardProvider; sandbox: SandboxProvider | null } {
  if (config.paymentProvider === "sandbox") {
    const sandbox = sandboxProvider(db);
    return { card: sandbox, sandbox };
  }
  const { secretKey, publishableKey, webhookSecret, apiUrl } = config.stripe;
  if (!secretKey || !publishableKey || !webhookSecret) {
    throw new Error(
      "PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET",
    );
  }
  return {
    card: stripeProvider({ secretKey, publishableKey, webhookSecret, apiUrl }),
    sandbox: null,
  };
}
