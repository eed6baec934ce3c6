import type { Language, ProductEnglish } from "@shop/shared";
import { sql } from "kysely";

/** A product's worded fields in English (migration 060): each column and its Portuguese one. */
export const ENGLISH_PAIRS = {
  title_en: "title",
  description_en: "description",
  color_manual_en: "color_manual",
  upper_material_en: "upper_material",
  lining_en: "lining",
  sole_en: "sole",
  fit_note_en: "fit_note",
  care_en: "care",
  made_in_en: "made_in",
} as const;

type EnglishColumn = keyof typeof ENGLISH_PAIRS;
export type EnglishColumns = Record<EnglishColumn, string | null>;

export const ENGLISH_COLUMNS = Object.keys(ENGLISH_PAIRS) as EnglishColumn[];

/** A product's English as the back office edits it, from its row. */
export function englishOfRow(row: EnglishColumns): ProductEnglish {
  return {
    title: row.title_en,
    description: row.description_en,
    colorManual: row.color_manual_en,
    upperMaterial: row.upper_material_en,
    lining: row.lining_en,
    sole: row.sole_en,
    fitNote: row.fit_note_en,
    care: row.care_en,
    madeIn: row.made_in_en,
  };
}

/** The row's columns of a product's English. */
export function englishColumnsOf(english: ProductEnglish): EnglishColumns {
  return {
    title_en: english.title,
    description_en: english.description,
    color_manual_en: english.colorManual,
    upper_material_en: english.upperMaterial,
    lining_en: english.lining,
    sole_en: english.sole,
    fit_note_en: english.fitNote,
    care_en: english.care,
    made_in_en: english.madeIn,
  };
}

/** `p.<column>` in English where written, else the Portuguese (what the English storefront shows). */
export const englishOr = (column: string, english = `${column}_en`) =>
  sql.raw(`coalesce(nullif(btrim(p.${english}), ''), p.${column})`);

/**
 * A product `p`'s title, as `title`, in a purchase's language: in English its English where
 * written, else the Portuguese. A purchase's emails, order page and withdrawal form read it; the
 * back office and the invoices keep the Portuguese.
 */
export const titleIn = (language: Language) =>
  sql<string>`${language === "en" ? englishOr("title") : sql.ref("p.title")}`.as("title");

/**
 * A product `p`'s title, as `title`, in the language a row keeps in `column` (`r.language`,
 * `a.language`: a store reservation's, a size alert's own): in English its English where written,
 * else the Portuguese. Their customer's emails and pages read it.
 */
export const titleInLanguageOf = (column: `${string}.language`) =>
  sql<
    string | null
  >`(CASE WHEN ${sql.ref(column)} = 'en' THEN ${englishOr("title")} ELSE p.title END)`.as("title");

/**
 * Whether a product `p` has a Portuguese text without its English: what the back office's list
 * marks «Sem inglês».
 */
export const missingEnglish = sql<boolean>`(${sql.join(
  ENGLISH_COLUMNS.map((english) =>
    sql.raw(
      `(coalesce(btrim(p.${ENGLISH_PAIRS[english]}), '') <> '' AND coalesce(btrim(p.${english}), '') = '')`,
    ),
  ),
  sql` OR `,
)})`;
