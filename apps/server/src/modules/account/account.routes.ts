import {
  AddressBodySchema,
  accountMessages,
  ChangePasswordBodySchema,
  DeleteAccountBodySchema,
  EmailCodeBodySchema,
  IdSchema,
  LoginBodySchema,
  RecoverCheckBodySchema,
  RecoverPerformBodySchema,
  RecoverSendBodySchema,
  RegisterBodySchema,
  UserSettingsBodySchema,
} from "@shop/shared";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { ok } from "../../http/envelope.ts";
import { clearSessionCookie, type SessionStore, setSessionCookie } from "../../http/session.ts";
import { validate } from "../../http/validate.ts";
import type { AccountService } from "./account.service.ts";
import type { AccountData } from "./account-data.ts";
import type { AccountRecovery } from "./account-recovery.ts";

export interface AccountRouteDeps {
  accounts: AccountService;
  recovery: AccountRecovery;
  data: AccountData;
  sessions: SessionStore;
  secureCookies: boolean;
}

const LooseCartBodySchema = z.object({
  cart: z
    .record(
      z.string().max(12),
      z.object({
        id: z.number().int().min(1),
        quantities: z.record(z.string().max(10), z.number().int().min(0).max(1000)),
      }),
    )
    .refine((cart) => Object.keys(cart).length <= 100, "O carrinho tem demasiados produtos."),
});
const ProductParamsSchema = z.object({ productId: IdSchema });
const PurchaseParamsSchema = z.object({ id: IdSchema });

// Per client address; each account has its own limits too (see the services).
const perAddress = (max: number, minutes: number) => ({
  config: { rateLimit: { max, timeWindow: `${minutes} minutes` } },
});

/** Public account calls: register, sign in and out, recovery and email confirmation. */
export async function accountPublicRoutes(app: FastifyInstance, deps: AccountRouteDeps) {
  const { accounts, recovery, sessions, secureCookies } = deps;
  const signedIn = (reply: FastifyReply, result: { token: string; user: unknown }) => {
    setSessionCookie(reply, result.token, secureCookies);
    return ok(result);
  };

  app.post("/users/client", perAddress(10, 60), async (request, reply) =>
    signedIn(reply, await accounts.register(validate(RegisterBodySchema, request.body))),
  );
  app.post("/users/client/token", perAddress(20, 15), async (request, reply) =>
    signedIn(reply, await accounts.login(validate(LoginBodySchema, request.body))),
  );
  app.post("/users/client/logout", async (request, reply) => {
    const session = await sessions.of(request);
    if (session) await accounts.logout(session);
    clearSessionCookie(reply, secureCookies);
    return ok(null);
  });
  app.post("/users/client/recover/send", perAddress(10, 60), async (request) => {
    await recovery.sendRecovery(validate(RecoverSendBodySchema, request.body).email);
    return ok(null, accountMessages.recoverySent);
  });
  app.post("/users/client/recover/check", perAddress(30, 15), async (request) => {
    await recovery.checkRecovery(validate(RecoverCheckBodySchema, request.body).recoveryToken);
    return ok(null);
  });
  app.post("/users/client/recover/perform", perAddress(10, 15), async (request) => {
    const body = validate(RecoverPerformBodySchema, request.body);
    await recovery.performRecovery(body.recoveryToken, body.password);
    return ok(null, accountMessages.recoveredText);
  });
  app.post("/users/client/emailCode", perAddress(30, 15), async (request) =>
    ok(await recovery.confirmEmail(validate(EmailCodeBodySchema, request.body).emailCode)),
  );
}

/** Calls that need a session (401 without); they only ever touch the caller's own data. */
export async function accountPrivateRoutes(app: FastifyInstance, deps: AccountRouteDeps) {
  const { accounts, recovery, data, sessions, secureCookies } = deps;
  const user = async (request: Parameters<SessionStore["require"]>[0]) =>
    (await sessions.require(request)).userId;

  app.get("/users/client", async (request) => ok(await accounts.me(await user(request))));
  app.post("/users/client/emailCode/resend", perAddress(10, 60), async (request) => {
    await recovery.resendConfirmation(await user(request));
    return ok(null, accountMessages.confirmationResent);
  });
  app.post("/users/client/delete", async (request, reply) => {
    const userId = await user(request);
    await accounts.deleteAccount(userId, validate(DeleteAccountBodySchema, request.body).password);
    clearSessionCookie(reply, secureCookies);
    return ok(null);
  });
  app.patch("/users/client/password", async (request) => {
    const session = await sessions.require(request);
    await accounts.changePassword(session, validate(ChangePasswordBodySchema, request.body));
    return ok(null, accountMessages.passwordChanged);
  });
  app.patch("/users/client/settings", async (request) => {
    const userId = await user(request);
    const body = validate(UserSettingsBodySchema, request.body);
    return ok(await accounts.updateSettings(userId, body), accountMessages.dataChanged);
  });
  app.post("/users/client/wishlist/:productId", async (request) => {
    const userId = await user(request);
    const { productId } = validate(ProductParamsSchema, request.params);
    return ok(await data.toggleWishlist(userId, productId));
  });
  app.get("/users/client/wishlist/products", async (request) =>
    ok(await data.wishlistProducts(await user(request))),
  );
  app.post("/users/client/cart", async (request) => {
    const userId = await user(request);
    return ok(await data.saveCart(userId, validate(LooseCartBodySchema, request.body).cart));
  });
  app.get("/users/client/address", async (request) =>
    ok(await data.addresses(await user(request))),
  );
  app.post("/users/client/address", async (request) => {
    const userId = await user(request);
    return ok(
      await data.saveAddress(userId, validate(AddressBodySchema, request.body)),
      accountMessages.dataChanged,
    );
  });
  app.get("/users/client/purchases", async (request) =>
    ok(await data.purchases(await user(request))),
  );
  app.get("/users/client/purchase/:id/products", async (request) => {
    const userId = await user(request);
    const { id } = validate(PurchaseParamsSchema, request.params);
    return ok(await data.purchaseProducts(userId, id));
  });
}
