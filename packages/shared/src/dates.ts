const shopDateTime = new Intl.DateTimeFormat("pt-PT", {
  timeZone: "Europe/Lisbon",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** An instant as the shop writes it, in Lisbon's time: `23/11/2026, 08:06`. */
export function formatShopDateTime(instant: Date | string): string {
  return shopDateTime.format(new Date(instant));
}
