/** `tel:` address of a Portuguese phone number written in any usual way ("(351) 213 000 000"). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 9) return `tel:+351${digits}`;
  if (digits.length === 12 && digits.startsWith("351")) return `tel:+${digits}`;
  return `tel:${digits}`;
}
