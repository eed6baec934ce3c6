import { z } from "zod";
import { MAX_PRICE_CENTS, parseEuros } from "../money.ts";
import { listQuerySchema } from "./admin-lists.ts";
import { englishText } from "./catalogue-english.ts";

export const deliveryMessages = {
  name: "Indique o nome (até 60 caracteres).",
  price: "Indique o preço em euros, por exemplo 4,90.",
  code: "Indique o código ISO do país (duas letras, por exemplo ES; PT-30 para a Madeira) ou deixe vazio.",
  group: "Escolha o grupo de envio.",
  days: "Indique um número inteiro de dias úteis, de 1 a 30.",
  daysOrder: "O prazo máximo não pode ser menor do que o mínimo.",
  freeFrom:
    "Indique o valor em euros a partir do qual o envio é grátis (por exemplo 50,00) ou deixe vazio.",
} as const;

const workingDays = z.coerce
  .number({ error: deliveryMessages.days })
  .int(deliveryMessages.days)
  .min(1, deliveryMessages.days)
  .max(30, deliveryMessages.days);

const name = z
  .string({ error: deliveryMessages.name })
  .trim()
  .min(1, deliveryMessages.name)
  .max(60, deliveryMessages.name);

/** A delivery price as typed, the Portuguese way ("4,90"), in cents; "0" delivers free. */
const deliveryPrice = z
  .string({ error: deliveryMessages.price })
  .max(30, deliveryMessages.price)
  .transform((text, context) => {
    const cents = parseEuros(text);
    if (cents === null || cents > MAX_PRICE_CENTS) {
      context.addIssue({ code: "custom", message: deliveryMessages.price });
      return z.NEVER;
    }
    return cents;
  });

/** The products' total from which delivery is free, as typed ("50,00"), in cents; empty: none. */
const freeDeliveryFrom = z
  .string({ error: deliveryMessages.freeFrom })
  .trim()
  .max(30, deliveryMessages.freeFrom)
  .transform((text, context) => {
    if (text === "") return null;
    const cents = parseEuros(text);
    if (cents === null || cents === 0 || cents > MAX_PRICE_CENTS) {
      context.addIssue({ code: "custom", message: deliveryMessages.freeFrom });
      return z.NEVER;
    }
    return cents;
  });

/** POST and PUT of a group of countries with one delivery price and one lead time. */
export const CountryGroupInputSchema = z
  .object({
    name,
    deliveryPrice,
    deliveryDaysMin: workingDays.default(2),
    deliveryDaysMax: workingDays.default(5),
    freeDeliveryFrom: freeDeliveryFrom.default(null),
    /** Its name in English (null: none, the English storefront shows the Portuguese); left out, a change keeps it. */
    nameEn: englishText(60),
  })
  .refine((group) => group.deliveryDaysMax >= group.deliveryDaysMin, {
    path: ["deliveryDaysMax"],
    message: deliveryMessages.daysOrder,
  });
export type CountryGroupInput = z.input<typeof CountryGroupInputSchema>;

const CountryRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
});

export const CountryGroupItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  deliveryPriceCents: z.number().int(),
  deliveryDaysMin: z.number().int(),
  deliveryDaysMax: z.number().int(),
  /** The products' total from which delivery is free, null when it never is. */
  freeDeliveryFromCents: z.number().int().nullable(),
  /** Its name in English (null: not written). */
  nameEn: z.string().nullable(),
  /** Its countries, in the checkout's order. */
  countries: z.array(CountryRefSchema),
});
export type CountryGroupItem = z.infer<typeof CountryGroupItemSchema>;

/** POST and PUT of a delivery country; an empty code is a country without one (no EU rules). */
export const CountryInputSchema = z.object({
  name,
  code: z
    .string({ error: deliveryMessages.code })
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2}(-[0-9A-Z]{1,3})?)?$/, deliveryMessages.code)
    .transform((code) => code || null),
  groupId: z.number({ error: deliveryMessages.group }).int().positive(deliveryMessages.group),
});
export type CountryInput = z.input<typeof CountryInputSchema>;

/** GET /api/admin/countries: in the checkout's order unless asked otherwise; by group too. */
export const CountriesQuerySchema = listQuerySchema(["ordering", "name", "code"], {
  sort: "ordering",
  order: "asc",
}).extend({
  groupId: z.coerce.number({ error: deliveryMessages.group }).int().positive().optional(),
});
export type CountriesQuery = z.output<typeof CountriesQuerySchema>;

export const CountryItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  groupId: z.number().int(),
  /** An EU country's own VAT rate (a setting), null for Portugal's. */
  vatPercent: z.number().nullable(),
  ordering: z.number().int(),
});
export type CountryItem = z.infer<typeof CountryItemSchema>;

export const dispatchCutoffMessage = "Indique uma hora entre 06:00 e 23:59, por exemplo 14:00.";

/** The hour (Lisbon, `HH:MM`) until which a working day's orders leave the shop the same day. */
export const DispatchCutoffSchema = z
  .string({ error: dispatchCutoffMessage })
  .trim()
  .regex(/^(0[6-9]|1\d|2[0-3]):[0-5]\d$/, dispatchCutoffMessage);

/** GET and PUT /api/admin/delivery-settings: what the «Entregas» page sets besides the groups. */
export const DeliverySettingsSchema = z.object({ dispatchCutoff: DispatchCutoffSchema });
export type DeliverySettings = z.output<typeof DeliverySettingsSchema>;
