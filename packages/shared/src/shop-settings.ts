import { z } from "zod";
import { isShopPath } from "./banners.ts";
import { EU_COUNTRY_CODES } from "./vat.ts";

/**
 * The shop's settings and their rules, written once: `npm run settings` (key=value) and the back
 * office's "Definições" (JSON) both check changes with them. The keys are the database's and the
 * command's.
 */
export const settingsMessages = {
  flag: "Escolha sim ou não.",
  percent: "Indique uma percentagem inteira entre 0 e 100.",
  countryPercent: "Indique uma taxa entre 0 e 99, com até duas casas decimais.",
  text: "No máximo 300 caracteres.",
  nif: "O NIF tem 9 algarismos.",
  email: "Introduza um email válido.",
  entity: "A entidade MULTIBANCO tem 5 algarismos.",
  subentity: "A subentidade MULTIBANCO tem 3 algarismos.",
  picture: "Escolha uma imagem.",
  bannerLink:
    "Indique um caminho da loja, começado por / (por exemplo /products?search=botas ou /products/12), ou deixe vazio.",
  countryRate:
    "Só outro país da União Europeia (UE) tem taxa própria (balcão único); Portugal não.",
  unknownCountry: "Este país não está na lista de países da loja.",
  unknownSetting: "Esta definição não existe.",
  saved: "Definições guardadas.",
} as const;

const flag = z.boolean({ error: settingsMessages.flag });
const percent = z
  .number({ error: settingsMessages.percent })
  .int(settingsMessages.percent)
  .min(0, settingsMessages.percent)
  .max(100, settingsMessages.percent);
const text = z.string({ error: settingsMessages.text }).trim().max(300, settingsMessages.text);
const digits = (count: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(new RegExp(`^\\d{${count}}$`), message);

/** A media path (a picture of the shop's own: never a web address, never out of the media folder). */
export const MediaPathSchema = z
  .string({ error: settingsMessages.picture })
  .trim()
  .max(200, settingsMessages.picture)
  .regex(/^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._/-]*$|^$/, settingsMessages.picture);

/**
 * Where a banner leads, the same rule for every banner (the home's carousel, the categories' tiles
 * and the bottom banner): a path of the shop's own, '' for none. An outside address, `//host`,
 * a scheme (javascript:, https:) or a bare word is refused: a banner keeps the shopper in the shop.
 */
export const BannerLinkSchema = z
  .string({ error: settingsMessages.bannerLink })
  .trim()
  .max(500, settingsMessages.bannerLink)
  .refine((link) => link === "" || isShopPath(link), settingsMessages.bannerLink);

export const SETTING_RULES = {
  website_online: flag,
  store_online: flag,
  vat_percent: percent,
  vat_percent_madeira: percent,
  vat_percent_azores: percent,
  contact_name: text,
  contact_address: text,
  contact_nif: digits(9, settingsMessages.nif),
  contact_phone: text,
  contact_email: z
    .string({ error: settingsMessages.email })
    .trim()
    .pipe(z.email(settingsMessages.email)),
  banner_shoes_women: MediaPathSchema,
  banner_shoes_men: MediaPathSchema,
  banner_accessories_women: MediaPathSchema,
  banner_accessories_men: MediaPathSchema,
  banner_bottom_homepage: MediaPathSchema,
  banner_shoes_women_link: BannerLinkSchema,
  banner_shoes_men_link: BannerLinkSchema,
  banner_accessories_women_link: BannerLinkSchema,
  banner_accessories_men_link: BannerLinkSchema,
  banner_bottom_homepage_link: BannerLinkSchema,
  multibanco_entity: digits(5, settingsMessages.entity),
  multibanco_subentity: digits(3, settingsMessages.subentity),
};
export type SettingKey = keyof typeof SETTING_RULES;
/** The settings naming the home page's section banners (a picture each). */
export const SECTION_BANNER_KEYS = [
  "banner_shoes_women",
  "banner_shoes_men",
  "banner_accessories_women",
  "banner_accessories_men",
  "banner_bottom_homepage",
] as const satisfies readonly SettingKey[];
export type SectionBannerKey = (typeof SECTION_BANNER_KEYS)[number];
/** The setting naming where a section banner leads (migration 052). */
export const bannerLinkKey = (key: SectionBannerKey) => `${key}_link` as const;
export const SETTING_KEYS = Object.keys(SETTING_RULES) as SettingKey[];

/** An EU country's own VAT rate (one-stop shop), to the hundredth; null charges Portugal's. */
export const CountryVatPercentSchema = z
  .number({ error: settingsMessages.countryPercent })
  .min(0, settingsMessages.countryPercent)
  .max(99, settingsMessages.countryPercent)
  .multipleOf(0.01, settingsMessages.countryPercent)
  .nullable();

/** Whether a country (ISO code) may have a VAT rate of its own: another EU member state. */
export function mayHaveOwnVatRate(code: string): boolean {
  return code !== "PT" && EU_COUNTRY_CODES.has(code);
}

/**
 * A change of settings: any of them, and EU countries' own VAT rates by ISO code
 * (`{ FI: 25.5, DE: null }`).
 */
export const SettingsChangeSchema = z
  .strictObject(
    {
      ...SETTING_RULES,
      countryVatRates: z.record(z.string().max(5), CountryVatPercentSchema),
    },
    { error: settingsMessages.unknownSetting },
  )
  .partial()
  .superRefine((change, context) => {
    for (const code of Object.keys(change.countryVatRates ?? {})) {
      if (!mayHaveOwnVatRate(code))
        context.addIssue({
          code: "custom",
          path: ["countryVatRates", code],
          message: settingsMessages.countryRate,
        });
    }
  });
export type SettingsChange = z.output<typeof SettingsChangeSchema>;

const SettingsValuesSchema = z.object({
  website_online: z.boolean(),
  store_online: z.boolean(),
  vat_percent: z.number(),
  vat_percent_madeira: z.number(),
  vat_percent_azores: z.number(),
  contact_name: z.string(),
  contact_address: z.string(),
  contact_nif: z.string(),
  contact_phone: z.string(),
  contact_email: z.string(),
  banner_shoes_women: z.string(),
  banner_shoes_men: z.string(),
  banner_accessories_women: z.string(),
  banner_accessories_men: z.string(),
  banner_bottom_homepage: z.string(),
  banner_shoes_women_link: z.string(),
  banner_shoes_men_link: z.string(),
  banner_accessories_women_link: z.string(),
  banner_accessories_men_link: z.string(),
  banner_bottom_homepage_link: z.string(),
  multibanco_entity: z.string(),
  multibanco_subentity: z.string(),
} satisfies Record<SettingKey, z.ZodType>);

/** GET /api/admin/settings: every setting, and the EU countries' own rates. */
export const SettingsViewSchema = z.object({
  settings: SettingsValuesSchema,
  countryVatRates: z.array(
    z.object({ code: z.string(), name: z.string(), vatPercent: z.number().nullable() }),
  ),
});
export type SettingsView = z.infer<typeof SettingsViewSchema>;

/**
 * A setting's value as `npm run settings` takes it (`website_online=false`, `vat_percent=23`),
 * turned into what the rules check: flags and numbers from their text, the rest as it is.
 */
export function settingFromText(key: string, value: string): unknown {
  const rule = SETTING_RULES[key as SettingKey];
  if (!rule) return value;
  if (rule === flag) return value === "true" ? true : value === "false" ? false : value;
  if (rule === percent) return value.trim() === "" ? value : Number(value);
  return value;
}
