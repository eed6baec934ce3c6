import { z } from "zod";
import { centimetresText, parseCentimetres } from "../centimetres.ts";

/**
 * What a product page says about the product (issue 37): materials, sole, heel, fit, care, where
 * it was made, a bag's dimensions. Every detail is optional; null when the shop left it empty.
 * Lengths are kept in millimetres (3,5 cm is 35) so that one decimal of a centimetre is exact.
 */
export const ProductDetailsSchema = z.object({
  upperMaterial: z.string().nullable(),
  lining: z.string().nullable(),
  sole: z.string().nullable(),
  heelHeightMm: z.number().int().nullable(),
  /** «Veste pequeno: recomendamos um número acima». */
  fitNote: z.string().nullable(),
  care: z.string().nullable(),
  madeIn: z.string().nullable(),
  /** A bag's width × height × depth. */
  dimensionsMm: z
    .object({ width: z.number().int(), height: z.number().int(), depth: z.number().int() })
    .nullable(),
});
export type ProductDetails = z.infer<typeof ProductDetailsSchema>;

/** A product without any detail (a new product, or one the shop never described). */
export const NO_PRODUCT_DETAILS: ProductDetails = {
  upperMaterial: null,
  lining: null,
  sole: null,
  heelHeightMm: null,
  fitNote: null,
  care: null,
  madeIn: null,
  dimensionsMm: null,
};

export const PRODUCT_DETAIL_TEXT_MAX = 100;
export const PRODUCT_FIT_NOTE_MAX = 200;
export const PRODUCT_CARE_MAX = 1000;
export const PRODUCT_HEEL_MAX_CM = 25;
export const PRODUCT_DIMENSION_MAX_CM = 200;

export const productDetailMessages = {
  text: (what: string) => `${what} pode ter no máximo ${PRODUCT_DETAIL_TEXT_MAX} caracteres.`,
  fitNote: `A nota sobre o tamanho pode ter no máximo ${PRODUCT_FIT_NOTE_MAX} caracteres.`,
  care: `Os cuidados podem ter no máximo ${PRODUCT_CARE_MAX} caracteres.`,
  heelHeight: `Indique a altura do tacão em cm, com uma casa decimal no máximo, de 0 a ${PRODUCT_HEEL_MAX_CM} (por exemplo 3,5).`,
  dimension: `Indique a medida em cm, com uma casa decimal no máximo, de 0,1 a ${PRODUCT_DIMENSION_MAX_CM} (por exemplo 22 ou 12,5).`,
  dimensionsTogether: "Indique as três medidas (largura, altura e profundidade) ou nenhuma.",
  titleToPublish:
    "Um produto sem título não pode estar à venda: escreva o título ou deixe-o por publicar.",
} as const;

const text = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .transform((value) => (value === "" ? null : value))
    .nullish()
    .transform((value) => value ?? null);

/** A length in cm as typed ("" or absent: none), to millimetres within [min, max]. */
const centimetres = (minMm: number, maxMm: number, message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .nullish()
    .transform((value, context) => {
      if (value === null || value === undefined || String(value).trim() === "") return null;
      const mm = parseCentimetres(String(value));
      if (mm === null || mm < minMm || mm > maxMm) {
        context.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return mm;
    });

const dimension = centimetres(1, PRODUCT_DIMENSION_MAX_CM * 10, productDetailMessages.dimension);

/**
 * The details as the back office sends them: texts as typed, lengths in cm as typed ("3,5"), a
 * bag's three measures all or none. Parsed to the stored `ProductDetails`.
 */
export const ProductDetailsInputSchema = z
  .object({
    upperMaterial: text(PRODUCT_DETAIL_TEXT_MAX, productDetailMessages.text("O material exterior")),
    lining: text(PRODUCT_DETAIL_TEXT_MAX, productDetailMessages.text("O forro")),
    sole: text(PRODUCT_DETAIL_TEXT_MAX, productDetailMessages.text("A sola")),
    heelHeight: centimetres(0, PRODUCT_HEEL_MAX_CM * 10, productDetailMessages.heelHeight),
    fitNote: text(PRODUCT_FIT_NOTE_MAX, productDetailMessages.fitNote),
    care: text(PRODUCT_CARE_MAX, productDetailMessages.care),
    madeIn: text(PRODUCT_DETAIL_TEXT_MAX, productDetailMessages.text("O país de fabrico")),
    width: dimension,
    height: dimension,
    depth: dimension,
  })
  .superRefine((details, context) => {
    const measures = [details.width, details.height, details.depth];
    if (measures.every((mm) => mm === null) || measures.every((mm) => mm !== null)) return;
    for (const name of ["width", "height", "depth"] as const) {
      if (details[name] === null)
        context.addIssue({
          code: "custom",
          path: [name],
          message: productDetailMessages.dimensionsTogether,
        });
    }
  })
  .transform(
    ({ heelHeight, width, height, depth, ...texts }): ProductDetails => ({
      ...texts,
      heelHeightMm: heelHeight,
      dimensionsMm:
        width !== null && height !== null && depth !== null ? { width, height, depth } : null,
    }),
  );
export type ProductDetailsInput = z.input<typeof ProductDetailsInputSchema>;

/** The details as the back office's form shows them again (lengths as typed, "" for none). */
export function productDetailsInput(details: ProductDetails) {
  const cm = (mm: number | null | undefined) => (mm == null ? "" : centimetresText(mm));
  return {
    upperMaterial: details.upperMaterial ?? "",
    lining: details.lining ?? "",
    sole: details.sole ?? "",
    heelHeight: cm(details.heelHeightMm),
    fitNote: details.fitNote ?? "",
    care: details.care ?? "",
    madeIn: details.madeIn ?? "",
    width: cm(details.dimensionsMm?.width),
    height: cm(details.dimensionsMm?.height),
    depth: cm(details.dimensionsMm?.depth),
  };
}

/** A product that may be on sale has a title (cards never show a bare reference). */
export function titledToPublish(product: { active?: unknown; title?: unknown }): boolean {
  return product.active !== true || (typeof product.title === "string" && product.title !== "");
}
