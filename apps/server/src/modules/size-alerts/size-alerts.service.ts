import {
  DAY_MS,
  ErrorCode,
  type GuestSizeAlertBody,
  type Language,
  mainPicture,
  sizeAlertMessages as messages,
  SIZE_ALERTS_PER_EMAIL,
  type SizeAlert,
  type SizeAlertBody,
} from "@shop/shared";
import type { Kysely, Transaction } from "kysely";
import { sizeAlertLimits } from "../../config/limits.ts";
import type { DB } from "../../db/schema.ts";
import { emailKey, limitAttempts } from "../../http/account-limit.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { hashToken, newToken } from "../../http/session.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import type { ShopIdentity } from "../../mail/templates/layout.ts";
import { sizeAlertConfirmationMail } from "../../mail/templates/size-alert-emails.ts";
import { alertLinks, alertPageUrl, productName } from "./size-alert-links.ts";
import { sizeAlertsRepository as repo } from "./size-alerts.repository.ts";

/** How long a guest's confirmation link works; the daily purge deletes what was never confirmed. */
export const CONFIRM_DAYS = 7;

const invalidLink = () => new AppError(ErrorCode.INVALID_TOKEN, messages.invalidLink);
const inStock = () => new AppError(ErrorCode.CONFLICT, messages.inStock);

export interface SizeAlertDeps {
  db: Kysely<DB>;
  shopIdentity: () => Promise<ShopIdentity>;
  onMailQueued: () => void;
  /** Wakes the job that sends due alerts (an alert confirmed while its size is back). */
  onDue: () => void;
}

/** "Avisem-me": guests' alerts confirmed by email, customers' at once, links that end them. */
export function sizeAlertService({ db, shopIdentity, onMailQueued, onDue }: SizeAlertDeps) {
  /**
   * The product on sale and its size (its title in `language`): 404 for a product that is not,
   * 400 for a size it lacks.
   */
  async function saleable(body: SizeAlertBody, language: Language = "pt") {
    const product = await repo.activeProductWithSize(db, body.productId, body.size, language);
    if (!product) throw notFound(messages.productNotFound);
    if (product.size === null)
      throw new AppError(ErrorCode.VALIDATION, messages.unknownSize, {
        size: messages.unknownSize,
      });
    return product;
  }

  /** Every ask counts against the email, whoever asks: a stranger cannot flood an inbox. */
  const limitEmail = (email: string) => {
    const { max, windowSeconds } = sizeAlertLimits.askPerEmail;
    return limitAttempts(db, `size-alert:${emailKey(email)}`, max, windowSeconds);
  };

  /**
   * Writes the alert (or finds the open one of that email and size) while the size's online
   * balance is locked: a size in stock is refused, and a restock cannot slip between.
   */
  async function write(
    trx: Transaction<DB>,
    body: SizeAlertBody,
    alert: Parameters<typeof repo.upsert>[1],
  ) {
    if ((await repo.lockOnlineUnits(trx, body.productId, body.size)) > 0) throw inStock();
    const row = await repo.upsert(trx, alert);
    if (row.created && (await repo.openAlertsOf(trx, alert.email)) > SIZE_ALERTS_PER_EMAIL)
      throw new AppError(ErrorCode.TOO_MANY_REQUESTS, messages.tooMany);
    return row;
  }

  /** The signed-in customer, with the account's email in lower case. */
  async function customer(userId: number) {
    const user = await repo.user(db, userId);
    if (!user) throw notFound();
    return { id: user.id, email: user.email.toLowerCase() };
  }

  /** The sizes of a product the customer waits for (their alerts and their email's). */
  async function sizesOf(userId: number, productId: number) {
    const rows = await repo.openSizesOf(db, productId, await customer(userId));
    return { sizes: rows.map((row) => row.size) };
  }

  return {
    /**
     * A guest's alert: a confirmation email with its links, unless that email's alert of the size
     * is already on. The answer is the same whether the email has an account or not.
     */
    async askAsGuest(body: GuestSizeAlertBody, language: Language = "pt"): Promise<void> {
      await limitEmail(body.email);
      const product = await saleable(body, language);
      const shop = await shopIdentity();
      const confirmCode = newToken();
      const unsubscribeCode = newToken();
      const queued = await db.transaction().execute(async (trx) => {
        const row = await write(trx, body, {
          productId: body.productId,
          size: body.size,
          email: body.email,
          userId: null,
          confirmHash: hashToken(confirmCode),
          unsubscribeHash: hashToken(unsubscribeCode),
          language,
        });
        if (row.state !== "PENDING") return false;
        const links = alertLinks(shop, body.productId, unsubscribeCode, language);
        await enqueueMail(trx, "SIZE_ALERT_CONFIRMATION", {
          to: body.email,
          ...sizeAlertConfirmationMail(
            {
              title: productName(product),
              size: body.size,
              picture: mainPicture(product.pictures),
              ...links,
              confirmUrl: alertPageUrl(shop, `/size-alerts/confirm/${confirmCode}`, language),
              language,
            },
            shop,
          ),
        });
        return true;
      });
      if (queued) onMailQueued();
    },

    /** A customer's alert, to the account's email, on at once; answers the product's alerts. */
    async askAsCustomer(userId: number, body: SizeAlertBody, language: Language = "pt") {
      const { email } = await customer(userId);
      await limitEmail(email);
      await saleable(body);
      await db.transaction().execute((trx) =>
        write(trx, body, {
          productId: body.productId,
          size: body.size,
          email,
          userId,
          confirmHash: null,
          unsubscribeHash: hashToken(newToken()),
          language,
        }),
      );
      return sizesOf(userId, body.productId);
    },

    sizesOf,

    /** The emailed link turns the alert on; following it again says the same. */
    async confirm(code: string): Promise<SizeAlert> {
      const { alert, due } = await db.transaction().execute(async (trx) => {
        const alert = await repo.byHash(trx, "confirm_hash", hashToken(code));
        if (!alert || alert.state === "NOTIFIED" || alert.state === "CANCELED") throw invalidLink();
        if (alert.state !== "PENDING") return { alert, due: false };
        const expired = alert.created_at.getTime() < Date.now() - CONFIRM_DAYS * DAY_MS;
        if (expired) throw invalidLink();
        const units = await repo.lockOnlineUnits(trx, alert.product_id, alert.size);
        await repo.confirm(trx, alert.id, units > 0 ? "DUE" : "ACTIVE");
        return { alert, due: units > 0 };
      });
      if (due) onDue();
      return { productId: alert.product_id, title: productName(alert), size: alert.size };
    },

    /** One click ends the alert; an alert that already ended answers the same. */
    async unsubscribe(code: string): Promise<SizeAlert> {
      const alert = await db.transaction().execute(async (trx) => {
        const alert = await repo.byHash(trx, "unsubscribe_hash", hashToken(code));
        if (!alert) throw invalidLink();
        if (alert.state !== "NOTIFIED" && alert.state !== "CANCELED")
          await repo.end(trx, alert.id, "CANCELED");
        return alert;
      });
      return { productId: alert.product_id, title: productName(alert), size: alert.size };
    },
  };
}

export type SizeAlertService = ReturnType<typeof sizeAlertService>;
