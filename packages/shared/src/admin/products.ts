import { z } from "zod";
import { SIZE_PATTERN } from "../constants.ts";
import { MAX_PRICE_CENTS, parseEuros } from "../money.ts";
import { listQuerySchema } from "../schemas/admin-lists.ts";
import { ProductEnglishInputSchema, ProductEnglishSchema } from "../schemas/catalogue-english.ts";
import {
  ProductDetailsInputSchema,
  ProductDetailsSchema,
  productDetailMessages,
  titledToPublish,
} from "../schemas/product-details.ts";

/** The back office's products: list, form, pictures and sizes. */
export const productMessages = {
  notFound: "Este produto não existe.",
  ref: "Indique a referência (até 40 caracteres).",
  refTaken: "Já existe um produto com esta referência.",
  title: "O título pode ter no máximo 150 caracteres.",
  price: "Indique o preço em euros, por exemplo 89,90.",
  priceRange: "O preço deve estar entre 0,01 € e 100 000,00 €.",
  discount: "O desconto é um número inteiro de 0 a 90 (%).",
  category: "Escolha a categoria.",
  unknownCategory: "Esta categoria já não existe. Escolha outra.",
  unknownBrand: "Esta marca já não existe. Escolha outra.",
  unknownColor: "Esta cor já não existe. Escolha outra.",
  unknownTag: "Uma das etiquetas escolhidas já não existe.",
  colorManual: "A cor escrita pode ter no máximo 60 caracteres.",
  tags: "Escolha no máximo 20 etiquetas, sem repetir.",
  sizes: "Indique pelo menos um tamanho (no máximo 40), sem repetir.",
  size: "Cada tamanho tem até 10 letras ou algarismos: 38, 37.5 ou U.",
  sizeHasStock: (size: string, units: number) =>
    `O tamanho ${size} ainda tem ${units} ${units === 1 ? "unidade" : "unidades"} em stock. Acerte o stock antes de o retirar.`,
  sizeInOpenPurchase: (size: string) =>
    `O tamanho ${size} está numa compra que ainda pode ser cancelada (e o stock voltaria a ele). Retire-o depois de a compra seguir.`,
  pictures: "No máximo 20 imagens, sem repetir.",
  picture: "Esta imagem não tem um nome válido.",
  unknownPicture: "Uma das imagens não está guardada na loja. Envie-a de novo.",
  thumbnail: "Escolha a imagem principal entre as imagens do produto.",
  description: "A descrição pode ter no máximo 5000 caracteres.",
  publishedAt: "Indique a data de publicação (AAAA-MM-DD).",
  updatedAt: "Falta a versão do produto que editou. Recarregue a página.",
  changedMeanwhile:
    "Outra pessoa alterou este produto depois de o abrir. Recarregue-o para ver a versão atual e volte a fazer as suas alterações.",
  created: "Produto criado.",
  saved: "Alterações guardadas.",
  fixErrors: "Corrija os campos assinalados.",
} as const;

export const PRODUCT_REF_MAX_LENGTH = 40;
export const PRODUCT_TITLE_MAX_LENGTH = 150;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 5000;
export const PRODUCT_MAX_DISCOUNT = 90;
export const PRODUCT_MAX_PICTURES = 20;
export const PRODUCT_MAX_SIZES = 40;
export const PRODUCT_MAX_TAGS = 20;

export const PRODUCT_SORTS = ["updatedAt", "ref", "title", "price", "publishedAt"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

const id = z.coerce.number().int().positive().max(999_999_999);
const yesNo = z.enum(["true", "false"]).transform((value) => value === "true");

/**
 * GET /api/admin/products: `q` is the storefront's own search (every word starts a word of the
 * title, ref, brand, category, colour or tags), over inactive products too; `outOfStock=true`
 * keeps those without a unit online.
 */
export const ProductListQuerySchema = listQuerySchema(PRODUCT_SORTS, {
  sort: "updatedAt",
  order: "desc",
}).extend({
  categoryId: id.optional(),
  brandId: id.optional(),
  active: yesNo.optional(),
  outOfStock: yesNo.optional(),
  /** `true` keeps the products whose English is missing somewhere (a Portuguese text without it). */
  noEnglish: yesNo.optional(),
});
export type ProductListQuery = z.output<typeof ProductListQuerySchema>;

/**
 * The sale («Saldos») a product is sold in now (053): its name, its price there and its end; null
 * outside one. What a customer pays is `unitPriceCents` of the list price, discount and this price.
 */
export const ProductSaleNowSchema = z
  .object({ name: z.string(), priceCents: z.number(), endsAt: z.string() })
  .nullable();
export type ProductSaleNow = z.infer<typeof ProductSaleNowSchema>;

/** One product in the back office's list. Money in cents. */
export const ProductRowSchema = z.object({
  id: z.number(),
  ref: z.string(),
  title: z.string().nullable(),
  /** The thumbnail's picture name, or null without pictures. */
  thumbnail: z.string().nullable(),
  categoryName: z.string().nullable(),
  brandName: z.string().nullable(),
  priceCents: z.number(),
  discount: z.number(),
  sale: ProductSaleNowSchema,
  /** Units online, every size together. */
  onlineStock: z.number(),
  active: z.boolean(),
  /** A worded field has Portuguese but no English (the list says «Sem inglês»). */
  missingEnglish: z.boolean(),
  updatedAt: z.string(),
});
export type ProductRow = z.infer<typeof ProductRowSchema>;

export const ProductListSchema = z.object({
  items: z.array(ProductRowSchema),
  total: z.number(),
  moreThanTotal: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
});

/** A product as the back office edits it. `updatedAt` is its version: send it back to save. */
export const ProductDetailSchema = z.object({
  id: z.number(),
  ref: z.string(),
  title: z.string().nullable(),
  priceCents: z.number(),
  discount: z.number(),
  /** Read only: set by the sales, never saved with the product. */
  sale: ProductSaleNowSchema,
  categoryId: z.number().nullable(),
  brandId: z.number().nullable(),
  colorId: z.number().nullable(),
  colorManual: z.string().nullable(),
  tagIds: z.array(z.number()),
  /** In the order the storefront lists them. */
  sizes: z.array(z.string()),
  /** Units of each size, every location together (a size with units cannot be removed). */
  sizeStock: z.record(z.string(), z.number()),
  pictures: z.array(z.string()),
  thumbnailIndex: z.number(),
  newCollection: z.boolean(),
  featured: z.boolean(),
  active: z.boolean(),
  description: z.string(),
  details: ProductDetailsSchema,
  /** The worded fields in English (null where not written: the storefront shows the Portuguese). */
  english: ProductEnglishSchema,
  publishedAt: z.string(),
  updatedAt: z.string(),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

/** Who or what changed a price: a staff member (form or import), the demo, the migration, SQL. */
export const PriceSourceSchema = z.enum([
  "staff",
  "import",
  "seed",
  "migration",
  "database",
  "sale",
]);

/**
 * A product's price history for the back office, newest first, and the reduction it announces
 * now (DL 138/90, art. 5.º-A): its reference, the lowest price paid in the 30 days before.
 */
export const ProductPriceHistorySchema = z.object({
  reduction: z.object({ referenceCents: z.number(), percent: z.number() }).nullable(),
  changes: z.array(
    z.object({
      changedAt: z.string(),
      priceCents: z.number(),
      discount: z.number(),
      /** What a buyer paid from then on: the price with the discount applied. */
      paidCents: z.number(),
      source: PriceSourceSchema,
      staffName: z.string().nullable(),
    }),
  ),
});
export type ProductPriceHistory = z.infer<typeof ProductPriceHistorySchema>;

/** What the product form chooses from. */
export const ProductChoicesSchema = z.object({
  categories: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      isWoman: z.boolean(),
      isMan: z.boolean(),
      forShoe: z.boolean(),
      forAccessory: z.boolean(),
    }),
  ),
  brands: z.array(z.object({ id: z.number(), name: z.string() })),
  colors: z.array(z.object({ id: z.number(), name: z.string() })),
  tags: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type ProductChoices = z.infer<typeof ProductChoicesSchema>;

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .transform((text) => (text === "" ? null : text));

const price = z
  .string({ error: productMessages.price })
  .transform((text, context) => {
    const cents = parseEuros(text);
    if (cents === null) {
      context.addIssue({ code: "custom", message: productMessages.price });
      return z.NEVER;
    }
    return cents;
  })
  .pipe(
    z.number().min(1, productMessages.priceRange).max(MAX_PRICE_CENTS, productMessages.priceRange),
  );

/** A size as the storefront shows it: "37,5" is written "37.5", "u" is "U". */
export const ProductSizeSchema = z
  .string({ error: productMessages.size })
  .trim()
  .transform((text) => text.replace(",", ".").toUpperCase())
  .pipe(z.string().regex(SIZE_PATTERN, productMessages.size));

/** A stored picture's name: a relative path under the media folder, nothing that climbs out. */
const pictureName = z
  .string({ error: productMessages.picture })
  .regex(/^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._/-]{0,199}$/, productMessages.picture);

const distinct = (values: readonly unknown[]) => new Set(values).size === values.length;

const nullableId = (message: string) => z.number({ error: message }).int().positive().nullable();

const productShape = {
  ref: z
    .string({ error: productMessages.ref })
    .trim()
    .min(1, productMessages.ref)
    .max(PRODUCT_REF_MAX_LENGTH, productMessages.ref),
  title: optionalText(PRODUCT_TITLE_MAX_LENGTH, productMessages.title),
  price,
  discount: z.coerce
    .number({ error: productMessages.discount })
    .int(productMessages.discount)
    .min(0, productMessages.discount)
    .max(PRODUCT_MAX_DISCOUNT, productMessages.discount),
  categoryId: z
    .number({ error: productMessages.category })
    .int(productMessages.category)
    .positive(productMessages.category),
  brandId: nullableId(productMessages.unknownBrand),
  colorId: nullableId(productMessages.unknownColor),
  colorManual: optionalText(60, productMessages.colorManual),
  tagIds: z
    .array(z.number().int().positive(), { error: productMessages.tags })
    .max(PRODUCT_MAX_TAGS, productMessages.tags)
    .refine(distinct, productMessages.tags),
  sizes: z
    .array(ProductSizeSchema, { error: productMessages.sizes })
    .min(1, productMessages.sizes)
    .max(PRODUCT_MAX_SIZES, productMessages.sizes)
    .refine(distinct, productMessages.sizes),
  pictures: z
    .array(pictureName, { error: productMessages.pictures })
    .max(PRODUCT_MAX_PICTURES, productMessages.pictures)
    .refine(distinct, productMessages.pictures),
  thumbnailIndex: z
    .number({ error: productMessages.thumbnail })
    .int()
    .min(0, productMessages.thumbnail),
  newCollection: z.boolean(),
  featured: z.boolean(),
  active: z.boolean(),
  description: z
    .string({ error: productMessages.description })
    .trim()
    .max(PRODUCT_DESCRIPTION_MAX_LENGTH, productMessages.description),
  /** Absent: none for a new product, unchanged for an edited one. */
  details: ProductDetailsInputSchema.optional(),
  /** The English of the worded fields; absent: none for a new product, unchanged for an edited one. */
  english: ProductEnglishInputSchema.optional(),
  /** Absent: today for a new product, unchanged for an edited one. */
  publishedAt: z.iso.date(productMessages.publishedAt).optional(),
};

/** The thumbnail is one of the pictures (0 when there are none). */
function thumbnailAmongPictures(product: { pictures: string[]; thumbnailIndex: number }) {
  return product.thumbnailIndex < Math.max(1, product.pictures.length);
}
const thumbnailRule = {
  path: ["thumbnailIndex"],
  error: productMessages.thumbnail,
  // Checked even when other fields are wrong, so the form names every mistake at once.
  when: ({ value }: { value: unknown }) => {
    const product = value as { pictures?: unknown; thumbnailIndex?: unknown };
    return Array.isArray(product?.pictures) && Number.isInteger(product?.thumbnailIndex);
  },
};

/** A product on sale has a title: cards never show a bare reference where a name is missing. */
const titleRule = {
  path: ["title"],
  error: productDetailMessages.titleToPublish,
  when: ({ value }: { value: unknown }) => (value as { active?: unknown })?.active === true,
};

/** POST /api/admin/products. `price` is text typed the Portuguese way ("89,90"); cents after parsing. */
export const ProductInputSchema = z
  .object(productShape)
  .refine(thumbnailAmongPictures, thumbnailRule)
  .refine(titledToPublish, titleRule);
export type ProductInput = z.input<typeof ProductInputSchema>;
export type ProductValues = z.output<typeof ProductInputSchema>;

/** PUT /api/admin/products/:id: the whole product again, with the `updatedAt` it was edited from. */
export const ProductUpdateSchema = z
  .object({
    ...productShape,
    updatedAt: z.iso.datetime({ error: productMessages.updatedAt, offset: true }),
  })
  .refine(thumbnailAmongPictures, thumbnailRule)
  .refine(titledToPublish, titleRule);
export type ProductUpdate = z.output<typeof ProductUpdateSchema>;

export const bulkMessages = {
  ids: "Escolha entre 1 e 500 produtos, sem repetir.",
  kind: "Escolha o que mudar nos produtos escolhidos.",
  percent:
    "Indique a percentagem, de −90 a 500 (por exemplo −10 para baixar 10 %), diferente de 0.",
  missing: "Um dos produtos escolhidos já não existe. Recarregue a lista.",
  tooManyTags: (ref: string) => `O produto ${ref} já tem 20 etiquetas.`,
  priceTooHigh: (ref: string) => `O preço do produto ${ref} passaria de 100 000,00 €.`,
  done: (count: number) => (count === 1 ? "1 produto alterado." : `${count} produtos alterados.`),
} as const;

export const PRODUCT_BULK_MAX = 500;

/** A change to several products at once (all or none). */
export const ProductBulkChangeSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("publish") }),
    z.object({ kind: z.literal("unpublish") }),
    z.object({ kind: z.literal("category"), categoryId: productShape.categoryId }),
    z.object({
      kind: z.literal("tag"),
      tagId: z.number({ error: productMessages.unknownTag }).int().positive(),
    }),
    z.object({ kind: z.literal("price"), price }),
    z.object({
      kind: z.literal("pricePercent"),
      percent: z.coerce
        .number({ error: bulkMessages.percent })
        .min(-90, bulkMessages.percent)
        .max(500, bulkMessages.percent)
        .refine((value) => value !== 0, bulkMessages.percent),
    }),
  ],
  { error: bulkMessages.kind },
);
export type ProductBulkChange = z.output<typeof ProductBulkChangeSchema>;

/** POST /api/admin/products/bulk: the products' ids and the one change made to all of them. */
export const ProductBulkSchema = z.object({
  ids: z
    .array(z.number({ error: bulkMessages.ids }).int().positive(), { error: bulkMessages.ids })
    .min(1, bulkMessages.ids)
    .max(PRODUCT_BULK_MAX, bulkMessages.ids)
    .refine(distinct, bulkMessages.ids),
  change: ProductBulkChangeSchema,
});
export type ProductBulkInput = z.input<typeof ProductBulkSchema>;

export const ProductBulkResultSchema = z.object({ changed: z.number() });

/**
 * A price moved by a percentage (−10: 10 % less), rounded to the cent, never under 0,01 €. The
 * percentage is taken in hundredths so that 12.5 % of any price rounds the same everywhere.
 */
export function priceByPercentCents(priceCents: number, percent: number): number {
  const hundredths = Math.round(percent * 100);
  return Math.max(1, Math.round((priceCents * (10_000 + hundredths)) / 10_000));
}

export const colourMessages = {
  ref: "Indique a referência do produto a ligar.",
  unknownRef: "Não há nenhum produto com esta referência.",
  self: "Este é o próprio produto.",
  notLinked: "Este produto não é uma cor deste modelo.",
  linked: "Cor ligada a este modelo.",
  unlinked: "Cor desligada deste modelo.",
} as const;

/** POST /api/admin/products/:id/colours: links the product of this reference as another colour. */
export const ProductColourLinkSchema = z.object({
  ref: z
    .string({ error: colourMessages.ref })
    .trim()
    .min(1, colourMessages.ref)
    .max(PRODUCT_REF_MAX_LENGTH, colourMessages.ref),
});

export const ProductColourParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(999_999_999),
  otherId: z.coerce.number().int().positive().max(999_999_999),
});

/** The other colours of a product's model, as the back office lists them. */
export const ProductColoursSchema = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      ref: z.string(),
      title: z.string().nullable(),
      colourName: z.string().nullable(),
      active: z.boolean(),
      thumbnail: z.string().nullable(),
    }),
  ),
});
export type ProductColours = z.infer<typeof ProductColoursSchema>;

export const duplicateMessages = {
  done: "Cópia criada como rascunho (não publicada). Reveja-a e publique-a quando estiver pronta.",
  titleSuffix: " (cópia)",
  refSuffix: "-COPIA",
} as const;
