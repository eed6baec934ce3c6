import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_PREFIX } from "../constants.ts";
import { LANGUAGES } from "../languages.ts";
import { POSTAL_CODE_MAX_LENGTH, postalCodeError, postalCodeMessages } from "../postal-codes.ts";
import {
  containsLink,
  isValidNif,
  LINK_REFUSED_MESSAGE,
  normalizeNif,
  portugueseNumber,
} from "../validation.ts";
import { accountMessages } from "./account-messages.ts";
import { EmailSchema } from "./email.ts";
import { PaymentMethodSchema } from "./purchase.ts";

const password = z
  .string({ error: accountMessages.password })
  .min(PASSWORD_MIN_LENGTH, accountMessages.password)
  .max(PASSWORD_MAX_LENGTH, accountMessages.password);
const name = z
  .string({ error: accountMessages.name })
  .trim()
  .min(1, accountMessages.name)
  .max(150, accountMessages.nameTooLong)
  .refine((value) => !containsLink(value), LINK_REFUSED_MESSAGE);
/**
 * Optional phone: empty (or the prefix alone) means none; otherwise a Portuguese number written in
 * any usual way, kept as its 9 digits.
 */
const optionalPhone = z
  .string()
  .nullish()
  .transform((value, context) => {
    if (!value?.trim() || value.trim() === PHONE_PREFIX.trim()) return null;
    const digits = portugueseNumber(value);
    if (digits === null) context.addIssue({ code: "custom", message: accountMessages.phone });
    return digits;
  });
const token = z.string().trim().min(16).max(200);

const email = EmailSchema;

/** The language of the account's pages and emails. */
export const AccountLanguageSchema = z.enum(LANGUAGES, { error: accountMessages.language });

/** `language` is the page's; left out, the request's (its Accept-Language). */
export const RegisterBodySchema = z.object({
  name,
  email,
  password,
  phone: optionalPhone,
  language: AccountLanguageSchema.optional(),
});
/** PUT /users/client/language: the account's page language changed. */
export const AccountLanguageBodySchema = z.object({ language: AccountLanguageSchema });
export const LoginBodySchema = z.object({ email, password });
export const RecoverSendBodySchema = z.object({ email });
export const RecoverCheckBodySchema = z.object({ recoveryToken: token });
export const RecoverPerformBodySchema = z.object({
  recoveryToken: token,
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, accountMessages.recoveryTooShort)
    .max(PASSWORD_MAX_LENGTH, accountMessages.password),
});
export const EmailCodeBodySchema = z.object({ emailCode: token });
export const DeleteAccountBodySchema = z.object({ password });
export const ChangePasswordBodySchema = z.object({ oldPassword: password, newPassword: password });
/** `currentPassword` is required only when `email` differs from the account's (the server knows). */
export const UserSettingsBodySchema = z.object({
  email,
  name,
  phone: optionalPhone,
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH, accountMessages.password).nullish(),
});

/** A saved address of the user: delivery, or invoice (with NIF). */
export const AddressBodySchema = z
  .object({
    id: z.number().int().min(1).nullish(),
    forInvoice: z.boolean(),
    name: z.string().trim().max(70, accountMessages.addressName).default(""),
    nif: z
      .string()
      .nullish()
      .transform((value) => (value ? normalizeNif(value) : null))
      .refine((value) => value === null || isValidNif(value), accountMessages.nif),
    country: z.number().int().min(1).nullable().default(null),
    street: z.string().trim().max(300).default(""),
    city: z.string().trim().max(70).default(""),
    // The country's own rule needs its code: the server checks it once the country is known.
    postalCode: z
      .string()
      .trim()
      .max(POSTAL_CODE_MAX_LENGTH, postalCodeMessages.any)
      .default("")
      .transform((value) => value.toUpperCase())
      .refine(
        (value) => value === "" || postalCodeError(null, value) === null,
        postalCodeMessages.any,
      ),
  })
  .refine((address) => address.forInvoice || address.nif === null, {
    message: accountMessages.nif,
    path: ["nif"],
  });

/** The signed-in customer, as every account call sends it. */
export const UserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  cart: z.string(),
  wishlist: z.array(z.number().int()),
  emailConfirmed: z.union([z.literal(0), z.literal(1)]),
  logged: z.literal(true),
});
export type User = z.infer<typeof UserSchema>;

export const AddressSchema = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  forInvoice: z.boolean(),
  name: z.string(),
  nif: z.string().nullable(),
  country: z.number().int().nullable(),
  street: z.string(),
  city: z.string(),
  postalCode: z.string(),
});
export type Address = z.infer<typeof AddressSchema>;

/** A purchase in the customer's history. Money in euros. */
export const PurchaseRecordSchema = z.object({
  id: z.number().int(),
  idShort: z.string(),
  state: z.string(),
  priceBase: z.number(),
  priceDelivery: z.number(),
  priceIVA: z.number(),
  priceTax: z.number(),
  priceTotal: z.number(),
  paymentMethod: PaymentMethodSchema,
  paymentEntity: z.string().nullable(),
  paymentReference: z.string().nullable(),
  paymentExpiresAt: z.string().nullable(),
  deliveryName: z.string(),
  deliveryCountry: z.string(),
  deliveryStreet: z.string(),
  deliveryCity: z.string(),
  deliveryPostalCode: z.string(),
  /** Collected in a store instead of delivered: the store's name and address as bought. */
  pickupStore: z.object({ name: z.string(), address: z.string() }).nullable(),
  invoiceName: z.string().nullable(),
  invoiceNif: z.string().nullable(),
  invoiceCountry: z.string().nullable(),
  invoiceStreet: z.string().nullable(),
  invoiceCity: z.string().nullable(),
  invoicePostalCode: z.string().nullable(),
  date: z.string(),
  cart: z.string(),
  /** The carrier's name, once dispatched. */
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** The carrier's page for the parcel (built from carrier and number; none for some carriers). */
  trackingUrl: z.string().nullable(),
  /** The money of a cancelled paid purchase going back: to the card, or by bank transfer. */
  refund: z
    .object({ method: z.enum(["CARD", "BANK_TRANSFER", "MBWAY", "GIFT_CARD"]), done: z.boolean() })
    .nullable(),
  /** The issued invoice-receipt: its number and its PDF's path under the API (null until issued). */
  invoice: z.object({ number: z.string(), url: z.string() }).nullable(),
  /** The issued credit notes of its refunds, each with its PDF's path under the API. */
  creditNotes: z.array(z.object({ number: z.string(), url: z.string() })),
  /** Whether the customer may cancel it now, and whether that needs an IBAN. */
  cancel: z.object({ allowed: z.boolean(), needsIban: z.boolean() }),
});
export type PurchaseRecord = z.infer<typeof PurchaseRecordSchema>;
