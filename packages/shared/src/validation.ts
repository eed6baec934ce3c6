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

/** What people write between a phone number's digits: spaces, dots, hyphens, parentheses. */
const PHONE_SEPARATORS = /[\s.()-]/g;
/** A country code dialled with '+' or '00' at the start of a phone. */
const DIALLED_CODE = /^\s*(?:\+|00)/;
/** Portugal's code written as one: '+351', '00351', '(351)', '(+351)'. */
const PORTUGAL_CODE = /^\s*(?:\(\s*(?:\+|00)?\s*351\s*\)|(?:\+|00)\s*351)/;
/** The phone field's own '(351) ' partly deleted ('(35) ', '(351 '). */
const BROKEN_FIELD_PREFIX = /^\s*\(\s*\d{0,3}\s*\)?/;

/**
 * The 9 digits of a Portuguese number however it is written: spaced, dotted or hyphenated, after
 * Portugal's code or not ('+351 961 234 567', '00351961234567', '(351) 961-234-567',
 * '351961234567', '96.123.45.67'); null for anything else (more or fewer digits, letters, another
 * country's code).
 */
export function portugueseNumber(value: string): string | null {
  const national = value.replace(PORTUGAL_CODE, "");
  const digits = national.replace(PHONE_SEPARATORS, "");
  if (national !== value) return /^\d{9}$/.test(digits) ? digits : null;
  // Without '+', '00' or parentheses, 351 is Portugal's code only before 9 more digits.
  return /^(?:351)?(\d{9})$/.exec(digits)?.[1] ?? null;
}

/** The 9 digits of a Portuguese mobile number (the 9 and 8 more that MB WAY reaches), or null. */
export function portugueseMobile(value: string): string | null {
  const digits = portugueseNumber(value);
  return digits?.startsWith("9") ? digits : null;
}

/**
 * A phone field's digits while it is typed: those of a whole Portuguese number written in any usual
 * way (also pasted after the field's '(351) '), otherwise the digits typed so far after the country
 * code, at most 9.
 */
export function phoneDigits(value: string): string {
  const typed = value.replace(PORTUGAL_CODE, "").replace(BROKEN_FIELD_PREFIX, "");
  return portugueseNumber(value) ?? portugueseNumber(typed) ?? typed.replace(/\D/g, "").slice(0, 9);
}

/**
 * The country code a phone is written with, '+' or '00' first: Portugal's ('+351 9…', '00 351'),
 * another's ('+34 6…', '0044…', also '+3' before the rest is typed), or null when none.
 */
export function dialledCountry(value: string): "portugal" | "foreign" | null {
  if (!DIALLED_CODE.test(value)) return null;
  return PORTUGAL_CODE.test(value) ? "portugal" : "foreign";
}

/** Auto-corrects a phone field while typing: the prefix followed by up to 9 digits. */
export function formatPhoneInput(value: string): string {
  return PHONE_PREFIX + phoneDigits(value);
}

/** A phone number is the 9 digits of a Portuguese number. */
export function isValidPhoneDigits(value: string): boolean {
  return /^\d{9}$/.test(value);
}

/** A foreign number as '+' and its digits ('0034 600-11-22-33' → '+34600112233'), or null. */
function foreignNumber(value: string): string | null {
  const digits = /^\s*(?:\+|00)([\d\s.()-]+)$/.exec(value)?.[1]?.replace(/\D/g, "");
  // Portugal's code before the wrong number of digits is no foreign number either.
  return digits && !digits.startsWith("351") ? `+${digits}` : null;
}

/**
 * A contact phone as the shop keeps it: the 9 digits of a Portuguese number (`portugueseNumber`),
 * or '+' and the digits of a foreign one ('+34 600 11 22 33', '0034…' → '+34600112233'); anything
 * else stays as typed, for `isValidContactPhone` to refuse.
 */
export function normalizeContactPhone(value: string): string {
  const trimmed = value.trim();
  return portugueseNumber(trimmed) ?? foreignNumber(trimmed) ?? trimmed;
}

/** A phone number written in any usual way ("(351) 213 000 000"), as "+351213000000". */
export function internationalPhone(phone: string): string {
  const national = portugueseNumber(phone);
  if (national) return `+351${national}`;
  return foreignNumber(phone) ?? phone.replace(/\D/g, "");
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
