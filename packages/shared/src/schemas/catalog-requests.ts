import { z } from "zod";
import {
  LISTING_MAX_CHOICES,
  LISTING_MAX_SIZES,
  LISTING_SORTS,
  SEARCH_MAX_RESULTS,
  SEARCH_PAGE_SIZE,
  SIZE_PATTERN,
} from "../constants.ts";
import { MAX_PRICE_CENTS } from "../money.ts";
import { contactFormMessages } from "./contact-form-messages.ts";

const flag = z.union([z.literal(0), z.literal(1)], { error: "Deve ser 0 ou 1." });

/** A numeric id in a path: digits only, within the range of the database's ids. */
export const IdSchema = z
  .string()
  .regex(/^\d{1,9}$/, "Identificador inválido.")
  .transform(Number);

export const ProductIdParamsSchema = z.object({ id: IdSchema });

const LISTING_MAX_PRICE = MAX_PRICE_CENTS / 100;

const listingMessages = {
  size: "Tamanho desconhecido.",
  sizes: `Escolha no máximo ${LISTING_MAX_SIZES} tamanhos.`,
  choice: "Identificador inválido.",
  choices: `Escolha no máximo ${LISTING_MAX_CHOICES} opções.`,
  price: `O preço deve estar entre 0 € e ${LISTING_MAX_PRICE} €.`,
  priceOrder: "O preço mínimo não pode ser maior do que o máximo.",
  sort: "Ordenação desconhecida.",
} as const;

const listingId = z
  .number(listingMessages.choice)
  .int(listingMessages.choice)
  .min(1)
  .max(999_999_999);
const listingPrice = z
  .number(listingMessages.price)
  .min(0, listingMessages.price)
  .max(LISTING_MAX_PRICE, listingMessages.price)
  .nullable()
  .default(null);

/**
 * Body of POST /public/products/search (and /facets). A flag at 0 means "no filter". The listing's
 * filters are optional: sizes in online stock, colours and brands (any of each), and the price a
 * customer pays (discount applied), in euros.
 */
export const SearchBodySchema = z
  .object({
    results: z
      .number()
      .int()
      .min(1)
      .max(SEARCH_MAX_RESULTS, `No máximo ${SEARCH_MAX_RESULTS} resultados por página.`)
      .default(SEARCH_PAGE_SIZE),
    offset: z.number().int().min(0, "A posição não pode ser negativa.").max(1_000_000).default(0),
    newCollection: flag.default(0),
    category: z.number().int().min(1).max(999_999_999).nullable().default(null),
    search: z
      .string()
      .trim()
      .max(200, "A pesquisa pode ter no máximo 200 caracteres.")
      .nullable()
      .default(null),
    isWomen: flag.default(0),
    isMen: flag.default(0),
    forShoe: flag.default(0),
    forAccessories: flag.default(0),
    sizes: z
      .array(z.string(listingMessages.size).regex(SIZE_PATTERN, listingMessages.size))
      .max(LISTING_MAX_SIZES, listingMessages.sizes)
      .default([]),
    colors: z.array(listingId).max(LISTING_MAX_CHOICES, listingMessages.choices).default([]),
    brands: z.array(listingId).max(LISTING_MAX_CHOICES, listingMessages.choices).default([]),
    priceMin: listingPrice,
    priceMax: listingPrice,
    sort: z.enum(LISTING_SORTS, listingMessages.sort).default("relevance"),
  })
  .refine(
    (body) => body.priceMin === null || body.priceMax === null || body.priceMin <= body.priceMax,
    { message: listingMessages.priceOrder, path: ["priceMin"] },
  );
export type SearchBody = z.output<typeof SearchBodySchema>;

/** Body of POST /public/contact. */

export const ContactBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, contactFormMessages.name)
    .max(100, contactFormMessages.nameTooLong),
  surname: z.string().trim().max(100, contactFormMessages.surnameTooLong).default(""),
  email: z
    .string()
    .trim()
    .min(1, contactFormMessages.email)
    .max(254, contactFormMessages.emailTooLong)
    .pipe(z.email(contactFormMessages.emailInvalid)),
  message: z
    .string()
    .trim()
    .min(1, contactFormMessages.message)
    .max(5000, contactFormMessages.messageTooLong),
});
export type ContactBody = z.output<typeof ContactBodySchema>;
