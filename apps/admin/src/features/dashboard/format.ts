import { centsToEuros, formatEuros } from "@shop/shared";

export const euros = (cents: number) => formatEuros(centsToEuros(cents));

/** `2026-11-25` as `25/11`. */
export function shortDay(day: string): string {
  const [, month, date] = day.split("-");
  return `${date}/${month}`;
}
