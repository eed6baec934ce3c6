import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_PREFIX } from "./constants.ts";

const NIF_FIRST_DIGITS = /^([1235689]|45|7[0-9])/;

/** Portuguese tax number: 9 digits, a valid first digit and a mod-11 check digit. */
export function isValidNif(value: string): boolean {
  if (!/^\d{9}$/.test(value) || !NIF_FIRST_DIGITS.test(value)) return false;
  const digits = [...value].map(Number);
  const sum = digits.slice(0, 8).reduce((acc, digit, index) => acc + digit * (9 - index), 0);
  const check = 11 - (sum % 11);
  return (check >= 10 ? 0 : check) === digits[8];
}

/** Keeps only the digits of a NIF as typed, at most 9. */
export function normalizeNif(value: string): string {
  return value.replace(/\D/g, "").slice(0, 9);
}

/** Auto-corrects a postal code while typing: digits only, hyphen after the fourth. */
export function normalizePostalCode(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 7);
  return digits.length > 4 ? `${digits.slice(0, 4)}-${digits.slice(4)}` : digits;
}

/** The 9 digits of a phone number typed with or without the '(351) ' prefix. */
export function phoneDigits(value: string): string {
  const withoutPrefix = value.replace(/^\(\d{0,3}\)?\s?/, "");
  return withoutPrefix.replace(/\D/g, "").slice(0, 9);
}

/** Auto-corrects a phone field while typing: the prefix followed by up to 9 digits. */
export function formatPhoneInput(value: string): string {
  return PHONE_PREFIX + phoneDigits(value);
}

/** A phone number is the 9 digits of a Portuguese number. */
export function isValidPhoneDigits(value: string): boolean {
  return /^\d{9}$/.test(value);
}

/**
 * A contact phone as the shop keeps it: the 9 digits of a Portuguese number (typed with or without
 * '(351) ', '+351' or '00351'), or '+' and the digits of a foreign one ('+34 600 11 22 33',
 * '0034…' → '+34600112233').
 */
export function normalizeContactPhone(value: string): string {
  const trimmed = value.trim();
  const international = /^(\+|00)/.exec(trimmed);
  if (!international) return phoneDigits(trimmed);
  const digits = trimmed.slice(international[0].length).replace(/\D/g, "");
  return digits.startsWith("351") ? digits.slice(3) : `+${digits}`;
}

/** A phone number written in any usual way ("(351) 213 000 000"), as "+351213000000". */
export function internationalPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 9) return `+351${digits}`;
  if (digits.length === 12 && digits.startsWith("351")) return `+${digits}`;
  return digits;
}

/** A Portuguese number's 9 digits, or an international one: '+', country code, 8 to 15 digits. */
export function isValidContactPhone(value: string): boolean {
  return isValidPhoneDigits(value) || /^\+[1-9]\d{7,14}$/.test(value);
}

/** Whether a password has an allowed length. */
export function isValidPasswordLength(value: string): boolean {
  return value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_LENGTH;
}

/** Why a name or an address was refused: it reads as a link (the shop mails it to people). */
export const LINK_REFUSED_MESSAGE = "Não pode conter links nem endereços de sites.";

const LINK_MARKERS = /https?:|www\./i;
// A token like 'loja.pt' or 'evil-site.example.com': a label with a letter, a dot, a TLD.
const DOMAIN_TOKEN = /(?<![\p{L}\d-])[\p{L}\d-]*\p{L}[\p{L}\d-]*\.[a-z]{2,24}(?![\p{L}\d-])/iu;

/** Whether a text carries a link: 'http', 'www.' or a domain-looking token such as 'loja.pt'. */
export function containsLink(value: string): boolean {
  return LINK_MARKERS.test(value) || DOMAIN_TOKEN.test(value);
}

/** An IBAN as typed, without spaces and in capitals: 'pt50 0002…' → 'PT500002…'. */
export function normalizeIban(value: string): string {
  return value.replace(/[\s-]/g, "").toUpperCase();
}

/**
 * An IBAN with the right shape (country, check digits, 11 to 30 letters or digits; 25 characters
 * in Portugal) and check digits that hold (ISO 13616: the number read from the country code
 * onwards, with letters as 10 to 35, leaves 1 when divided by 97).
 */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  if (iban.startsWith("PT") && iban.length !== 25) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** An IBAN as people read it, in groups of four: 'PT50 0002 0123 …'. */
export function formatIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, "$1 ");
}
