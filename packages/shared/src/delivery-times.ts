/** A delivery group's lead time as the shop writes it: «1 a 2 dias úteis», «3 dias úteis». */
export function deliveryLeadTime(days: { min: number; max: number }): string {
  return days.min === days.max ? `${days.min} dias úteis` : `${days.min} a ${days.max} dias úteis`;
}
