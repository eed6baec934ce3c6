import {
  AccountLanguageBodySchema,
  AddressBodySchema,
  AddressSchema,
  accountMessages,
  CartSchema,
  ChangePasswordBodySchema,
  DeleteAccountBodySchema,
  EmailCodeBodySchema,
  EmailConfirmationSchema,
  IdSchema,
  LoginBodySchema,
  ProductSchema,
  PurchasedProductSchema,
  PurchaseRecordSchema,
  RecoverCheckBodySchema,
  RecoverPerformBodySchema,
  RecoverSendBodySchema,
  RegisterBodySchema,
  SignedInSchema,
  UserSchema,
  UserSettingsBodySchema,
} from "@shop/shared";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { accountLimits } from "../../config/limits.ts";
import type { AddressLimits } from "../../http/account-limit.ts";
import { ok, okSchema } from "../../http/envelope.ts";
import { answerLanguage, requestLanguage } from "../../http/request-language.ts";
import { clearSessionCookie, type SessionStore, setSessionCookie } from "../../http/session.ts";
import { sendInvoicePdf } from "../invoices/invoice.routes.ts";
import type { InvoiceService } from "../invoices/invoice.service.ts";
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
  invoices: InvoiceService;
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
const nothing = { response: { 200: okSchema(z.null()) } };
const signedInReply = { response: { 200: okSchema(SignedInSchema) } };
const AddressesSchema = z.object({
  delivery: AddressSchema.nullable(),
  invoice: AddressSchema.nullable(),
});

/** Public account calls: register, sign in and out, recovery and email confirmation. */
export async function accountPublicRoutes(app: FastifyInstance, deps: AccountRouteDeps) {
  const { accounts, recovery, sessions, perAddress, secureCookies } = deps;
  const limits = accountLimits;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = <T extends { token: string }>(reply: FastifyReply, result: T) => {
    setSessionCookie(reply, result.token, secureCookies);
    return ok(result);
  };

  api.post(
    "/users/client",
    {
      ...perAddress(EMAIL_CLAIMS, limits.emailClaims),
      schema: { body: RegisterBodySchema, ...signedInReply },
    },
    async (request, reply) => {
      const language = request.body.language ?? requestLanguage(request);
      return signedIn(reply, await accounts.register({ ...request.body, language }));
    },
  );
  api.post(
    "/users/client/token",
    { schema: { body: LoginBodySchema, ...signedInReply } },
    async (request, reply) => signedIn(reply, await accounts.login(request.body, request.ip)),
  );
  // Who is signed in, asked by the storefront on each first visit: a visitor gets null rather than
  // GET /users/client's 401, which browsers log as an error on every page of a visitor.
  api.get(
    "/users/client/session",
    { schema: { response: { 200: okSchema(UserSchema.nullable()) } } },
    async (request) => {
      const session = await sessions.of(request);
      return ok(session ? await accounts.me(session.userId) : null);
    },
  );
  api.post("/users/client/logout", { schema: nothing }, async (request, reply) => {
    const session = await sessions.of(request);
    if (session) await accounts.logout(session);
    clearSessionCookie(reply, secureCookies);
    return ok(null);
  });
  api.post(
    "/users/client/recover/send",
    {
      ...perAddress("recover-send", limits.recoverySend),
      schema: { body: RecoverSendBodySchema, ...nothing },
    },
    async (request) => {
      await recovery.sendRecovery(request.body.email);
      return ok(null, accountMessages.recoverySent);
    },
  );
  api.post(
    "/users/client/recover/check",
    {
      ...perAddress("recover-check", limits.recoveryCheck),
      schema: { body: RecoverCheckBodySchema, ...nothing },
    },
    async (request) => {
      await recovery.checkRecovery(request.body.recoveryToken);
      return ok(null);
    },
  );
  api.post(
    "/users/client/recover/perform",
    {
      ...perAddress("recover-perform", limits.recoveryPerform),
      schema: { body: RecoverPerformBodySchema, ...nothing },
    },
    async (request) => {
      await recovery.performRecovery(request.body.recoveryToken, request.body.password);
      return ok(null, accountMessages.recoveredText);
    },
  );
  api.post(
    "/users/client/emailCode",
    {
      ...perAddress("email-code", limits.emailCode),
      schema: { body: EmailCodeBodySchema, response: { 200: okSchema(EmailConfirmationSchema) } },
    },
    async (request) => ok(await recovery.confirmEmail(request.body.emailCode)),
  );
}

/** Calls that need a session (401 without, before the input is read); they only ever touch the caller's own data. */
export async function accountPrivateRoutes(app: FastifyInstance, deps: AccountRouteDeps) {
  const { accounts, recovery, data, sessions, perAddress, secureCookies } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook("preValidation", async (request) => {
    await sessions.require(request);
  });
  const user = async (request: Parameters<SessionStore["require"]>[0]) =>
    (await sessions.require(request)).userId;

  api.get(
    "/users/client",
    { schema: { response: { 200: okSchema(UserSchema) } } },
    async (request) => ok(await accounts.me(await user(request))),
  );
  api.put(
    "/users/client/language",
    { schema: { body: AccountLanguageBodySchema, ...nothing } },
    async (request) => {
      await accounts.setLanguage(await user(request), request.body.language);
      return ok(null);
    },
  );
  api.post(
    "/users/client/emailCode/resend",
    { ...perAddress("confirmation-resend", accountLimits.confirmationResend), schema: nothing },
    async (request) => {
      await recovery.resendConfirmation(await user(request));
      return ok(null, accountMessages.confirmationResent);
    },
  );
  api.post(
    "/users/client/delete",
    { schema: { body: DeleteAccountBodySchema, ...nothing } },
    async (request, reply) => {
      await accounts.deleteAccount(await user(request), request.body.password, request.ip);
      clearSessionCookie(reply, secureCookies);
      return ok(null);
    },
  );
  api.patch(
    "/users/client/password",
    { schema: { body: ChangePasswordBodySchema, ...nothing } },
    async (request) => {
      await accounts.changePassword(await sessions.require(request), request.body, request.ip);
      return ok(null, accountMessages.passwordChanged);
    },
  );
  api.patch(
    "/users/client/settings",
    { schema: { body: UserSettingsBodySchema, response: { 200: okSchema(UserSchema) } } },
    async (request) => {
      const updated = await accounts.updateSettings(await user(request), request.body, request.ip);
      return ok(updated, accountMessages.dataChanged);
    },
  );
  api.post(
    "/users/client/wishlist/:productId",
    {
      schema: {
        params: ProductParamsSchema,
        response: { 200: okSchema(z.array(z.number().int())) },
      },
    },
    async (request) => ok(await data.toggleWishlist(await user(request), request.params.productId)),
  );
  api.get(
    "/users/client/wishlist/products",
    { schema: { response: { 200: okSchema(z.array(ProductSchema)) } } },
    async (request, reply) =>
      ok(await data.wishlistProducts(await user(request), answerLanguage(request, reply))),
  );
  api.post(
    "/users/client/cart",
    { schema: { body: LooseCartBodySchema, response: { 200: okSchema(CartSchema) } } },
    async (request) =>
      ok(await data.saveCart(await user(request), request.body.cart, request.body.base)),
  );
  api.get(
    "/users/client/address",
    { schema: { response: { 200: okSchema(AddressesSchema) } } },
    async (request) => ok(await data.addresses(await user(request))),
  );
  api.post(
    "/users/client/address",
    { schema: { body: AddressBodySchema, response: { 200: okSchema(AddressSchema) } } },
    async (request) =>
      ok(await data.saveAddress(await user(request), request.body), accountMessages.dataChanged),
  );
  api.get(
    "/users/client/purchases",
    { schema: { response: { 200: okSchema(z.array(PurchaseRecordSchema)) } } },
    async (request) => ok(await data.purchases(await user(request))),
  );
  api.get(
    "/users/client/purchase/:id/products",
    {
      schema: {
        params: PurchaseParamsSchema,
        response: { 200: okSchema(z.array(PurchasedProductSchema)) },
      },
    },
    async (request, reply) =>
      ok(
        await data.purchaseProducts(
          await user(request),
          request.params.id,
          answerLanguage(request, reply),
        ),
      ),
  );
  api.get(
    "/users/client/purchase/:id/invoice",
    { schema: { params: PurchaseParamsSchema } },
    async (request, reply) => {
      await data.ownPurchase(await user(request), request.params.id);
      return sendInvoicePdf(reply, await deps.invoices.pdfOfPurchase(request.params.id));
    },
  );
}
