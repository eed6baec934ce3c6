import { z } from "zod";
import type { BannerState } from "../banners.ts";
import { BannerLinkSchema, MediaPathSchema } from "../shop-settings.ts";
import { isValidContactPhone, normalizeContactPhone } from "../validation.ts";
import { englishText } from "./catalogue-english.ts";
import { StoreHoursSchema, StoreHoursTextsSchema } from "./store-hours.ts";

export const storeMessages = {
  name: "Indique o nome (até 80 caracteres).",
  address: "Indique a morada (até 200 caracteres).",
  phone: "Indique um telefone válido: 9 algarismos, ou + e o indicativo do país.",
  mapLink: "Indique um endereço https:// (por exemplo, do Google Maps) ou deixe vazio.",
  image: "Escolha uma imagem.",
  title: "No máximo 120 caracteres.",
  subtitle: "No máximo 160 caracteres.",
  text: "No máximo 400 caracteres.",
  startsOn: "Indique a data de início (AAAA-MM-DD) ou deixe vazio.",
  endsOn: "Indique a data de fim (AAAA-MM-DD) ou deixe vazio.",
  datesOrder: "A data de fim não pode ser antes da data de início.",
} as const;

const text = (max: number, message: string) =>
  z.string({ error: message }).trim().max(max, message);
const required = (max: number, message: string) => text(max, message).min(1, message);

/** A Lisbon day, or '' / null / absent for no limit. */
const optionalDay = (message: string) =>
  z
    .union([z.literal(""), z.iso.date(message), z.null()], { error: message })
    .optional()
    .transform((day) => (day ? day : null));

/**
 * POST and PUT of a home-page banner: its link (a path of the shop's own) and the
 * Lisbon days it shows on, both included (none: always).
 */
export const BannerInputSchema = z
  .object({
    image: MediaPathSchema.pipe(z.string().min(1, storeMessages.image)),
    title: text(120, storeMessages.title),
    subtitle: text(160, storeMessages.subtitle),
    text: text(400, storeMessages.text),
    /** The texts in English (null: none; absent: a change keeps them). */
    titleEn: englishText(120),
    subtitleEn: englishText(160),
    textEn: englishText(400),
    link: BannerLinkSchema.default(""),
    startsOn: optionalDay(storeMessages.startsOn),
    endsOn: optionalDay(storeMessages.endsOn),
  })
  .refine(({ startsOn, endsOn }) => startsOn === null || endsOn === null || endsOn >= startsOn, {
    path: ["endsOn"],
    error: storeMessages.datesOrder,
  });
export type BannerInput = z.input<typeof BannerInputSchema>;

export const BANNER_STATES = ["scheduled", "active", "ended"] as const satisfies BannerState[];

export const BannerItemSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  title: z.string(),
  subtitle: z.string(),
  text: z.string(),
  titleEn: z.string().nullable(),
  subtitleEn: z.string().nullable(),
  textEn: z.string().nullable(),
  link: z.string(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  /** Today, by Lisbon's calendar. */
  state: z.enum(BANNER_STATES),
  ordering: z.number().int(),
});
export type BannerItem = z.infer<typeof BannerItemSchema>;

const phone = z
  .string({ error: storeMessages.phone })
  .trim()
  .max(30, storeMessages.phone)
  .refine((value) => isValidContactPhone(normalizeContactPhone(value)), storeMessages.phone);

const mapLink = z
  .string({ error: storeMessages.mapLink })
  .trim()
  .max(500, storeMessages.mapLink)
  .refine(
    (value) => value === "" || z.url({ protocol: /^https$/ }).safeParse(value).success,
    storeMessages.mapLink,
  );

/** POST and PUT of a physical store; its hours as typed, one text a day (see store-hours.ts). */
export const StoreInputSchema = z.object({
  name: required(80, storeMessages.name),
  address: required(200, storeMessages.address),
  phone,
  mapLink,
  thumbnail: MediaPathSchema,
  hours: StoreHoursTextsSchema,
  /** Whether customers may collect their orders in it. */
  pickup: z.boolean().default(true),
});
export type StoreInput = z.input<typeof StoreInputSchema>;

/** A store in the back office: what it would lose if deleted, too (stock units, staff). */
export const StoreItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  mapLink: z.string(),
  thumbnail: z.string(),
  hours: StoreHoursSchema.nullable(),
  pickup: z.boolean(),
  ordering: z.number().int(),
  stock: z.number().int(),
  staff: z.number().int(),
});
export type StoreItem = z.infer<typeof StoreItemSchema>;
