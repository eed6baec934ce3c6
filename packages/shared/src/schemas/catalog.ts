import { z } from "zod";
import { CATEGORY_GROUPS } from "../category-groups.ts";
import { ProductDetailsSchema } from "./product-details.ts";
import { SearchUnderstandingSchema, SUGGESTED_PRODUCTS } from "./search.ts";
import { StoreHoursSchema } from "./store-hours.ts";

/** A product category; the four flags place it in the menu groups. */
export const CategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isWoman: z.boolean(),
  isMan: z.boolean(),
  forShoe: z.boolean(),
  forAccessorie: z.boolean(),
});
export type Category = z.infer<typeof CategorySchema>;

/** Brands, colours and tags are named lists. */
export const NamedSchema = z.object({ id: z.number().int(), name: z.string() });
export type Brand = z.infer<typeof NamedSchema>;
export type Color = z.infer<typeof NamedSchema>;
export type Tag = z.infer<typeof NamedSchema>;

/** A home-page banner. */
export const BannerSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  title: z.string(),
  subtitle: z.string(),
  text: z.string(),
  /** A path of the shop or an https address; '' when the banner links nowhere. */
  link: z.string(),
});
export type Banner = z.infer<typeof BannerSchema>;

/** A physical store in Lisbon; `hours` null when they were never given. */
export const StoreSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  mapLink: z.string(),
  thumbnail: z.string(),
  ordering: z.number().int(),
  hours: StoreHoursSchema.nullable(),
  /** Whether customers may collect their orders here ("Levantar em loja"). */
  pickup: z.boolean(),
});
export type Store = z.infer<typeof StoreSchema>;

/**
 * A delivery country; its group sets the delivery price. `code` is ISO 3166-1 alpha-2 ("ES"), or
 * the ISO 3166-2 region of Madeira ("PT-30") and the Azores ("PT-20"); null when the shop added a
 * country without one. `IVA` is an EU country's own VAT rate as a fraction (one-stop shop), null
 * where Portugal's applies.
 */
export const CountrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  IVA: z.number().nullable(),
  groupId: z.number().int(),
});
export type Country = z.infer<typeof CountrySchema>;

/** A delivery price group, price in euros. */
export const CountryGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  /** Working days from the payment's confirmation to the delivery, at least and at most. */
  deliveryDays: z.object({ min: z.number().int(), max: z.number().int() }),
  /** The products' total (euros, VAT included) from which delivery is free; null: never. */
  freeFrom: z.number().nullable(),
});
export type CountryGroup = z.infer<typeof CountryGroupSchema>;

/**
 * The shop's settings, with the names the storefront has always used. VAT rates are fractions:
 * `IVA` is mainland Portugal's (the shown prices carry it), then Madeira's and the Azores'.
 */
export const SettingsSchema = z.object({
  IVA: z.number(),
  IVAMadeira: z.number(),
  IVAAzores: z.number(),
  store_online: z.boolean(),
  website_online: z.boolean(),
  bannerShoesWomen: z.string(),
  bannerShoesMan: z.string(),
  bannerAccessoriesWomen: z.string(),
  bannerAccessoriesMen: z.string(),
  bannerBottomHomepage: z.string(),
  /** Where each section banner leads: a path of the shop's own, '' for none (migration 052). */
  bannerShoesWomenLink: z.string(),
  bannerShoesManLink: z.string(),
  bannerAccessoriesWomenLink: z.string(),
  bannerAccessoriesMenLink: z.string(),
  bannerBottomHomepageLink: z.string(),
  contact_name: z.string(),
  contact_address: z.string(),
  contact_nif: z.string(),
  contact_phone: z.string(),
  contact_email: z.string(),
  /** Orders of a working day until this Lisbon hour (`HH:MM`) leave the same day (migration 049). */
  dispatch_cutoff: z.string(),
  /** Reservations in a store may be paid online by card (migration 050; off by default). */
  reservation_online_payment: z.boolean(),
});
export type Settings = z.infer<typeof SettingsSchema>;

/** Categories by menu group. */
export const CategoryTreeSchema = z.object({
  shoesWomen: z.array(CategorySchema),
  shoesMen: z.array(CategorySchema),
  accessoriesWomen: z.array(CategorySchema),
  accessoriesMen: z.array(CategorySchema),
});
export type CategoryTree = z.infer<typeof CategoryTreeSchema>;

/** Everything the storefront loads once at start-up. */
export const PersistentSchema = z.object({
  categoryTree: CategoryTreeSchema,
  colors: z.array(NamedSchema),
  brands: z.array(NamedSchema),
  banners: z.array(BannerSchema),
  tags: z.array(NamedSchema),
  settings: SettingsSchema,
  stores: z.array(StoreSchema),
  countries: z.array(CountrySchema),
  countryGroups: z.record(z.string(), CountryGroupSchema),
});
export type Persistent = z.infer<typeof PersistentSchema>;

/**
 * The reduction a product announces (DL 138/90, art. 5.º-A): the lowest price paid in the 30 days
 * before it began (euros) and the percentage off that price; null and 0 when it announces none
 * (not discounted, or not below what it cost within the month).
 */
export const AnnouncedReductionShape = {
  referencePrice: z.number().nullable(),
  reduction: z.number().int().min(0).max(100),
};

/** A product as the API sends it; money in euros with VAT. */
export const ProductSchema = z.object({
  id: z.number().int(),
  ref: z.string(),
  title: z.string().nullable(),
  price: z.number(),
  discount: z.number().int().min(0).max(100),
  /**
   * Its price in the sale it is in now («Saldos», euros); null or absent outside a sale. What it
   * costs is the lower of this and its discounted price (`currentPrice`).
   */
  salePrice: z.number().nullable().optional(),
  /** When that sale ends (ISO instant); null or absent outside a sale. */
  saleEndsAt: z.string().nullable().optional(),
  ...AnnouncedReductionShape,
  pictures: z.array(z.string()),
  thumbnailIndex: z.number().int(),
  tags: z.array(z.number().int()),
  sizes: z.array(z.string()),
  brandId: z.number().int().nullable(),
  categoryId: z.number().int().nullable(),
  colorId: z.number().int().nullable(),
  colorManual: z.string().nullable(),
  dataPublished: z.string(),
  newCollection: z.boolean(),
});
export type Product = z.infer<typeof ProductSchema>;

/** Reply of GET /public/products/sold-out: ids of the products on sale with no unit online. */
export const SoldOutProductsSchema = z.array(z.number().int());

/** A product page: the product and its description (lists leave it out; it can be long). */
/** One colour of a product's model on the product page (the product's own too). */
export const ProductColourSchema = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  /** The colour's name as the shop writes it (its free text, or the colour list's). */
  colourName: z.string().nullable(),
  /** Its main picture (the first), or null without pictures. */
  picture: z.string().nullable(),
});
export type ProductColour = z.infer<typeof ProductColourSchema>;

/**
 * A product page: the product, its description, and the published colours of its model (itself
 * among them; empty when it has no other colour on sale).
 */
export const ProductPageSchema = ProductSchema.extend({
  description: z.string(),
  colours: z.array(ProductColourSchema),
  /** Its category's size guide (GET /public/size-guides/{id}), or null. */
  sizeGuideId: z.number().int().nullable(),
  /**
   * Materials, fit, care, … (issue 37): each null when the shop left it empty. The server always
   * sends them; absent reads as none (a page kept from before them).
   */
  details: ProductDetailsSchema.optional(),
});
export type ProductPage = z.infer<typeof ProductPageSchema>;

/** How many products one choice of a facet would list, the listing's other choices kept. */
const SizeCountSchema = z.object({ size: z.string(), count: z.number().int() });
const IdCountSchema = z.object({ id: z.number().int(), count: z.number().int() });

/**
 * Reply of POST /public/products/facets: per size in online stock, colour and brand, the products
 * that choice would list with the other choices kept; the lowest and highest price paid (euros,
 * discount applied) with the other choices kept, null when nothing is listed; and how many
 * products every choice together lists.
 */
export const ListingFacetsSchema = z.object({
  total: z.number().int(),
  sizes: z.array(SizeCountSchema),
  colors: z.array(IdCountSchema),
  brands: z.array(IdCountSchema),
  price: z.object({ min: z.number(), max: z.number() }).nullable(),
  /** How the search text was read; null without text. */
  understood: SearchUnderstandingSchema.nullable(),
});
export type ListingFacets = z.infer<typeof ListingFacetsSchema>;

const groupKeys = CATEGORY_GROUPS.map((group) => group.key) as [
  (typeof CATEGORY_GROUPS)[number]["key"],
  ...(typeof CATEGORY_GROUPS)[number]["key"][],
];

/**
 * Reply of GET /public/products/suggestions: up to six products on sale, best first, and the
 * categories (with the menu group they are listed in) and brands whose names match what is typed.
 */
export const SearchSuggestionsSchema = z.object({
  products: z.array(ProductSchema).max(SUGGESTED_PRODUCTS),
  categories: z.array(
    z.object({ id: z.number().int(), name: z.string(), group: z.enum(groupKeys) }),
  ),
  brands: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type SearchSuggestions = z.infer<typeof SearchSuggestionsSchema>;
