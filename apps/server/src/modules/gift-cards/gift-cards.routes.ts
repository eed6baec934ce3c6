import {
  GiftCardBalanceSchema,
  GiftCardCodeBodySchema,
  GiftCardIssueSchema,
  GiftCardListQuerySchema,
  GiftCardListSchema,
  GiftCardLookupSchema,
  GiftCardRedeemInStoreSchema,
  giftCardMessages,
} from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { giftCardLimits } from "../../config/limits.ts";
import type { AddressLimits } from "../../http/account-limit.ts";
import { ok, okSchema } from "../../http/envelope.ts";
import { staffOf } from "../staff/staff-guard.ts";
import type { GiftCardService } from "./gift-cards.service.ts";
import type { GiftCardsAdmin } from "./gift-cards-admin.ts";

/** The holder's page: a code's balance, last day and movements, without anyone's data. */
export async function giftCardPublicRoutes(
  app: FastifyInstance,
  { giftCards, perAddress }: { giftCards: GiftCardService; perAddress: AddressLimits },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/public/gift-cards/balance",
    {
      ...perAddress("gift-card-balance", giftCardLimits.lookupsPerAddress),
      schema: { body: GiftCardCodeBodySchema, response: { 200: okSchema(GiftCardBalanceSchema) } },
    },
    async (request) => {
      const { id: _id, ...card } = await giftCards.lookup(request.body.code);
      return ok(card);
    },
  );
  // The checkout's check of a card it will pay with: refused (in Portuguese) unless it can pay now.
  app.withTypeProvider<ZodTypeProvider>().post(
    "/public/gift-cards/quote",
    {
      ...perAddress("gift-card-balance", giftCardLimits.lookupsPerAddress),
      schema: { body: GiftCardCodeBodySchema, response: { 200: okSchema(GiftCardBalanceSchema) } },
    },
    async (request) => ok(await giftCards.quote(request.body.code)),
  );
}

const lookupReply = { response: { 200: okSchema(GiftCardLookupSchema) } };

/** «Cartões-presente» in the back office. */
export async function giftCardAdminRoutes(
  app: FastifyInstance,
  { giftCards }: { giftCards: GiftCardsAdmin },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/gift-cards",
    {
      config: { staffAccess: "orders.read" },
      schema: {
        querystring: GiftCardListQuerySchema,
        response: { 200: okSchema(GiftCardListSchema) },
      },
    },
    async (request) => ok(await giftCards.list(request.query)),
  );
  api.post(
    "/gift-cards/lookup",
    {
      config: { staffAccess: "pickups.read" },
      schema: { body: GiftCardCodeBodySchema, ...lookupReply },
    },
    async (request) => ok(await giftCards.lookup(request.body.code)),
  );
  api.post(
    "/gift-cards/redeem",
    {
      config: { staffAccess: "orders.pickup" },
      schema: { body: GiftCardRedeemInStoreSchema, ...lookupReply },
    },
    async (request) => {
      const card = await giftCards.redeemInStore(staffOf(request), request.body);
      return ok(card, giftCardMessages.redeemed(request.body.amountCents, card.balanceCents));
    },
  );
  api.post(
    "/gift-cards",
    {
      config: { staffAccess: "orders.refund" },
      schema: {
        body: GiftCardIssueSchema,
        response: {
          200: okSchema(
            z.object({ id: z.number().int(), expiresOn: z.string(), scheduled: z.boolean() }),
          ),
        },
      },
    },
    async (request) => {
      const { recipientEmail: email, deliveryDay } = request.body;
      const card = await giftCards.issue(staffOf(request), request.body);
      return ok(
        card,
        card.scheduled
          ? giftCardMessages.scheduled(email, deliveryDay)
          : giftCardMessages.issued(email),
      );
    },
  );
}
