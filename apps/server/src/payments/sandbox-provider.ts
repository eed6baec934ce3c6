import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { DB, SandboxPaymentIntentsTable } from "../db/schema.ts";
import {
  type CardProvider,
  InvalidSignatureError,
  type PaymentEvent,
  type PaymentIntent,
  paymentTags,
} from "./card-provider.ts";

/** Test cards, as the card provider documents them. */
export const SANDBOX_CARDS = {
  success: "4242424242424242",
  declined: "4000000000000002",
} as const;

/** Not a secret: it only signs the sandbox's own test notifications. */
export const SANDBOX_SIGNING_KEY = "sandbox-notifications";

type IntentRow = Pick<
  SandboxPaymentIntentsTable,
  "id" | "client_secret" | "status" | "amount_cents" | "currency" | "last_error"
>;

function toIntent(row: IntentRow): PaymentIntent {
  return {
    id: row.id,
    clientSecret: row.client_secret,
    status: row.status,
    amountCents: row.amount_cents,
    currency: row.currency,
    lastError: row.last_error,
  };
}

function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** What the sandbox's card form reports: the provider's own error codes. */
export function sandboxCardOutcome(
  cardNumber: string,
): "succeeded" | "card_declined" | "invalid_number" {
  const digits = cardNumber.replace(/[\s-]/g, "");
  if (!/^\d{13,19}$/.test(digits) || !isLuhnValid(digits)) return "invalid_number";
  return digits === SANDBOX_CARDS.declined ? "card_declined" : "succeeded";
}

export function signSandboxNotification(body: string): string {
  return `sha256=${createHmac("sha256", SANDBOX_SIGNING_KEY).update(body).digest("hex")}`;
}

/** A card provider inside the shop: intents in the database, paid through its own test form. */
export function sandboxProvider(db: Kysely<DB>) {
  const columns = [
    "id",
    "client_secret",
    "status",
    "amount_cents",
    "currency",
    "last_error",
  ] as const;
  const provider: CardProvider & {
    payWithCard(clientSecret: string, cardNumber: string): Promise<PaymentIntent | null>;
  } = {
    name: "sandbox",
    publishableKey: null,

    async createIntent({ amountCents, order }) {
      const id = `pi_sandbox_${randomBytes(12).toString("hex")}`;
      const row = await db
        .insertInto("sandbox_payment_intents")
        .values({
          id,
          client_secret: `${id}_secret_${randomBytes(16).toString("hex")}`,
          amount_cents: amountCents,
          currency: "eur",
          status: "requires_payment_method",
          metadata: JSON.stringify(paymentTags(order).metadata),
        })
        .returning(columns)
        .executeTakeFirstOrThrow();
      return toIntent(row);
    },

    async retrieveIntent(id) {
      const row = await db
        .selectFrom("sandbox_payment_intents")
        .select(columns)
        .where("id", "=", id)
        .executeTakeFirst();
      return row ? toIntent(row) : null;
    },

    async cancelIntent(id) {
      await db
        .updateTable("sandbox_payment_intents")
        .set({ status: "canceled", updated_at: new Date() })
        .where("id", "=", id)
        .where("status", "=", "requires_payment_method")
        .execute();
      return (await provider.retrieveIntent(id))?.status !== "succeeded";
    },

    async refund(intentId, amountCents, key = `refund-${intentId}`) {
      const intent = await provider.retrieveIntent(intentId);
      if (intent?.status !== "succeeded") throw new Error(`no succeeded intent ${intentId}`);
      await db.transaction().execute(async (trx) => {
        const added = await trx
          .insertInto("sandbox_refunds")
          .values({ key, intent_id: intentId, amount_cents: amountCents })
          .onConflict((oc) => oc.doNothing())
          .returning("key")
          .executeTakeFirst();
        if (!added) return;
        // As the real provider: never more back than the intent took.
        const refunded = await trx
          .updateTable("sandbox_payment_intents")
          .set({
            refunded_cents: sql<number>`coalesce(refunded_cents, 0) + ${amountCents}::integer`,
            updated_at: new Date(),
          })
          .where("id", "=", intentId)
          .where(
            sql<boolean>`coalesce(refunded_cents, 0) + ${amountCents}::integer <= amount_cents`,
          )
          .executeTakeFirst();
        if (refunded.numUpdatedRows === 0n)
          throw new Error(`refund over the amount of ${intentId}`);
      });
      // The id follows from the key: the intent's own for its whole refund.
      return { id: key === `refund-${intentId}` ? intentId.replace(/^pi_/, "re_") : `re_${key}` };
    },

    parseNotification(rawBody, signature): PaymentEvent {
      const expected = Buffer.from(signSandboxNotification(rawBody.toString("utf8")));
      const given = Buffer.from(signature ?? "");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new InvalidSignatureError("bad sandbox signature");
      }
      const event = JSON.parse(rawBody.toString("utf8")) as {
        id?: unknown;
        type?: unknown;
        intentId?: unknown;
      };
      if (typeof event.id !== "string") throw new InvalidSignatureError("no event id");
      const type =
        event.type === "payment_succeeded" || event.type === "payment_failed"
          ? event.type
          : "other";
      return {
        id: event.id,
        type,
        intentId: typeof event.intentId === "string" ? event.intentId : null,
      };
    },

    /** The sandbox's card form: pays an unpaid intent with a test card. */
    async payWithCard(clientSecret, cardNumber) {
      const outcome = sandboxCardOutcome(cardNumber);
      const row = await db
        .updateTable("sandbox_payment_intents")
        .set(
          outcome === "succeeded"
            ? { status: "succeeded", last_error: null, updated_at: new Date() }
            : { last_error: outcome, updated_at: new Date() },
        )
        .where("client_secret", "=", clientSecret)
        .where("status", "=", "requires_payment_method")
        .returning(columns)
        .executeTakeFirst();
      return row ? toIntent(row) : null;
    },
  };
  return provider;
}

export type SandboxProvider = ReturnType<typeof sandboxProvider>;
