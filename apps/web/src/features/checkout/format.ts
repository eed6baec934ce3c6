import { onFirstUse } from "@shop/shared";

/** A MULTIBANCO reference as banks print it: '123123416' → '123 123 416'. */
export function groupReference(reference: string): string {
  const digits = reference.replace(/\D/g, "");
  return digits.replace(/(\d{3})(?=\d)/g, "$1 ");
}

const deadlineFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat("pt-PT", {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
    }),
);

/** A payment deadline in the buyer's own time zone: '14/05/2025, 18:32'. */
export function formatDeadline(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : deadlineFormat().format(date);
}

/** Euros without the symbol, as a bank form takes them: 25.5 → '25,50'. */
export function formatAmount(euros: number): string {
  return euros.toFixed(2).replace(".", ",");
}

/** The payment intent id is the client secret's part before '_secret_'. */
export function intentIdFromSecret(clientSecret: string): string {
  const index = clientSecret.indexOf("_secret_");
  return index === -1 ? clientSecret : clientSecret.slice(0, index);
}

/** A card number while typing: digits in groups of four, at most 19 digits. */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** A card's expiry while typing: 'MM/AA'. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Whether 'MM/AA' is well formed, and whether it is still valid in the month of `now`. */
export function checkExpiry(value: string, now: Date): "ok" | "invalid" | "past" {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(value);
  if (!match) return "invalid";
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const current = now.getFullYear() * 12 + now.getMonth();
  return year * 12 + (month - 1) < current ? "past" : "ok";
}
