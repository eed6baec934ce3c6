/** The tag shown for each purchase state (product.md section 4); REGISTERED shows none. */
export const STATE_TAGS: Readonly<Record<string, string | null>> = {
  MULTIBANCO: "AGUARDA PAGAMENTO",
  REGISTERED: null,
  PAYED: "A PREPARAR",
  DISPATCHED_REQUESTED: "P/RECOLHA",
  DISPATCHED: "A TRANSITO",
  READY_FOR_PICKUP: "PRONTA A LEVANTAR",
  DELIVERED: "ENTREGUE",
  CANCELED: "CANCELADA",
};

export function stateTag(state: string): string | null {
  return STATE_TAGS[state] ?? null;
}

/** Whether the order is on its way or arrived, so its tracking is worth showing. */
export function isDispatched(state: string): boolean {
  return state === "DISPATCHED" || state === "DELIVERED";
}

const SHOP_TIME_ZONE = "Europe/Lisbon";

function lisbonParts(iso: string): Record<string, string> {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: SHOP_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(iso));
  return Object.fromEntries(parts.map((part) => [part.type, part.value]));
}

/** The day of an instant in Lisbon, as YYYY-MM-DD. */
export function formatDay(iso: string): string {
  const { year, month, day } = lisbonParts(iso);
  return `${year}-${month}-${day}`;
}

/** Day and time of an instant in Lisbon, as YYYY-MM-DD HH:mm. */
export function formatDayTime(iso: string): string {
  const { hour, minute } = lisbonParts(iso);
  return `${formatDay(iso)} ${hour}:${minute}`;
}

/** A MULTIBANCO reference as it is typed at the ATM: 123 456 789. */
export function groupReference(reference: string): string {
  return reference.replace(/\s/g, "").replace(/(\d{3})(?=\d)/g, "$1 ");
}
