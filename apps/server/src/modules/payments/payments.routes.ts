import {
  type ChosenPaymentMethod,
  ErrorCode,
  eurosToCents,
  PaymentConfigSchema,
  PurchaseStateReplySchema,
} from "@shop/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../http/app-error.ts";
import { ok, okSchema } from "../../http/envelope.ts";
import type { ReadyAnswers } from "../../http/ready-answers.ts";
import { readyJson, sendReady } from "../../http/ready-bytes.ts";
import { type CardProvider, InvalidSignatureError } from "../../payments/card-provider.ts";
import { ifthenpayCents, isIfthenpayKey } from "../../payments/ifthenpay.ts";
import type { SandboxMbway } from "../../payments/sandbox-mbway.ts";
import type { SandboxProvider } from "../../payments/sandbox-provider.ts";
import type { PurchaseService } from "../purchase/purchase.service.ts";

const MultibancoPaySchema = z.object({
  entity: z.string().regex(/^\d{5}$/, "Entidade inválida."),
  reference: z
    .string()
    .transform((value) => value.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{9}$/, "Referência inválida.")),
  value: z.number().positive("Valor inválido.").max(999_999.99),
});

const CardPaySchema = z.object({
  clientSecret: z.string().min(1).max(255),
  cardNumber: z.string().min(1).max(40),
});

const MbwayAnswerSchema = z.object({
  requestId: z.string().min(1).max(100),
  accept: z.boolean(),
});

const callbackAmount = z
  .string()
  .max(20)
  .transform((value, ctx) => {
    const cents = ifthenpayCents(value);
    if (cents === null || cents <= 0) {
      ctx.addIssue({ code: "custom", message: "Valor inválido." });
      return z.NEVER;
    }
    return cents;
  });

/**
 * ifthenpay's MULTIBANCO callback: ?key&entidade&referencia&valor&datahorapag(&terminal), and the
 * request id of a dynamic reference when the callback carries it.
 */
const MultibancoCallbackSchema = z.object({
  key: z.string().max(200),
  entidade: z.string().regex(/^\d{5}$/, "Entidade inválida."),
  referencia: z.string().regex(/^\d{9}$/, "Referência inválida."),
  valor: callbackAmount,
  datahorapag: z.string().max(40).default(""),
  terminal: z.string().max(40).optional(),
  requestId: z.string().min(1).max(100).optional(),
});

/** ifthenpay's MB WAY callback: ?key&orderId&amount&requestId&payment_datetime. */
const MbwayCallbackSchema = z.object({
  key: z.string().max(200),
  orderId: z.string().max(40).optional(),
  amount: callbackAmount,
  requestId: z.string().min(1).max(100),
  payment_datetime: z.string().max(40).optional(),
});

const messages = {
  badSignature: "Assinatura da notificação inválida.",
  wrongProvider: "Este fornecedor de pagamentos não está ativo.",
  cardInvalid: "O número do cartão não é válido.",
  cardDeclined: "O cartão foi recusado. Experimente outro cartão.",
  intentUnknown: "Este pagamento não existe ou já foi concluído.",
  badKey: "Chave anti-phishing inválida.",
  referenceUnknown: "Referência MULTIBANCO desconhecida.",
  mbwayUnknown: "Este pedido MB WAY não existe ou já terminou.",
};

/**
 * What the storefront needs to offer the payment methods and mount the card form: the same for
 * the server's life, so made once and answered before routing (every page asks for it).
 */
export async function paymentConfigRoutes(
  app: FastifyInstance,
  {
    card,
    methods,
    answers,
  }: { card: CardProvider; methods: readonly ChosenPaymentMethod[]; answers: ReadyAnswers },
) {
  const config = await readyJson({
    provider: card.name,
    publishableKey: card.publishableKey,
    methods: [...methods],
  });
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/public/payments/config",
      { schema: { response: { 200: okSchema(PaymentConfigSchema) } } },
      async (request, reply) => sendReady(request, reply, config),
    );
  const address = `${app.prefix}/public/payments/config`;
  answers.add(address, address, () => config);
}

/** Settles what a card intent paid for (a purchase, a store reservation), from its news. */
type SettleCardIntent = (intentId: string, notificationId: string | null) => Promise<unknown>;

/** Signed notifications from the card provider; the raw body is what the signature covers. */
export async function paymentWebhookRoutes(
  app: FastifyInstance,
  { card, settleCardIntent }: { card: CardProvider; settleCardIntent: SettleCardIntent },
) {
  // Within this plugin only, the shop's JSON parser gives way to the raw bytes.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
    done(null, body),
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    "/public/payments/webhook/:provider",
    {
      schema: {
        params: z.object({ provider: z.string().max(40) }),
        response: { 200: okSchema(z.null()) },
      },
    },
    async (request) => {
      if (request.params.provider !== card.name)
        throw new AppError(ErrorCode.NOT_FOUND, messages.wrongProvider);
      const signature =
        request.headers["stripe-signature"] ?? request.headers["x-sandbox-signature"];
      let event: ReturnType<CardProvider["parseNotification"]>;
      try {
        event = card.parseNotification(
          request.body as Buffer,
          Array.isArray(signature) ? signature[0] : signature,
        );
      } catch (error) {
        if (error instanceof InvalidSignatureError)
          throw new AppError(ErrorCode.FORBIDDEN, messages.badSignature);
        throw error;
      }
      if (event.intentId && event.type !== "other")
        await settleCardIntent(event.intentId, event.id);
      return ok(null);
    },
  );
}

/** The sandbox's own bank and card form; registered only while the sandbox is the provider. */
export async function sandboxPaymentRoutes(
  app: FastifyInstance,
  {
    sandbox,
    purchases,
    settleCardIntent,
  }: { sandbox: SandboxProvider; purchases: PurchaseService; settleCardIntent: SettleCardIntent },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    "/dev/payments/multibanco/pay",
    {
      schema: { body: MultibancoPaySchema, response: { 200: okSchema(PurchaseStateReplySchema) } },
    },
    async (request) => {
      const { entity, reference, value } = request.body;
      return ok(await purchases.payMultibanco(entity, reference, eurosToCents(value)));
    },
  );

  const CardPaidSchema = z.object({ intentId: z.string(), status: z.string() });
  api.post(
    "/dev/payments/card/pay",
    { schema: { body: CardPaySchema, response: { 200: okSchema(CardPaidSchema) } } },
    async (request) => {
      const { clientSecret, cardNumber } = request.body;
      const intent = await sandbox.payWithCard(clientSecret, cardNumber);
      if (!intent) throw new AppError(ErrorCode.NOT_FOUND, messages.intentUnknown);
      if (intent.lastError === "invalid_number") {
        throw new AppError(ErrorCode.VALIDATION, messages.cardInvalid, {
          cardNumber: messages.cardInvalid,
        });
      }
      if (intent.status !== "succeeded")
        throw new AppError(ErrorCode.PAYMENT_FAILED, messages.cardDeclined);
      // As a real provider would, the sandbox also notifies the shop, which settles idempotently.
      await settleCardIntent(intent.id, `evt_${intent.id}_succeeded`);
      return ok({ intentId: intent.id, status: intent.status });
    },
  );
}

/**
 * ifthenpay's callbacks (GET, as it sends them): the anti-phishing key compared in constant time,
 * a wrong one answered 403 and logged. A payment the shop cannot take is recorded, never lost.
 */
export async function ifthenpayCallbackRoutes(
  app: FastifyInstance,
  { antiPhishingKey, purchases }: { antiPhishingKey: string; purchases: PurchaseService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const checkKey = (request: FastifyRequest, key: string) => {
    if (isIfthenpayKey(key, antiPhishingKey)) return;
    request.log.warn({ url: request.routeOptions.url }, "ifthenpay callback with a wrong key");
    throw new AppError(ErrorCode.FORBIDDEN, messages.badKey);
  };
  const Outcome = z.object({ outcome: z.string() });

  api.get(
    "/payments/ifthenpay/multibanco",
    { schema: { querystring: MultibancoCallbackSchema, response: { 200: okSchema(Outcome) } } },
    async (request) => {
      const { key, entidade, referencia, valor, datahorapag, requestId } = request.query;
      checkKey(request, key);
      const outcome = await purchases.settleReferenceCallback({
        entity: entidade,
        reference: referencia,
        amountCents: valor,
        paidAt: datahorapag,
        requestId,
      });
      if (outcome === "unknown") {
        request.log.error({ entidade, referencia, valor }, "ifthenpay paid an unknown reference");
        throw new AppError(ErrorCode.NOT_FOUND, messages.referenceUnknown);
      }
      return ok({ outcome });
    },
  );

  api.get(
    "/payments/ifthenpay/mbway",
    { schema: { querystring: MbwayCallbackSchema, response: { 200: okSchema(Outcome) } } },
    async (request) => {
      const { key, requestId, amount } = request.query;
      checkKey(request, key);
      if (!(await purchases.settleMbway(requestId, amount))) {
        request.log.error({ requestId, amount }, "ifthenpay paid an unknown MB WAY request");
        throw new AppError(ErrorCode.NOT_FOUND, messages.mbwayUnknown);
      }
      return ok({ outcome: "settled" });
    },
  );
}

/** The sandbox's MB WAY: the test bank page lists pending requests and accepts or refuses them. */
export async function sandboxMbwayRoutes(
  app: FastifyInstance,
  { mbway, purchases }: { mbway: SandboxMbway; purchases: PurchaseService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const Pending = z.array(
    z.object({
      requestId: z.string(),
      orderId: z.string(),
      phone: z.string(),
      amountCents: z.number(),
    }),
  );
  api.get(
    "/dev/payments/mbway/pending",
    { schema: { response: { 200: okSchema(Pending) } } },
    async () => ok(await mbway.pending()),
  );

  const Answered = z.object({ requestId: z.string(), status: z.enum(["PAID", "REFUSED"]) });
  api.post(
    "/dev/payments/mbway/answer",
    { schema: { body: MbwayAnswerSchema, response: { 200: okSchema(Answered) } } },
    async (request) => {
      const { requestId, accept } = request.body;
      const status = await mbway.answer(requestId, accept);
      if (!status) throw new AppError(ErrorCode.NOT_FOUND, messages.mbwayUnknown);
      // As the real provider's callback would, the sandbox tells the shop at once.
      if (status === "PAID") await purchases.settleMbway(requestId, null);
      return ok({ requestId, status });
    },
  );
}
