import { z } from "zod";
import { PurchaseCartSchema } from "../cart.ts";
import { lisbonLocalInstant } from "../dates.ts";
import { CODE_STATES, codeRefusalMessage, DISCOUNT_KINDS } from "../discount-codes.ts";
import { MAX_PRICE_CENTS, parseEuros } from "../money.ts";

/** Most single-use codes one generation makes. */
export const MAX_BULK_CODES = 5000;

export const discountCodeMessages = {
  code: "O código tem de 3 a 32 letras, algarismos ou hífenes.",
  codeTaken: "Já existe um código com este texto.",
  description: "A descrição tem no máximo 200 caracteres.",
  kind: "Escolha o tipo de desconto.",
  percent: "Indique uma percentagem inteira de 1 a 100.",
  amount: "Indique o valor em euros, por exemplo 10,00.",
  minOrder: "Indique o valor mínimo em euros (por exemplo 50,00) ou deixe vazio.",
  groups: "Escolha pelo menos um grupo de envio.",
  date: "Indique a data e a hora (hora de Lisboa).",
  dateOrder: "O fim tem de ser depois do início.",
  limit: "Indique um número inteiro a partir de 1, ou deixe vazio.",
  bulkCount: `Indique quantos códigos gerar, de 1 a ${MAX_BULK_CODES}.`,
  prefix: "O prefixo tem até 12 letras ou algarismos.",
  notFound: "Este código de desconto não existe.",
} as const;

const unknownCode = codeRefusalMessage({ reason: "UNKNOWN" });

/** A code as a customer types it: spaces dropped, any case; the shop keeps it in capitals. */
export const DiscountCodeTextSchema = z
  .string({ error: unknownCode })
  .transform((text) => text.replace(/\s+/g, "").toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9-]{3,40}$/, unknownCode));

/** POST /public/cart/code: a code checked against a cart and its destination. */
export const CartCodeBodySchema = z.object({
  code: DiscountCodeTextSchema,
  cart: PurchaseCartSchema,
  /** The country delivery goes to; null with `pickup` or when not chosen yet. */
  countryId: z.number().int().min(1).nullable().default(null),
  pickup: z.boolean().default(false),
});
export type CartCodeBody = z.input<typeof CartCodeBodySchema>;

/** A code's rule as the storefront applies it (with applyDiscountRule), amounts in euros. */
export const DiscountRuleReplySchema = z.object({
  kind: z.enum(DISCOUNT_KINDS),
  percent: z.number().nullable(),
  amount: z.number().nullable(),
  minOrder: z.number(),
  excludeSale: z.boolean(),
  groupIds: z.array(z.number().int()),
});
export type DiscountRuleReply = z.infer<typeof DiscountRuleReplySchema>;

/** The answer to a code that applies: its rule, and what it takes off this cart, line by line. */
export const CartCodeReplySchema = z.object({
  code: z.string(),
  rule: DiscountRuleReplySchema,
  discount: z.number(),
  freeDelivery: z.boolean(),
  lines: z.array(z.object({ productId: z.number().int(), size: z.string(), discount: z.number() })),
});
export type CartCodeReply = z.infer<typeof CartCodeReplySchema>;

const optionalEuros = (message: string, allowZero: boolean) =>
  z
    .string({ error: message })
    .trim()
    .max(30, message)
    .transform((text, context) => {
      if (text === "") return 0;
      const cents = parseEuros(text);
      if (cents === null || (!allowZero && cents === 0) || cents > MAX_PRICE_CENTS) {
        context.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return cents;
    });

const optionalLimit = z
  .union([z.number(), z.string()], { error: discountCodeMessages.limit })
  .transform((value) => (value === "" ? null : Number(value)))
  .pipe(z.number().int(discountCodeMessages.limit).min(1, discountCodeMessages.limit).nullable());

/** A Lisbon wall-clock time from a datetime-local field, as an instant; empty: no limit. */
const lisbonTime = z
  .string({ error: discountCodeMessages.date })
  .trim()
  .transform((text, context) => {
    if (text === "") return null;
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text) || Number.isNaN(Date.parse(`${text}Z`))) {
      context.addIssue({ code: "custom", message: discountCodeMessages.date });
      return z.NEVER;
    }
    return lisbonLocalInstant(text);
  });

const ruleFields = {
  description: z.string().trim().max(200, discountCodeMessages.description).default(""),
  kind: z.enum(DISCOUNT_KINDS, { error: discountCodeMessages.kind }),
  percent: z.string().trim().default(""),
  amount: z.string().trim().default(""),
  minOrder: optionalEuros(discountCodeMessages.minOrder, true).default(0),
  groupIds: z.array(z.number().int().min(1)).max(100).default([]),
  startsAt: lisbonTime.default(null),
  endsAt: lisbonTime.default(null),
  usageLimit: optionalLimit.default(null),
  perCustomerLimit: optionalLimit.default(null),
  excludeSale: z.boolean().default(false),
  active: z.boolean().default(true),
};

type RuleFields = {
  kind: (typeof DISCOUNT_KINDS)[number];
  percent: string;
  amount: string;
  groupIds: number[];
  startsAt: Date | null;
  endsAt: Date | null;
};

/** The percentage or amount of the kind chosen, in one `value`; the other is not read. */
function checkRule<T extends RuleFields>(rule: T, context: z.RefinementCtx) {
  let value = 0;
  if (rule.kind === "PERCENT") {
    value = Number(rule.percent);
    if (!/^\d{1,3}$/.test(rule.percent) || value < 1 || value > 100)
      context.addIssue({
        code: "custom",
        path: ["percent"],
        message: discountCodeMessages.percent,
      });
  } else if (rule.kind === "FIXED") {
    value = parseEuros(rule.amount) ?? 0;
    if (value === 0 || value > MAX_PRICE_CENTS)
      context.addIssue({ code: "custom", path: ["amount"], message: discountCodeMessages.amount });
  } else if (rule.groupIds.length === 0) {
    context.addIssue({ code: "custom", path: ["groupIds"], message: discountCodeMessages.groups });
  }
  if (rule.startsAt && rule.endsAt && rule.endsAt <= rule.startsAt)
    context.addIssue({ code: "custom", path: ["endsAt"], message: discountCodeMessages.dateOrder });
  const { percent: _percent, amount: _amount, ...rest } = rule;
  return { ...rest, value };
}

/** PUT /admin/discount-codes/{id}: a code's rule and limits (its text stays). */
export const DiscountCodeUpdateSchema = z
  .object(ruleFields)
  .transform((rule, context) => checkRule(rule, context));
export type DiscountCodeUpdate = z.output<typeof DiscountCodeUpdateSchema>;
export type DiscountCodeForm = z.input<typeof DiscountCodeUpdateSchema>;

/**
 * POST /admin/discount-codes: one code typed by the staff, or `bulk` single-use codes generated
 * with `code` as their prefix (then `code` may be empty).
 */
export const DiscountCodeCreateSchema = z
  .object({
    ...ruleFields,
    code: z
      .string()
      .transform((text) => text.replace(/\s+/g, "").toUpperCase())
      .default(""),
    bulk: z
      .union([z.number(), z.string()], { error: discountCodeMessages.bulkCount })
      .transform((value) => (value === "" ? null : Number(value)))
      .pipe(
        z
          .number()
          .int(discountCodeMessages.bulkCount)
          .min(1, discountCodeMessages.bulkCount)
          .max(MAX_BULK_CODES, discountCodeMessages.bulkCount)
          .nullable(),
      )
      .default(null),
  })
  .transform((input, context) => {
    const { code, bulk, ...rule } = input;
    const pattern = bulk === null ? /^[A-Z0-9-]{3,32}$/ : /^[A-Z0-9]{0,12}$/;
    if (!pattern.test(code))
      context.addIssue({
        code: "custom",
        path: ["code"],
        message: bulk === null ? discountCodeMessages.code : discountCodeMessages.prefix,
      });
    return { ...checkRule(rule, context), code, bulk };
  });
export type DiscountCodeCreate = z.output<typeof DiscountCodeCreateSchema>;
export type DiscountCodeCreateForm = z.input<typeof DiscountCodeCreateSchema>;

/** A code in the back office's list: its rule, limits, state and uses. */
export const DiscountCodeItemSchema = z.object({
  id: z.number().int(),
  /** The code customers type; for generated single-use codes, their prefix. */
  code: z.string(),
  /** How many single-use codes were generated (null: one code typed by the staff). */
  singleUse: z.number().int().nullable(),
  description: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  percent: z.number().nullable(),
  amount: z.number().nullable(),
  minOrder: z.number(),
  groupIds: z.array(z.number().int()),
  /** Lisbon wall-clock times, `YYYY-MM-DDTHH:mm`. */
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  excludeSale: z.boolean(),
  active: z.boolean(),
  state: z.enum(CODE_STATES),
  uses: z.number().int(),
  /** What the paid orders with it came to, in euros. */
  revenue: z.number(),
});
export type DiscountCodeItem = z.infer<typeof DiscountCodeItemSchema>;
