import { normalizePostalCode } from "./validation.ts";

/**
 * Postal codes by delivery country (ISO code): Portugal's NNNN-NNN with its regions' ranges, a
 * small table of the formats the shop's countries use, and a bounded rule for the rest.
 */
interface PostalCodeRule {
  pattern: RegExp;
  /** Shown in the error message: how a valid code looks. */
  example: string;
}

/** Countries whose codes are only digits: how many, and a real example of each. */
const DIGIT_CODES: Record<string, string> = {
  DE: "10115",
  ES: "28013",
  FR: "75001",
  IT: "00184",
  FI: "00100",
  EE: "10111",
  HR: "10000",
  MA: "20000",
  AT: "1010",
  BE: "1000",
  BG: "1000",
  CH: "3003",
  CY: "1010",
  DK: "1050",
  HU: "1051",
  LU: "1009",
  SI: "1000",
  NO: "0150",
  AU: "2000",
  ZA: "0002",
  CV: "7600",
  GW: "1000",
  MZ: "1100",
  VE: "1010",
  RO: "010011",
  IS: "101",
};

const PORTUGAL: PostalCodeRule = { pattern: /^\d{4}-\d{3}$/, example: "1100-053" };

const RULES: Record<string, PostalCodeRule> = {
  ...Object.fromEntries(
    Object.entries(DIGIT_CODES).map(([code, example]) => [
      code,
      { pattern: new RegExp(`^\\d{${example.length}}$`), example },
    ]),
  ),
  PT: PORTUGAL,
  // Same format; the examples are the islands' own codes (Funchal, Ponta Delgada).
  "PT-30": { ...PORTUGAL, example: "9000-018" },
  "PT-20": { ...PORTUGAL, example: "9500-150" },
  US: { pattern: /^\d{5}(-\d{4})?$/, example: "10001" },
  MC: { pattern: /^980\d{2}$/, example: "98000" },
  AD: { pattern: /^AD\d{3}$/, example: "AD500" },
  NL: { pattern: /^\d{4} [A-Z]{2}$/, example: "1012 AB" },
  PL: { pattern: /^\d{2}-\d{3}$/, example: "00-950" },
  CZ: { pattern: /^\d{3} \d{2}$/, example: "110 00" },
  SK: { pattern: /^\d{3} \d{2}$/, example: "811 01" },
  SE: { pattern: /^\d{3} \d{2}$/, example: "111 22" },
  GR: { pattern: /^\d{3} \d{2}$/, example: "105 57" },
  LT: { pattern: /^LT-\d{5}$/, example: "LT-01100" },
  LV: { pattern: /^LV-\d{4}$/, example: "LV-1050" },
  MT: { pattern: /^[A-Z]{3} \d{4}$/, example: "VLT 1117" },
  IE: { pattern: /^[AC-FHKNPRTV-Y]\d[\dW] [\dAC-FHKNPRTV-Y]{4}$/, example: "D02 X285" },
  GB: { pattern: /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/, example: "SW1A 1AA" },
  CA: { pattern: /^[A-Z]\d[A-Z] \d[A-Z]\d$/, example: "K1A 0B1" },
  BR: { pattern: /^\d{5}-\d{3}$/, example: "01310-100" },
  JP: { pattern: /^\d{3}-\d{4}$/, example: "100-0001" },
};

/** Any other country: letters, digits, spaces and hyphens, 2 to 10 of them. */
const ANY: PostalCodeRule = { pattern: /^[A-Z0-9][A-Z0-9 -]{0,8}[A-Z0-9]$/, example: "" };

const PORTUGUESE = new Set(["PT", "PT-30", "PT-20"]);

/** Longest postal code of any country (a US ZIP+4). */
export const POSTAL_CODE_MAX_LENGTH = 10;

/**
 * A postal code as the country writes it, from what was typed: Portugal's NNNN-NNN (digits only,
 * the hyphen after the fourth); elsewhere upper case, single spaces, and the separator of the
 * country's format put back when the code was typed without it.
 */
export function normalizePostalCodeFor(code: string | null, value: string): string {
  if (code !== null && PORTUGUESE.has(code)) return normalizePostalCode(value);
  const cleaned = value.toUpperCase().replace(/\s+/g, " ").trimStart();
  const compact = cleaned.replace(/[\s-]/g, "");
  const rule = code ? RULES[code] : undefined;
  // The example shows where the format's one space or hyphen goes: `SW1A 1AA`, `01310-100`.
  const at = rule ? rule.example.search(/[ -][^ -]*$/) : -1;
  if (!rule || at < 0 || rule.pattern.test(cleaned.trim())) return cleaned;
  const tail = rule.example.length - at - 1;
  const rebuilt = `${compact.slice(0, -tail)}${rule.example[at]}${compact.slice(-tail)}`;
  return rule.pattern.test(rebuilt) ? rebuilt : cleaned;
}

/** The first four digits of a Portuguese code, which name its region. */
function portugueseArea(value: string): number {
  return Number(value.slice(0, 4));
}

export const postalCodeMessages = {
  portugal: "O código postal deve ter o formato 0000-000.",
  mainland:
    "Este código postal é das ilhas: para a Madeira ou os Açores, escolha «Portugal - Madeira» ou «Portugal - Açores» no país.",
  madeira: "Os códigos postais da Madeira vão de 9000-000 a 9499-999.",
  azores: "Os códigos postais dos Açores vão de 9500-000 a 9999-999.",
  country: (example: string) =>
    `O código postal não é válido para o país escolhido (por exemplo, ${example}).`,
  any: "O código postal só pode ter letras, algarismos, espaços e hífenes (2 a 10).",
} as const;

/**
 * What is wrong with a postal code for a delivery country, or null when it is right. The code
 * must be normalized first (`normalizePostalCodeFor`). Madeira and the Azores must agree with
 * their ranges (9000–9499, 9500–9999), as VAT depends on them; the mainland has 1000–8999.
 */
export function postalCodeError(code: string | null, value: string): string | null {
  if (code !== null && PORTUGUESE.has(code)) {
    if (!PORTUGAL.pattern.test(value)) return postalCodeMessages.portugal;
    const area = portugueseArea(value);
    if (code === "PT-30" && (area < 9000 || area > 9499)) return postalCodeMessages.madeira;
    if (code === "PT-20" && area < 9500) return postalCodeMessages.azores;
    if (code === "PT" && area >= 9000) return postalCodeMessages.mainland;
    if (area < 1000) return postalCodeMessages.portugal;
    return null;
  }
  const rule = (code && RULES[code]) || undefined;
  if (rule) return rule.pattern.test(value) ? null : postalCodeMessages.country(rule.example);
  return ANY.pattern.test(value) ? null : postalCodeMessages.any;
}

/** The placeholder of the postal code field for a country: its example, or nothing. */
export function postalCodeExample(code: string | null): string {
  return (code && RULES[code]?.example) || "";
}
