import {
  accountMessages,
  isValidNif,
  LoginBodySchema,
  PASSWORD_MAX_LENGTH,
  PHONE_PREFIX,
  RegisterBodySchema,
} from "@shop/shared";
import { checkPostalCode } from "@shop/ui";
import { z } from "zod";

const { name, email, password } = RegisterBodySchema.shape;

/** Phone as typed: the prefix alone means none; anything more is the prefix plus 9 digits. */
export const phoneField = z
  .string()
  .refine(
    (value) => value.length <= PHONE_PREFIX.length || value.length === PHONE_PREFIX.length + 9,
    accountMessages.phone,
  );

/** The two passwords of a form must be equal; the message goes on the confirmation field. */
const mismatch = (message: string) => ({ message, path: ["confirmation"] });

export const loginSchema = LoginBodySchema;

export const registerSchema = z
  .object({
    name,
    email,
    phone: phoneField,
    password,
    confirmation: z.string(),
    privacy: z.boolean(),
  })
  .refine(
    (values) => values.password === values.confirmation,
    mismatch(accountMessages.registerMismatch),
  );

export const recoverSendSchema = z.object({ email });

export const recoverPerformSchema = z
  .object({
    password: z
      .string()
      .min(8, accountMessages.recoveryTooShort)
      .max(PASSWORD_MAX_LENGTH, accountMessages.password),
    confirmation: z.string(),
  })
  .refine(
    (values) => values.password === values.confirmation,
    mismatch(accountMessages.recoveryMismatch),
  );

/** The account's data; changing the email asks for the current password (`savedEmail` is the account's). */
export const settingsSchemaFor = (savedEmail: string) =>
  z
    .object({ name, email, phone: phoneField, currentPassword: z.string() })
    .refine(
      (values) => values.email === savedEmail.toLowerCase() || values.currentPassword !== "",
      { message: accountMessages.passwordForEmail, path: ["currentPassword"] },
    );

export const changePasswordSchema = z
  .object({ oldPassword: password, newPassword: password, confirmation: z.string() })
  .refine(
    (values) => values.newPassword === values.confirmation,
    mismatch(accountMessages.changeMismatch),
  );

export const deleteAccountSchema = z.object({ password });

const optionalText = (max: number, message?: string) => z.string().trim().max(max, message);

/**
 * A saved address as the form holds it: every field optional, the country as the select's value;
 * the postal code by the chosen country's rule (`countryCode` answers a country id's ISO code).
 */
export function addressSchema(countryCode: (countryId: number) => string | null) {
  return z
    .object({
      name: optionalText(70, accountMessages.addressName),
      country: z.string(),
      street: optionalText(300),
      city: optionalText(70),
      postalCode: z.string().trim(),
      nif: z
        .string()
        .trim()
        .refine((value) => value === "" || isValidNif(value), accountMessages.nif),
    })
    .superRefine(checkPostalCode(countryCode));
}

export type AddressSchema = ReturnType<typeof addressSchema>;
export type AddressForm = z.input<AddressSchema>;
