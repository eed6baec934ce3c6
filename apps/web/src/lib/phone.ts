import { internationalPhone } from "@shop/shared";

/** `tel:` address of a Portuguese phone number written in any usual way ("(351) 213 000 000"). */
export function telHref(phone: string): string {
  return `tel:${internationalPhone(phone)}`;
}
