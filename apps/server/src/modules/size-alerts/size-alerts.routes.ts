import {
  CustomerSizeAlertsSchema,
  GuestSizeAlertBodySchema,
  SizeAlertBodySchema,
  SizeAlertLinkBodySchema,
  SizeAlertProductParamsSchema,
  SizeAlertSchema,
  sizeAlertMessages,
} from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { sizeAlertLimits as limits } from "../../config/limits.ts";
import type { AddressLimits } from "../../http/account-limit.ts";
import { ok, okSchema } from "../../http/envelope.ts";
import { requestLanguage } from "../../http/request-language.ts";
import type { SessionStore } from "../../http/session.ts";
import type { SizeAlertService } from "./size-alerts.service.ts";

export interface SizeAlertRouteDeps {
  alerts: SizeAlertService;
  sessions: SessionStore;
  perAddress: AddressLimits;
}

const alertReply = { response: { 200: okSchema(SizeAlertSchema) } };
const sizesReply = { response: { 200: okSchema(CustomerSizeAlertsSchema) } };

/** A guest's "Avisem-me" and the emailed links that confirm or cancel an alert. */
export async function sizeAlertPublicRoutes(app: FastifyInstance, deps: SizeAlertRouteDeps) {
  const { alerts, perAddress } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    "/public/size-alerts",
    {
      ...perAddress("size-alert", limits.askPerAddress),
      schema: { body: GuestSizeAlertBodySchema, response: { 200: okSchema(z.null()) } },
    },
    async (request) => {
      await alerts.askAsGuest(request.body, requestLanguage(request));
      return ok(null, sizeAlertMessages.guestAsked);
    },
  );
  api.post(
    "/public/size-alerts/confirm",
    {
      ...perAddress("size-alert-link", limits.linksPerAddress),
      schema: { body: SizeAlertLinkBodySchema, ...alertReply },
    },
    async (request) => ok(await alerts.confirm(request.body.code)),
  );
  api.post(
    "/public/size-alerts/unsubscribe",
    {
      ...perAddress("size-alert-link", limits.linksPerAddress),
      schema: { body: SizeAlertLinkBodySchema, ...alertReply },
    },
    async (request) => ok(await alerts.unsubscribe(request.body.code)),
  );
}

/** A signed-in customer's alerts, to the account's email (401 without a session). */
export async function sizeAlertCustomerRoutes(app: FastifyInstance, deps: SizeAlertRouteDeps) {
  const { alerts, sessions, perAddress } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook("preValidation", async (request) => {
    await sessions.require(request);
  });
  const user = async (request: Parameters<SessionStore["require"]>[0]) =>
    (await sessions.require(request)).userId;

  api.get(
    "/users/client/size-alerts/:productId",
    { schema: { params: SizeAlertProductParamsSchema, ...sizesReply } },
    async (request) => ok(await alerts.sizesOf(await user(request), request.params.productId)),
  );
  api.post(
    "/users/client/size-alerts",
    {
      ...perAddress("size-alert", limits.askPerAddress),
      schema: { body: SizeAlertBodySchema, ...sizesReply },
    },
    async (request) =>
      ok(
        await alerts.askAsCustomer(await user(request), request.body, requestLanguage(request)),
        sizeAlertMessages.customerAsked(request.body.size),
      ),
  );
}
