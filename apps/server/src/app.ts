import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import type { Config } from "./config/env.ts";
import {
  adminDistDir as builtBackOfficeDir,
  webDistDir as builtStorefrontDir,
  webServerEntry as builtStorefrontRenderer,
} from "./config/paths.ts";
import type { Database } from "./db/database.ts";
import { registerAnswerLanguage } from "./http/answer-language.ts";
import { registerBackOffice } from "./http/back-office.ts";
import { drainOnClose } from "./http/closing.ts";
import { registerCompression } from "./http/compression.ts";
import { apiNotFound, registerErrorHandling } from "./http/error-handler.ts";
import { openApiRoute, registerRouteSchemas } from "./http/openapi.ts";
import {
  acceptEmptyJsonBodies,
  neverStorePersonalData,
  requireJsonCalls,
} from "./http/private-calls.ts";
import { readyAnswers } from "./http/ready-answers.ts";
import {
  loggerOption,
  registerRequestLog,
  requestIds,
  requestRecorder,
} from "./http/request-log.ts";
import { registerSecurityHeaders } from "./http/security.ts";
import { registerStorefront } from "./http/storefront.ts";
import { accountPrivateRoutes, accountPublicRoutes } from "./modules/account/account.routes.ts";
import { adminApi } from "./modules/admin/admin-api.ts";
import { catalogRoutes } from "./modules/catalog/catalog.routes.ts";
import { contactRoutes } from "./modules/contact/contact.routes.ts";
import { contentRoutes } from "./modules/content/content.routes.ts";
import { cartCodeRoutes } from "./modules/discount-codes/discount-codes.routes.ts";
import { giftCardPublicRoutes } from "./modules/gift-cards/gift-cards.routes.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { invoicePublicRoutes } from "./modules/invoices/invoice.routes.ts";
import { mediaRoutes } from "./modules/media/media.routes.ts";
import {
  ifthenpayCallbackRoutes,
  paymentConfigRoutes,
  paymentWebhookRoutes,
  sandboxMbwayRoutes,
  sandboxPaymentRoutes,
} from "./modules/payments/payments.routes.ts";
import { customerOrderRoutes, orderPageRoutes } from "./modules/purchase/order-page.routes.ts";
import { purchaseRoutes } from "./modules/purchase/purchase.routes.ts";
import { returnCustomerRoutes } from "./modules/returns/returns.routes.ts";
import { seoRoutes } from "./modules/seo/seo.routes.ts";
import {
  sizeAlertCustomerRoutes,
  sizeAlertPublicRoutes,
} from "./modules/size-alerts/size-alerts.routes.ts";
import { sizeGuidePublicRoutes } from "./modules/size-guides/size-guides.routes.ts";
import { reservationPublicRoutes } from "./modules/store-reservations/reservations.routes.ts";
import { withdrawalRoutes } from "./modules/withdrawal/withdrawal.routes.ts";
import type { ShopMetrics } from "./operations/metrics/metrics.ts";
import { createShop } from "./shop.ts";

export interface AppOptions {
  config: Config;
  database: Database;
  /** Serve the built storefront and back office (off in API tests). */
  serveStorefront?: boolean;
  /** How long a buyer's wait call may hang (shorter in tests). */
  purchaseWaitMs?: number;
  /** Where the built storefront is (apps/web/dist). */
  webDistDir?: string;
  /** The storefront's server renderer (apps/web/dist-server/entry-server.js). */
  webServerEntry?: string;
  /** Where the built back office is (apps/admin/dist). */
  adminDistDir?: string;
  /** The Prometheus metrics requests are counted in (server.ts, when METRICS_PORT is set). */
  metrics?: ShopMetrics;
}

const BODY_LIMIT = 1024 * 1024;
const API_VERSION = "1.0.0";

/** TRUST_PROXY's hop count trusts that many proxies nearest the server (Fastify's types lack numbers). */
function trustProxyOption(trust: Config["trustProxy"]) {
  return typeof trust === "number" ? (_address: string, hop: number) => hop < trust : trust;
}

/** The product of a /product/{id} page route. */
function productIdOf(path: string): number | null {
  const id = path.match(/^\/product\/(\d{1,9})$/)?.[1];
  return id ? Number(id) : null;
}

/** The whole HTTP application; never listens (server.ts does), so tests can inject requests. */
export async function buildApp({
  config,
  database,
  serveStorefront = true,
  purchaseWaitMs,
  webDistDir = builtStorefrontDir,
  webServerEntry = builtStorefrontRenderer,
  adminDistDir = builtBackOfficeDir,
  metrics,
}: AppOptions): Promise<FastifyInstance> {
  const nextRequestId = requestIds();
  const answers = readyAnswers(nextRequestId);
  const app = Fastify({
    logger: loggerOption(config),
    // Fastify's two lines per request are off: requestRecorder writes one.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: nextRequestId,
    bodyLimit: BODY_LIMIT,
    trustProxy: trustProxyOption(config.trustProxy),
    serverFactory: answers.serverFactory,
  });
  // JSON only: a cross-site form (text/plain, urlencoded, multipart) is refused with 415.
  app.removeContentTypeParser("text/plain");
  const recorder = requestRecorder(app.log, metrics);
  answers.recordWith(recorder);
  registerRequestLog(app, recorder);
  registerErrorHandling(app);
  registerAnswerLanguage(app);
  registerSecurityHeaders(app, config.mediaBaseUrl);
  requireJsonCalls(app);
  acceptEmptyJsonBodies(app);
  neverStorePersonalData(app);
  registerCompression(app);
  await app.register(fastifyCookie);
  await registerRouteSchemas(app, API_VERSION);

  const shop = await createShop({
    config,
    database,
    log: app.log,
    ...(purchaseWaitMs === undefined ? {} : { purchaseWaitMs }),
  });
  app.decorate("shop", shop);
  drainOnClose(app, () => shop.purchaseEvents.releaseAll());
  app.addHook("onClose", () => shop.stop());

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { health: shop.health });
      await api.register(contentRoutes, { content: shop.content, answers });
      await api.register(catalogRoutes, {
        catalogues: shop.catalogues,
        searches: shop.searches,
        answers,
      });
      await api.register(sizeGuidePublicRoutes, { sizeGuides: shop.sizeGuides });
      await api.register(contactRoutes, { contact: shop.contact, perAddress: shop.perAddress });
      await api.register(purchaseRoutes, { purchases: shop.purchases, sessions: shop.sessions });
      await api.register(cartCodeRoutes, {
        cartCodes: shop.discountCodes.cart,
        sessions: shop.sessions,
      });
      const accountDeps = {
        accounts: shop.accounts,
        recovery: shop.recovery,
        data: shop.accountData,
        sessions: shop.sessions,
        perAddress: shop.perAddress,
        secureCookies: config.publicUrl.startsWith("https://"),
        invoices: shop.invoices,
      };
      await api.register(accountPublicRoutes, accountDeps);
      await api.register(accountPrivateRoutes, accountDeps);
      await api.register(returnCustomerRoutes, {
        returns: shop.returns.customer,
        sessions: shop.sessions,
        data: shop.accountData,
      });
      const sizeAlertDeps = {
        alerts: shop.sizeAlerts,
        sessions: shop.sessions,
        perAddress: shop.perAddress,
      };
      await api.register(sizeAlertPublicRoutes, sizeAlertDeps);
      await api.register(sizeAlertCustomerRoutes, sizeAlertDeps);
      await api.register(reservationPublicRoutes, {
        reservations: shop.reservations.public,
        sessions: shop.sessions,
        perAddress: shop.perAddress,
      });
      await api.register(giftCardPublicRoutes, {
        giftCards: shop.giftCards.service,
        perAddress: shop.perAddress,
      });
      await api.register(invoicePublicRoutes, { invoices: shop.invoices });
      const orderPageDeps = { orderPages: shop.orderPages, sessions: shop.sessions };
      await api.register(orderPageRoutes, orderPageDeps);
      await api.register(customerOrderRoutes, orderPageDeps);
      await api.register(withdrawalRoutes, {
        withdrawals: shop.withdrawals,
        sessions: shop.sessions,
      });
      await api.register(paymentConfigRoutes, {
        card: shop.card,
        methods: shop.paymentMethods,
        answers,
      });
      const settleCardIntent = shop.settleCardIntent;
      await api.register(paymentWebhookRoutes, { card: shop.card, settleCardIntent });
      if (shop.sandbox) {
        await api.register(sandboxPaymentRoutes, {
          sandbox: shop.sandbox,
          purchases: shop.purchases,
          settleCardIntent,
        });
      }
      if (shop.sandboxMbway)
        await api.register(sandboxMbwayRoutes, {
          mbway: shop.sandboxMbway,
          purchases: shop.purchases,
        });
      if (shop.ifthenpayKey)
        await api.register(ifthenpayCallbackRoutes, {
          antiPhishingKey: shop.ifthenpayKey,
          purchases: shop.purchases,
        });
      await api.register(adminApi, { prefix: "/admin", shop });
      await api.register(openApiRoute);
      api.setNotFoundHandler((_request, reply) => reply.status(404).send(apiNotFound()));
    },
    { prefix: "/api" },
  );
  await app.register(mediaRoutes, { storage: shop.media });
  await app.register(seoRoutes, { seo: shop.seo });
  if (serveStorefront) {
    await registerBackOffice(app, { adminDistDir });
    await registerStorefront(app, {
      webDistDir,
      publicUrl: config.publicUrl,
      serverEntry: webServerEntry,
      pageMeta: shop.seo.pageMeta,
      onDataChanged(drop) {
        shop.catalog.onInvalidate(drop);
        shop.content.onInvalidate(drop);
      },
      cachedPageServed(path) {
        const id = productIdOf(path);
        if (id) shop.catalog.countView(id);
      },
      readyBody: answers.readyBody,
    });
  } else app.setNotFoundHandler((_request, reply) => reply.status(404).send(apiNotFound()));
  return app;
}
