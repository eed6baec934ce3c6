import { lisbonDay, lisbonDayStart } from "./dates.ts";

/** A banner's days on the storefront: Lisbon days (`YYYY-MM-DD`), both included; null: no limit. */
export interface BannerDays {
  startsOn: string | null;
  endsOn: string | null;
}

/** Where a banner is in its days: before them (agendado), in them (ativo), after them (terminado). */
export type BannerState = "scheduled" | "active" | "ended";

/** A banner's state at an instant, by Lisbon's calendar. */
export function bannerState(banner: BannerDays, now: Date): BannerState {
  const today = lisbonDay(now);
  if (banner.startsOn !== null && today < banner.startsOn) return "scheduled";
  if (banner.endsOn !== null && today > banner.endsOn) return "ended";
  return "active";
}

/**
 * The next instant after `now` at which one of the banners starts or ends showing (Lisbon's
 * midnight), or null when none will: when the storefront's banners must be read again.
 */
export function nextBannerChange(banners: readonly BannerDays[], now: Date): Date | null {
  const times = banners.flatMap((banner) => [
    ...(banner.startsOn === null ? [] : [lisbonDayStart(banner.startsOn).getTime()]),
    ...(banner.endsOn === null ? [] : [lisbonDayStart(banner.endsOn, true).getTime()]),
  ]);
  const next = times.filter((time) => time > now.getTime()).sort((a, b) => a - b)[0];
  return next === undefined ? null : new Date(next);
}

/**
 * A path of the shop's own (`/products?search=botas`, `/products/12`, `/stores`): from its root,
 * without spaces, never `//host` or `/\\host` (which browsers take for another site).
 */
export function isShopPath(link: string): boolean {
  return (
    link.startsWith("/") && !/\s/.test(link) && !link.startsWith("//") && !link.startsWith("/\\")
  );
}
