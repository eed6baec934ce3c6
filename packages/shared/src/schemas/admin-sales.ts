import { z } from "zod";
import { MAX_PRICE_CENTS, parseEuros } from "../money.ts";

export const salesMessages = {
  name: "Indique o nome da campanha (até 80 caracteres).",
  kind: "Escolha se a campanha fixa um preço ou tira uma percentagem.",
  price: "Indique o preço de saldo em euros, por exemplo 49,90.",
  percent: "Indique uma percentagem inteira entre 1 e 99.",
  scope: "Escolha a que se aplica: produtos, uma categoria ou uma marca.",
  products: "Escolha pelo menos um produto (até 500).",
  category: "Escolha a categoria.",
  brand: "Escolha a marca.",
  day: "Indique o dia (dd/mm/aaaa).",
  time: "Indique a hora (hh:mm).",
  order: "O fim tem de ser depois do início.",
  endPassed: "O fim já passou: escolha um fim depois de agora.",
  unknownProducts: "Alguns destes produtos não existem.",
  unknownCategory: "Esta categoria não existe.",
  unknownBrand: "Esta marca não existe.",
  notFound: "Esta campanha não existe.",
  ended: "Esta campanha já terminou: não pode ser alterada.",
  priceEnding: "Escolha com que cêntimos terminam os preços: 90, 99 ou nenhum.",
  created: "Campanha criada.",
  saved: "Campanha guardada.",
  stopped: "Campanha terminada.",
} as const;

export const SALE_KINDS = ["price", "percent"] as const;
export const SALE_SCOPES = ["products", "category", "brand"] as const;
/** The price endings the back office offers ('' rounds to the cent only). */
export const PRICE_ENDINGS = ["90", "99", ""] as const;

const day = z
  .string({ error: salesMessages.day })
  .regex(/^\d{4}-\d{2}-\d{2}$/, salesMessages.day)
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), salesMessages.day);
const time = z
  .string({ error: salesMessages.time })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, salesMessages.time);
const id = (message: string) =>
  z.number({ error: message }).int(message).positive(message).nullable().default(null);

/** A sale price as typed, the Portuguese way ("49,90"), in cents. */
const salePrice = z
  .string({ error: salesMessages.price })
  .max(30, salesMessages.price)
  .transform((text, context) => {
    const cents = parseEuros(text);
    if (cents === null || cents === 0 || cents > MAX_PRICE_CENTS) {
      context.addIssue({ code: "custom", message: salesMessages.price });
      return z.NEVER;
    }
    return cents;
  });

/**
 * POST and PUT /api/admin/sales: a sale's name, its reduction (a price, or a percentage), what it
 * covers (products, a category or a brand), and its start and end as Lisbon days and hours.
 */
export const SaleInputSchema = z
  .object({
    name: z
      .string({ error: salesMessages.name })
      .trim()
      .min(1, salesMessages.name)
      .max(80, salesMessages.name),
    kind: z.enum(SALE_KINDS, { error: salesMessages.kind }),
    price: salePrice.nullable().default(null),
    percent: z
      .number({ error: salesMessages.percent })
      .int(salesMessages.percent)
      .min(1, salesMessages.percent)
      .max(99, salesMessages.percent)
      .nullable()
      .default(null),
    scope: z.enum(SALE_SCOPES, { error: salesMessages.scope }),
    productIds: z
      .array(z.number().int().positive(), { error: salesMessages.products })
      .max(500, salesMessages.products)
      .default([]),
    categoryId: id(salesMessages.category),
    brandId: id(salesMessages.brand),
    startDay: day,
    startTime: time,
    endDay: day,
    endTime: time,
  })
  .superRefine((sale, context) => {
    const missing = (path: string, message: string) =>
      context.addIssue({ code: "custom", path: [path], message });
    if (sale.kind === "price" && sale.price === null) missing("price", salesMessages.price);
    if (sale.kind === "percent" && sale.percent === null) missing("percent", salesMessages.percent);
    if (sale.scope === "products" && sale.productIds.length === 0)
      missing("productIds", salesMessages.products);
    if (sale.scope === "category" && sale.categoryId === null)
      missing("categoryId", salesMessages.category);
    if (sale.scope === "brand" && sale.brandId === null) missing("brandId", salesMessages.brand);
    if (`${sale.endDay}T${sale.endTime}` <= `${sale.startDay}T${sale.startTime}`)
      missing("endDay", salesMessages.order);
  });
export type SaleInput = z.input<typeof SaleInputSchema>;

/** A product a sale covers, with its list price and its price in the sale (cents). */
export const SaleProductSchema = z.object({
  id: z.number().int(),
  ref: z.string(),
  title: z.string().nullable(),
  priceCents: z.number().int(),
  saleCents: z.number().int(),
});

/** A product a sale is set on by name (scope `products`), as the back office shows it. */
export const SaleChosenProductSchema = z.object({
  id: z.number().int(),
  ref: z.string(),
  title: z.string().nullable(),
});
export type SaleChosenProduct = z.infer<typeof SaleChosenProductSchema>;

/** A sale as the back office lists it: `state` at the time of asking. */
export const SaleItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(SALE_KINDS),
  priceCents: z.number().int().nullable(),
  percent: z.number().int().nullable(),
  scope: z.enum(SALE_SCOPES),
  /** The products it was set on, by reference (scope `products`; empty otherwise). */
  chosenProducts: z.array(SaleChosenProductSchema),
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  brandId: z.number().int().nullable(),
  brandName: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  stoppedAt: z.string().nullable(),
  state: z.enum(["scheduled", "running", "ended"]),
  /** The products it covers, each at its price in this sale (below its list price). */
  products: z.array(SaleProductSchema),
});
export type SaleItem = z.infer<typeof SaleItemSchema>;

/** GET and PUT /api/admin/sales/price-ending: the cents percentage sales round down to. */
export const PriceEndingSchema = z.object({
  priceEnding: z.enum(PRICE_ENDINGS, { error: salesMessages.priceEnding }),
});
export type PriceEnding = z.infer<typeof PriceEndingSchema>;

/** The shop's price ending setting as cents, null for none. */
export const priceEndingCents = (setting: string): number | null =>
  setting === "" ? null : Number(setting);
