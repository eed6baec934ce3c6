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
import { accountLimits } from "../../config/limits.ts";
import type { AddressLimits } from "../../http/account-limit.ts";
import { ok } from "../../http/envelope.ts";
import { clearSessionCookie, type SessionStore, setSessionCookie } from "../../http/session.ts";
import { validate } from "../../http/validate.ts";
import { type AccountService, EMAIL_CLAIMS } from "./account.service.ts";
import type { AccountData } from "./account-data.ts";
import type { AccountRecovery } from "./account-recovery.ts";

export interface AccountRouteDeps {
  accounts: AccountService;
  recovery: AccountRecovery;
  data: AccountData;
  sessions: SessionStore;
  /** Limits per client address, counted in the database. */
  perAddress: AddressLimits;
  secureCookies: boolean;
}

const LooseCartSchema = z
  .record(
    z.string().max(12),
    z.object({
      id: z.number().int().min(1),
      quantities: z.record(z.string().max(10), z.number().int().min(0).max(1000)),
    }),
  )
  .refine((cart) => Object.keys(cart).length <= 100, "O carrinho tem demasiados produtos.");
/** The cart to save and, optionally, the account's cart it was changed from (see saveCart). */
const LooseCartBodySchema = z.object({ cart: LooseCartSchema, base: LooseCartSchema.optional() });
const ProductParamsSchema = z.object({ productId: IdSchema });
const PurchaseParamsSchema = z.object({ id: IdSchema });

/** Public account calls: register, sign in and out, recovery and email confirmation. */
export async function accountPublicRoutes(app: FastifyInstance, deps: AccountRouteDeps) {
  const { accounts, recovery, sessions, perAddress, secureCookies } = deps;
  const limits = accountLimits;
  const signedIn = (reply: FastifyReply, result: { token: string; user: unknown }) => {
    setSessionCookie(reply, result.token, secureCookies);
    return ok(result);
  };

  app.post("/users/client", perAddress(EMAIL_CLAIMS, limits.emailClaims), async (request, reply) =>
    signedIn(reply, await accounts.register(validate(RegisterBodySchema, request.body))),
  );
  app.post("/users/client/token", async (request, reply) =>
    signedIn(reply, await accounts.login(validate(LoginBodySchema, request.body), request.ip)),
  );
  app.post("/users/client/logout", async (request, reply) => {
    const session = await sessions.of(request);
    if (session) await accounts.logout(session);
    clearSessionCookie(reply, secureCookies);
    return ok(null);
  });
  app.post(
    "/users/client/recover/send",
    perAddress("recover-send", limits.recoverySend),
    async (request) => {
      await recovery.sendRecovery(validate(RecoverSendBodySchema, request.body).email);
      return ok(null, accountMessages.recoverySent);
    },
  );
  app.post(
    "/users/client/recover/check",
    perAddress("recover-check", limits.recoveryCheck),
    async (request) => {
      await recovery.checkRecovery(validate(RecoverCheckBodySchema, request.body).recoveryToken);
      return ok(null);
    },
  );
  app.post(
    "/users/client/recover/perform",
    perAddress("recover-perform", limits.recoveryPerform),
    async (request) => {
      const body = validate(RecoverPerformBodySchema, request.body);
      await recovery.performRecovery(body.recoveryToken, body.password);
      return ok(null, accountMessages.recoveredText);
    },
  );
  app.post("/users/client/emailCode", perAddress("email-code", limits.emailCode), async (request) =>
    ok(await recovery.confirmEmail(validate(EmailCodeBodySchema, request.body).emailCode)),
  );
}

/** Calls that need a session (401 without); they only ever touch the caller's own data. */
export async function accountPrivateRoutes(app: FastifyInstance, deps: AccountRouteDeps) {
  const { accounts, recovery, data, sessions, perAddress, secureCookies } = deps;
  const user = async (request: Parameters<SessionStore["require"]>[0]) =>
    (await sessions.require(request)).userId;

  app.get("/users/client", async (request) => ok(await accounts.me(await user(request))));
  app.post(
    "/users/client/emailCode/resend",
    perAddress("confirmation-resend", accountLimits.confirmationResend),
    async (request) => {
      await recovery.resendConfirmation(await user(request));
      return ok(null, accountMessages.confirmationResent);
    },
  );
  app.post("/users/client/delete", async (request, reply) => {
    const userId = await user(request);
    const { password } = validate(DeleteAccountBodySchema, request.body);
    await accounts.deleteAccount(userId, password, request.ip);
    clearSessionCookie(reply, secureCookies);
    return ok(null);
  });
  app.patch("/users/client/password", async (request) => {
    const session = await sessions.require(request);
    const body = validate(ChangePasswordBodySchema, request.body);
    await accounts.changePassword(session, body, request.ip);
    return ok(null, accountMessages.passwordChanged);
  });
  app.patch("/users/client/settings", async (request) => {
    const userId = await user(request);
    const body = validate(UserSettingsBodySchema, request.body);
    const updated = await accounts.updateSettings(userId, body, request.ip);
    return ok(updated, accountMessages.dataChanged);
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
    const { cart, base } = validate(LooseCartBodySchema, request.body);
    return ok(await data.saveCart(userId, cart, base));
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
