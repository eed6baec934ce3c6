/**
 * MULTIBANCO references as Portuguese reference-payment providers build them: a 9-digit
 * reference = sub-entity (3) + order number (4) + 2 check digits. The check digits are the
 * MOD 97-10 of IBANs over the 20 digits entity·sub-entity·order·amount in cents (8 digits):
 * 98 − (N·100 mod 97). The amount is part of the check, so a reference pays one amount only.
 */
export function multibancoCheckDigits(
  entity: string,
  subentity: string,
  orderNumber: number,
  amountCents: number,
): string {
  const digits = `${entity}${subentity}${pad(orderNumber, 4)}${pad(amountCents, 8)}`;
  if (!/^\d{20}$/.test(digits)) throw new RangeError("MULTIBANCO reference out of range");
  const remainder = (BigInt(digits) * 100n) % 97n;
  return pad(Number(98n - remainder), 2);
}

export function multibancoReference(options: {
  entity: string;
  subentity: string;
  orderNumber: number;
  amountCents: number;
}): string {
  const { entity, subentity, orderNumber, amountCents } = options;
  const check = multibancoCheckDigits(entity, subentity, orderNumber, amountCents);
  return `${subentity}${pad(orderNumber, 4)}${check}`;
}

/** Whether a reference's check digits fit this entity and amount. */
export function isValidMultibancoReference(
  entity: string,
  reference: string,
  amountCents: number,
): boolean {
  if (!/^\d{9}$/.test(reference) || !/^\d{5}$/.test(entity)) return false;
  const subentity = reference.slice(0, 3);
  const orderNumber = Number(reference.slice(3, 7));
  try {
    return (
      multibancoCheckDigits(entity, subentity, orderNumber, amountCents) === reference.slice(7)
    );
  } catch {
    return false;
  }
}

/** '123123416' → '123 123 416', as banks print it. */
export function groupReference(reference: string): string {
  return reference.replace(/(\d{3})(?=\d)/g, "$1 ");
}

function pad(value: number, length: number): string {
  return String(value).padStart(length, "0");
}
