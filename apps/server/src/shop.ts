import type { ChosenPaymentMethod } from "@shop/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config/env.ts";
import { orderPageLimits, purchaseLimits, scaledLimits } from "./config/limits.ts";
import type { Database } from "./db/database.ts";
import { migrationNames } from "./db/migrate.ts";
import { addressLimits } from "./http/account-limit.ts";
import { sessionStore } from "./http/session.ts";
import { startMailWorker } from "./mail/mail-worker.ts";
import type { ShopIdentity } from "./mail/templates/layout.ts";
import { createMailTransport } from "./mail/transport.ts";
import { accountService } from "./modules/account/account.service.ts";
import { accountData } from "./modules/account/account-data.ts";
import { accountRecovery } from "./modules/account/account-recovery.ts";
import { searchAdmin } from "./modules/admin-search/admin-search.service.ts";
import { searchReportRepository } from "./modules/admin-search/search-report.repository.ts";
import { catalogues as bilingualCatalogues } from "./modules/catalog/catalog.service.ts";
import { productAdmin } from "./modules/catalog/product-admin.service.ts";
import { productCsv } from "./modules/catalog/product-csv.service.ts";
import { searchLog } from "./modules/catalog/search-log.ts";
import { contactService } from "./modules/contact/contact.service.ts";
import { messagesService } from "./modules/contact/messages.service.ts";
import { contentRepository } from "./modules/content/content.repository.ts";
import { contentService } from "./modules/content/content.service.ts";
import { bannersAdmin, storesAdmin } from "./modules/content/content-admin.service.ts";
import { customersAdmin } from "./modules/customers/customers-admin.service.ts";
import { deliveryAdmin } from "./modules/delivery/delivery-admin.service.ts";
import { cartCodeService } from "./modules/discount-codes/cart-code.ts";
import { discountCodesAdmin } from "./modules/discount-codes/discount-codes-admin.service.ts";
import { startGiftCardJob } from "./modules/gift-cards/gift-card-job.ts";
import { giftCardService } from "./modules/gift-cards/gift-cards.service.ts";
import { giftCardsAdmin } from "./modules/gift-cards/gift-cards-admin.ts";
import { healthService } from "./modules/health/health.service.ts";
import { chooseInvoicing } from "./modules/invoices/choose-invoicing.ts";
import { invoiceService } from "./modules/invoices/invoice.service.ts";
import { startInvoiceWorker } from "./modules/invoices/invoice-worker.ts";
import { chooseMediaStorage } from "./modules/media/choose-media-storage.ts";
import { pictureStore } from "./modules/media/picture-store.ts";
import { startDailyPurge } from "./modules/privacy/privacy.service.ts";
import { startPurchaseExpiry } from "./modules/purchase/expiry-job.ts";
import { orderPageService } from "./modules/purchase/order-page.service.ts";
import { startPickupReminderJob } from "./modules/purchase/pickup-reminder-job.ts";
import { purchaseService } from "./modules/purchase/purchase.service.ts";
import { purchaseAdmin } from "./modules/purchase/purchase-admin.service.ts";
import { purchaseCancel } from "./modules/purchase/purchase-cancel.service.ts";
import { purchaseEvents } from "./modules/purchase/purchase-events.ts";
import { unconfirmedRefunds } from "./modules/purchase/unconfirmed-refunds.service.ts";
import { returnsService } from "./modules/returns/returns.service.ts";
import { returnsAdmin } from "./modules/returns/returns-admin.service.ts";
import { salesAdmin } from "./modules/sales/sales-admin.service.ts";
import { startSalesJob } from "./modules/sales/sales-job.ts";
import { seoRepository } from "./modules/seo/seo.repository.ts";
import { seoService } from "./modules/seo/seo.service.ts";
import { startSizeAlertJob } from "./modules/size-alerts/size-alert-job.ts";
import { sizeAlertService } from "./modules/size-alerts/size-alerts.service.ts";
import { sizeGuidesAdmin, sizeGuidesPublic } from "./modules/size-guides/size-guides.service.ts";
import { staffAdmin } from "./modules/staff/staff-admin.service.ts";
import { staffAuth } from "./modules/staff/staff-auth.service.ts";
import type { GuardedRoute } from "./modules/staff/staff-guard.ts";
import { staffSessions } from "./modules/staff/staff-sessions.ts";
import { startLowStockJob } from "./modules/stock/low-stock-job.ts";
import { stockService } from "./modules/stock/stock.service.ts";
import { stockCsv } from "./modules/stock/stock-csv.service.ts";
import { startReservationExpiryJob } from "./modules/store-reservations/reservation-expiry-job.ts";
import { reservationPayments } from "./modules/store-reservations/reservation-payments.ts";
import { reservationService } from "./modules/store-reservations/reservations.service.ts";
import { reservationsAdmin } from "./modules/store-reservations/reservations-admin.ts";
import { categoriesAdmin, namedListsAdmin } from "./modules/taxonomy/taxonomy-admin.service.ts";
import { withdrawalService } from "./modules/withdrawal/withdrawal.service.ts";
import { chooseProviders } from "./payments/choose-provider.ts";

/** The shop's services wired to one database, with the caches and the mail worker they need. */
export async function createShop(options: {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  /** How long a buyer's wait call may hang (shorter in tests). */
  purchaseWaitMs?: number;
}) {
  const { config, database } = options;
  const content = contentService(contentRepository(database.db));
  const catalogues = bilingualCatalogues(database.db, options.log);
  // The shop's own catalogue (purchases, accounts, the back office) is the Portuguese one.
  const catalog = catalogues.pt;
  const searches = searchLog(searchReportRepository(database.db), options.log);
  const media = chooseMediaStorage(config);
  const pictures = pictureStore({ storage: media });
  const seo = seoService({
    catalogues,
    content,
    repository: seoRepository(database.db),
    publicUrl: config.publicUrl,
    mediaBaseUrl: config.mediaBaseUrl,
  });
  const sizeGuides = sizeGuidesPublic(database.db);
  // The sitemap lists products and categories: it goes with the caches that hold them.
  const catalogueChanged = () => {
    catalogues.invalidate();
    seo.invalidate();
    sizeGuides.invalidate();
  };
  const events = purchaseEvents();
  const stopListening = [
    await database.listen("persistent_changed", () => {
      content.invalidate();
      seo.invalidate();
    }),
    await database.listen("catalogue_changed", catalogueChanged),
    await database.listen("online_stock_changed", () => catalogues.onlineStockChanged()),
    await database.listen("purchase_state", (idShort) => events.notify(idShort)),
  ];
  const mail = startMailWorker({
    db: database.db,
    transport: createMailTransport({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      mailDir: config.mailDir,
    }),
    log: options.log,
  });

  async function shopIdentity(): Promise<ShopIdentity> {
    const settings = await content.settings();
    return {
      name: settings.contact_name,
      address: settings.contact_address,
      email: settings.contact_email || config.mailFrom,
      phone: settings.contact_phone,
      url: config.publicUrl,
      mediaBase: config.mediaBaseUrl,
    };
  }

  const invoices = invoiceService({
    db: database.db,
    provider: chooseInvoicing(config),
    invoicesDir: config.invoicesDir,
    log: options.log,
  });
  const invoiceWorker = startInvoiceWorker(invoices, options.log);
  // A payment or a refund queues its email and its invoice or credit note in one transaction.
  const onMailQueued = () => {
    void mail.kick();
    void invoiceWorker.kick();
  };
  const providers = chooseProviders(config, database.db);
  const { card, sandbox, multibanco, mbway } = providers;
  const orderDeps = { db: database.db, shopIdentity, onMailQueued, invoices };
  const giftCardJob = startGiftCardJob({ ...orderDeps, log: options.log });
  const purchases = purchaseService({
    db: database.db,
    invoices,
    card,
    multibanco,
    mbway,
    catalog,
    events,
    shopIdentity,
    // A payment may have made the gift cards the purchase bought: the job sends those due.
    onMailQueued: () => {
      onMailQueued();
      void giftCardJob.kick();
    },
    limits: scaledLimits(purchaseLimits, config.purchaseLimitsFactor),
    log: options.log,
    ...(options.purchaseWaitMs === undefined ? {} : { waitMs: options.purchaseWaitMs }),
  });
  const cancellations = purchaseCancel({
    ...orderDeps,
    card,
    mbway,
    log: options.log,
    settleCardIntent: purchases.settleCardIntent,
  });
  const returns = {
    customer: returnsService(orderDeps),
    admin: returnsAdmin({ ...orderDeps, card, mbway, log: options.log }),
  };
  const expiry = startPurchaseExpiry(purchases, [cancellations, returns.admin], options.log);
  const dailyPurge = startDailyPurge(database.db, options.log);
  const sessions = sessionStore(database.db);
  const sizeAlertJob = startSizeAlertJob({ ...orderDeps, log: options.log });
  const pickupReminders = startPickupReminderJob({ ...orderDeps, log: options.log });
  const lowStockMail = startLowStockJob({ ...orderDeps, log: options.log });
  const reservationPay = reservationPayments({
    ...orderDeps,
    card,
    log: options.log,
    now: () => new Date(),
  });
  const reservationDeps = { ...orderDeps, payments: reservationPay, now: () => new Date() };
  const reservationExpiry = startReservationExpiryJob({
    db: database.db,
    payments: reservationPay,
    log: options.log,
  });
  const giftCards = giftCardService({ db: database.db, now: () => new Date() });
  stopListening.push(await database.listen("size_alerts_due", () => void sizeAlertJob.kick()));
  const accountDeps = { db: database.db, sessions, shopIdentity, onMailQueued };
  const recovery = accountRecovery(accountDeps);
  const staffSessionStore = staffSessions(database.db, {
    secureCookies: config.publicUrl.startsWith("https://"),
    // Production never lets an owner work without the second step.
    ownerNeedsTotp: config.nodeEnv === "production",
  });

  // A sale's percentage follows the list price: a product's change applies the sales again.
  const salesJob = startSalesJob({ db: database.db, log: options.log });
  const products = productAdmin({
    db: database.db,
    searchIds: catalog.searchIds,
    pictureExists: pictures.has,
    onCatalogueChanged: () => {
      catalogueChanged();
      void salesJob.kick();
    },
  });

  return {
    db: database.db,
    content,
    catalog,
    /** The catalogue in each language of the storefront (`catalog` is the Portuguese one). */
    catalogues,
    /** What shoppers search, counted for the back office's report. */
    searches,
    seo,
    /** The size guides the product pages open. */
    sizeGuides,
    products,
    /** «Saldos»: the back office's sales, and the job that starts and ends them on time. */
    sales: { admin: salesAdmin(database.db, () => void salesJob.kick()), job: salesJob },
    productCsv: productCsv({ db: database.db, products }),
    contact: contactService({ db: database.db, shopIdentity, onMailQueued }),
    messages: messagesService({ db: database.db, shopIdentity, onMailQueued }),
    purchases,
    orders: {
      admin: purchaseAdmin({ ...orderDeps, ifthenpayRefunds: providers.ifthenpayRefunds }),
      cancellations,
      unconfirmedRefunds: unconfirmedRefunds({
        db: database.db,
        ledger: providers.ifthenpayRefunds,
        cancellations,
        returns: returns.admin,
        log: options.log,
      }),
    },
    orderPages: orderPageService({
      db: database.db,
      cancellations,
      returns: returns.customer,
      confirmationLinks: scaledLimits(orderPageLimits, config.purchaseLimitsFactor)
        .newLinksPerAddress,
    }),
    withdrawals: withdrawalService({
      db: database.db,
      cancellations,
      returns: returns.customer,
      shopIdentity,
      onMailQueued,
    }),
    returns,
    sessions,
    perAddress: addressLimits(database.db),
    accounts: accountService(accountDeps),
    recovery,
    sizeAlerts: sizeAlertService({ ...orderDeps, onDue: () => void sizeAlertJob.kick() }),
    /** "Reservar em loja": the customer's side and the back office's «Reservas». */
    reservations: {
      public: reservationService(reservationDeps),
      admin: reservationsAdmin(reservationDeps),
      payments: reservationPay,
    },
    /** Gift cards: the ledger the checkout will call, and the back office's «Cartões-presente». */
    giftCards: {
      service: giftCards,
      admin: giftCardsAdmin({
        db: database.db,
        giftCards,
        onIssued: () => void giftCardJob.kick(),
      }),
      job: giftCardJob,
    },
    /** A card intent's news: a reservation's, or else a purchase's. */
    async settleCardIntent(intentId: string, notificationId: string | null) {
      if (await reservationPay.paysReservation(intentId)) await reservationPay.settle(intentId);
      else await purchases.settleCardIntent(intentId, notificationId);
    },
    accountData: accountData({ db: database.db, catalogues }),
    customers: customersAdmin({ db: database.db, recovery }),
    staff: {
      sessions: staffSessionStore,
      auth: staffAuth(database.db, staffSessionStore),
      admin: staffAdmin(database.db, config.publicUrl),
      /** Every admin route and its access, filled as they are registered. */
      routes: [] as GuardedRoute[],
    },
    /** The back office's keeping of the shop's own data (taxonomy, home, stores, delivery, search). */
    shopData: {
      namedLists: namedListsAdmin(database.db),
      categories: categoriesAdmin(database.db),
      banners: bannersAdmin(database.db),
      stores: storesAdmin(database.db),
      delivery: deliveryAdmin(database.db),
      search: searchAdmin(database.db),
      sizeGuides: sizeGuidesAdmin(database.db),
    },
    stock: stockService(database.db),
    discountCodes: {
      cart: cartCodeService(
        database.db,
        scaledLimits(purchaseLimits, config.purchaseLimitsFactor).codeChecksPerAddress,
      ),
      admin: discountCodesAdmin(database.db),
    },
    stockCsv: stockCsv(database.db),
    card,
    sandbox,
    sandboxMbway: providers.sandboxMbway,
    ifthenpayKey: providers.ifthenpayKey,
    /** The payment methods a buyer may choose. */
    paymentMethods: offeredMethods(multibanco !== null, mbway !== null),
    mail,
    invoices,
    invoiceWorker,
    purchaseEvents: events,
    health: healthService({ db: database.db, migrations: await migrationNames() }),
    /** Where pictures are kept: DATA_DIR/media or the S3 bucket. */
    media,
    pictures,
    async stop() {
      await salesJob.stop();
      await expiry.stop();
      await dailyPurge.stop();
      await sizeAlertJob.stop();
      await pickupReminders.stop();
      await lowStockMail.stop();
      await reservationExpiry.stop();
      await giftCardJob.stop();
      events.releaseAll();
      await Promise.all(stopListening.map((stop) => stop()));
      await catalogues.stop();
      await searches.stop();
      await invoiceWorker.stop();
      await mail.stop();
    },
  };
}

function offeredMethods(multibanco: boolean, mbway: boolean): ChosenPaymentMethod[] {
  return [
    ...(multibanco ? (["MULTIBANCO"] as const) : []),
    "CREDIT",
    ...(mbway ? (["MBWAY"] as const) : []),
  ];
}

export type Shop = Awaited<ReturnType<typeof createShop>>;

declare module "fastify" {
  interface FastifyInstance {
    /** The shop's services, for jobs and tests that act without an HTTP request. */
    shop: Shop;
  }
}
