import { z } from "zod";

/**
 * The catalogue's English (issue 40): each worded field of a product, a category, a colour, a
 * tag, a banner and a size guide has an English twin the back office writes beside the
 * Portuguese. Left empty (null), the English storefront shows the Portuguese.
 */
export const englishMessages = {
  tooLong: (max: number) => `O texto em inglês pode ter no máximo ${max} caracteres.`,
  missing: "Sem inglês",
} as const;

/**
 * An English text as the back office sends it: trimmed, '' or null for none (null after
 * parsing); absent (undefined) where a change keeps what is stored.
 */
export const englishText = (max: number) =>
  z
    .string({ error: englishMessages.tooLong(max) })
    .trim()
    .max(max, englishMessages.tooLong(max))
    .transform((value) => (value === "" ? null : value))
    .nullish();

/** An English text of an object sent whole: absent or empty is none (null). */
const englishField = (max: number) => englishText(max).transform((value) => value ?? null);

/** The text in English where written, else the Portuguese (what the English storefront shows). */
export function inEnglishOr<T extends string | null>(
  portuguese: T,
  english: string | null | undefined,
) {
  return english && english.trim() !== "" ? english : portuguese;
}

/** A product's worded fields in English, as the back office edits them (null: not written). */
export const ProductEnglishSchema = z.object({
  title: z.string().nullable(),
  description: z.string().nullable(),
  colorManual: z.string().nullable(),
  upperMaterial: z.string().nullable(),
  lining: z.string().nullable(),
  sole: z.string().nullable(),
  fitNote: z.string().nullable(),
  care: z.string().nullable(),
  madeIn: z.string().nullable(),
});
export type ProductEnglish = z.infer<typeof ProductEnglishSchema>;

/** A product without any English (a new product, or one not translated yet). */
export const NO_PRODUCT_ENGLISH: ProductEnglish = {
  title: null,
  description: null,
  colorManual: null,
  upperMaterial: null,
  lining: null,
  sole: null,
  fitNote: null,
  care: null,
  madeIn: null,
};

/** The product form's English, the same limits as the Portuguese fields. */
export const ProductEnglishInputSchema = z.object({
  title: englishField(150),
  description: englishField(5000),
  colorManual: englishField(60),
  upperMaterial: englishField(100),
  lining: englishField(100),
  sole: englishField(100),
  fitNote: englishField(200),
  care: englishField(1000),
  madeIn: englishField(100),
});
