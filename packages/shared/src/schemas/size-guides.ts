import { z } from "zod";
import { englishText } from "./catalogue-english.ts";

/** Rows a guide may have at most (a shoe guide has 8 to 15). */
export const SIZE_GUIDE_MAX_ROWS = 40;
/** A measurement's largest value in cm (a belt's waist, with room). */
export const SIZE_GUIDE_MAX_MEASURE = 999.9;

export const sizeGuideMessages = {
  name: "Indique o nome do guia (até 60 caracteres).",
  measureLabel: "Indique o que se mede (até 60 caracteres), por exemplo «Comprimento do pé (cm)».",
  howToMeasure: "O texto de como medir tem no máximo 2000 caracteres.",
  rows: `Indique entre 1 e ${SIZE_GUIDE_MAX_ROWS} linhas.`,
  size: "Indique o tamanho (até 10 caracteres).",
  sizeRepeated: (size: string) => `O tamanho ${size} está repetido.`,
  measure: "Indique uma medida positiva, com uma casa decimal no máximo (até 999,9).",
  guide: "Guia de tamanhos inválido.",
} as const;

const text = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);

/** «22,5» as the staff may type it, or a number; NaN for any other text. */
const decimalFromText = (value: number | string) =>
  typeof value === "number"
    ? value
    : /^\s*\d+([.,]\d+)?\s*$/.test(value)
      ? Number(value.trim().replace(",", "."))
      : Number.NaN;

const hasOneDecimal = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-6;

const measure = z
  .union([z.number(), z.string()], { error: sizeGuideMessages.measure })
  .transform(decimalFromText)
  .pipe(
    z
      .number({ error: sizeGuideMessages.measure })
      .positive(sizeGuideMessages.measure)
      .max(SIZE_GUIDE_MAX_MEASURE, sizeGuideMessages.measure)
      .refine(hasOneDecimal, sizeGuideMessages.measure)
      .transform((value) => Math.round(value * 10) / 10),
  );

export const SizeGuideRowInputSchema = z.object({
  size: text(10, sizeGuideMessages.size),
  measure,
});

/** POST and PUT of a size guide: its rows in their order, each size once. */
export const SizeGuideInputSchema = z.object({
  name: text(60, sizeGuideMessages.name),
  measureLabel: text(60, sizeGuideMessages.measureLabel),
  howToMeasure: z
    .string({ error: sizeGuideMessages.howToMeasure })
    .trim()
    .max(2000, sizeGuideMessages.howToMeasure),
  /** The texts in English (null: none; absent: a change keeps them). */
  nameEn: englishText(60),
  measureLabelEn: englishText(60),
  howToMeasureEn: englishText(2000),
  rows: z
    .array(SizeGuideRowInputSchema, { error: sizeGuideMessages.rows })
    .min(1, sizeGuideMessages.rows)
    .max(SIZE_GUIDE_MAX_ROWS, sizeGuideMessages.rows)
    .superRefine((rows, context) => {
      const seen = new Set<string>();
      rows.forEach((row, index) => {
        const key = row.size.toLocaleLowerCase("pt-PT");
        if (seen.has(key)) {
          context.addIssue({
            code: "custom",
            path: [index, "size"],
            message: sizeGuideMessages.sizeRepeated(row.size),
          });
        }
        seen.add(key);
      });
    }),
});
export type SizeGuideInput = z.input<typeof SizeGuideInputSchema>;
export type SizeGuideData = z.output<typeof SizeGuideInputSchema>;

/** A row as the API sends it: the measurement in cm, one decimal. */
export const SizeGuideRowSchema = z.object({ size: z.string(), measure: z.number() });
export type SizeGuideRow = z.infer<typeof SizeGuideRowSchema>;

/** GET /api/public/size-guides/{id}: what the product page's «Guia de tamanhos» shows. */
export const SizeGuideSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  measureLabel: z.string(),
  /** One step per line. */
  howToMeasure: z.string(),
  rows: z.array(SizeGuideRowSchema),
});
export type SizeGuide = z.infer<typeof SizeGuideSchema>;

/** A guide in the back office, with the categories that show it. */
export const SizeGuideItemSchema = SizeGuideSchema.extend({
  nameEn: z.string().nullable(),
  measureLabelEn: z.string().nullable(),
  howToMeasureEn: z.string().nullable(),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type SizeGuideItem = z.infer<typeof SizeGuideItemSchema>;

/** A category's guide in its form: an id, or null for none. */
export const SizeGuideIdSchema = z
  .number({ error: sizeGuideMessages.guide })
  .int(sizeGuideMessages.guide)
  .positive(sizeGuideMessages.guide)
  .max(999_999_999, sizeGuideMessages.guide)
  .nullable();

/** The steps of «how to measure», one per non-empty line. */
export const measureSteps = (howToMeasure: string): string[] =>
  howToMeasure
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.length > 0);

/** A measurement as the shop writes it: «22,5». */
export const formatMeasure = (measure: number): string =>
  measure.toLocaleString("pt-PT", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
