import { z } from "zod";
import { listQuerySchema } from "./admin-lists.ts";
import { englishText } from "./catalogue-english.ts";
import { SizeGuideIdSchema } from "./size-guides.ts";

/** The catalogue's named lists the back office keeps: brands, colours and tags. */
export const NAMED_LISTS = ["brands", "colors", "tags"] as const;
export type NamedList = (typeof NAMED_LISTS)[number];

export const taxonomyMessages = {
  name: "Indique o nome (até 60 caracteres).",
  woman: "Escolha Mulher, Homem ou ambos.",
  shoe: "Escolha Sapatos, Acessórios ou ambos.",
} as const;

const name = z
  .string({ error: taxonomyMessages.name })
  .trim()
  .min(1, taxonomyMessages.name)
  .max(60, taxonomyMessages.name);

/** GET /api/admin/brands (colors, tags): by name unless asked otherwise; `q` looks in the name. */
export const NamedListQuerySchema = listQuerySchema(["name", "products"], {
  sort: "name",
  order: "asc",
});
export type NamedListQuery = z.output<typeof NamedListQuerySchema>;

/**
 * POST and PUT of a brand, a colour or a tag. `nameEn`, a colour's or a tag's English (null:
 * none; absent: a change keeps it); a brand's name is the same in both languages.
 */
export const NamedInputSchema = z.object({ name, nameEn: englishText(60) });
export type NamedInput = z.infer<typeof NamedInputSchema>;

/** A brand, colour or tag in the back office, with how many products use it. */
export const NamedItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Its English (null: not written; always null for a brand). */
  nameEn: z.string().nullable(),
  products: z.number().int(),
});
export type NamedItem = z.infer<typeof NamedItemSchema>;

/**
 * POST and PUT of a category. The storefront's menus are a tree of four groups (Sapatos and
 * Acessórios, each for Mulher and Homem): the flags place the category in one or more of them.
 */
export const CategoryInputSchema = z
  .object({
    name,
    isWoman: z.boolean(),
    isMan: z.boolean(),
    forShoe: z.boolean(),
    forAccessory: z.boolean(),
    /** Its products' size guide (null: none); left out, a change keeps the one it has. */
    sizeGuideId: SizeGuideIdSchema.optional(),
    /** Its name in English (null: none); left out, a change keeps it. */
    nameEn: englishText(60),
  })
  .refine((c) => c.isWoman || c.isMan, { path: ["isWoman"], error: taxonomyMessages.woman })
  .refine((c) => c.forShoe || c.forAccessory, { path: ["forShoe"], error: taxonomyMessages.shoe });
export type CategoryInput = z.infer<typeof CategoryInputSchema>;

export const CategoryItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isWoman: z.boolean(),
  isMan: z.boolean(),
  forShoe: z.boolean(),
  forAccessory: z.boolean(),
  ordering: z.number().int(),
  products: z.number().int(),
  sizeGuideId: z.number().int().nullable(),
  nameEn: z.string().nullable(),
});
export type CategoryItem = z.infer<typeof CategoryItemSchema>;
