import {
  bannerState,
  type Category,
  type CountryGroup,
  centsToEuros,
  inEnglishOr,
  type Language,
  nextBannerChange,
  type Persistent,
  type Settings,
  type Store,
} from "@shop/shared";
import { cachedJson } from "./cached-json.ts";
import type { ContentRepository } from "./content.repository.ts";

type CategoryRow = Awaited<ReturnType<ContentRepository["categories"]>>[number];
type StoreRow = Awaited<ReturnType<ContentRepository["stores"]>>[number];
type BannerRow = Awaited<ReturnType<ContentRepository["banners"]>>[number];
type SettingsRow = NonNullable<Awaited<ReturnType<ContentRepository["settings"]>>>;

function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    isWoman: row.is_woman,
    isMan: row.is_man,
    forShoe: row.for_shoe,
    forAccessorie: row.for_accessory,
  };
}

function toStore({ map_link, ...store }: StoreRow): Store {
  return { ...store, mapLink: map_link };
}

function toSettings(row: SettingsRow): Settings {
  return {
    IVA: row.vat_percent / 100,
    IVAMadeira: row.vat_percent_madeira / 100,
    IVAAzores: row.vat_percent_azores / 100,
    store_online: row.store_online,
    website_online: row.website_online,
    bannerShoesWomen: row.banner_shoes_women,
    bannerShoesMan: row.banner_shoes_men,
    bannerAccessoriesWomen: row.banner_accessories_women,
    bannerAccessoriesMen: row.banner_accessories_men,
    bannerBottomHomepage: row.banner_bottom_homepage,
    bannerShoesWomenLink: row.banner_shoes_women_link,
    bannerShoesManLink: row.banner_shoes_men_link,
    bannerAccessoriesWomenLink: row.banner_accessories_women_link,
    bannerAccessoriesMenLink: row.banner_accessories_men_link,
    bannerBottomHomepageLink: row.banner_bottom_homepage_link,
    contact_name: row.contact_name,
    contact_address: row.contact_address,
    contact_nif: row.contact_nif,
    contact_phone: row.contact_phone,
    contact_email: row.contact_email,
    dispatch_cutoff: row.dispatch_cutoff,
    reservation_online_payment: row.reservation_online_payment,
  };
}

const bannerDays = (row: BannerRow) => ({ startsOn: row.starts_on, endsOn: row.ends_on });

/** The banners showing at `now` (in their Lisbon days), as the storefront gets them. */
function showingBanners(rows: BannerRow[], now: Date) {
  return rows
    .filter((row) => bannerState(bannerDays(row), now) === "active")
    .map(({ id, image, title, subtitle, text, link }) => ({
      id,
      image,
      title,
      subtitle,
      text,
      link,
    }));
}

/** Longest wait a timer takes (about 24 days); a later change is waited for in several steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

async function loadPersistent(
  repository: ContentRepository,
  language: Language,
  onBannerChangeAt: (at: Date | null) => void,
): Promise<Persistent> {
  const [categoryRows, brands, colors, tags, banners, storeRows, countryRows, groups, settings] =
    await Promise.all([
      repository.categories(language),
      repository.brands(),
      repository.colors(language),
      repository.tags(language),
      repository.banners(language),
      repository.stores(),
      repository.countries(),
      repository.countryGroups(),
      repository.settings(),
    ]);
  if (!settings) throw new Error("The settings row is missing");
  const now = new Date();
  onBannerChangeAt(nextBannerChange(banners.map(bannerDays), now));
  const categories = categoryRows.map(toCategory);
  const countryGroups: Record<string, CountryGroup> = {};
  for (const group of groups) {
    countryGroups[group.id] = {
      id: group.id,
      // The owner's name of it, in English where written (the English checkout and terms page).
      name: language === "en" ? inEnglishOr(group.name, group.name_en) : group.name,
      price: centsToEuros(group.delivery_price_cents),
      deliveryDays: { min: group.delivery_days_min, max: group.delivery_days_max },
      freeFrom:
        group.free_delivery_from_cents === null
          ? null
          : centsToEuros(group.free_delivery_from_cents),
    };
  }
  return {
    categoryTree: {
      shoesWomen: categories.filter((c) => c.isWoman && c.forShoe),
      shoesMen: categories.filter((c) => c.isMan && c.forShoe),
      accessoriesWomen: categories.filter((c) => c.isWoman && c.forAccessorie),
      accessoriesMen: categories.filter((c) => c.isMan && c.forAccessorie),
    },
    colors,
    brands,
    banners: showingBanners(banners, now),
    tags,
    settings: toSettings(settings),
    stores: storeRows.map(toStore),
    countries: countryRows.map(({ group_id, vat_percent, ...country }) => ({
      ...country,
      IVA: vat_percent === null ? null : vat_percent / 100,
      groupId: group_id,
    })),
    countryGroups,
  };
}

/**
 * The persistent data, kept in memory as ready bytes per language (the catalogue's names and the
 * banners in English where written) until the database says it changed.
 */
export function contentService(repository: ContentRepository) {
  const invalidated = new Set<() => void>();
  let bannerTimer: ReturnType<typeof setTimeout> | undefined;
  function invalidate() {
    clearTimeout(bannerTimer);
    persistent.pt.invalidate();
    persistent.en.invalidate();
    for (const listener of invalidated) listener();
  }
  // A banner's first or last day starting or ending changes what the storefront shows: the data
  // (and the pages rendered from it) are dropped at that instant, as if the database had changed.
  function onBannerChangeAt(at: Date | null) {
    clearTimeout(bannerTimer);
    if (at === null) return;
    const wait = at.getTime() - Date.now();
    bannerTimer = setTimeout(
      () => (wait > MAX_TIMER_MS ? onBannerChangeAt(at) : invalidate()),
      Math.max(0, Math.min(wait, MAX_TIMER_MS)),
    );
    bannerTimer.unref?.();
  }
  const persistentIn = (language: Language) =>
    cachedJson(() => loadPersistent(repository, language, onBannerChangeAt));
  const persistent = { pt: persistentIn("pt"), en: persistentIn("en") };
  return {
    persistent: (language: Language = "pt") => persistent[language].get(),
    /** The persistent data as kept now, without waiting (undefined while none is kept). */
    persistentReady: (language: Language = "pt") => persistent[language].ready(),
    invalidate,
    /** Runs `listener` whenever the cached persistent data is dropped (rendered pages follow it). */
    onInvalidate(listener: () => void): void {
      invalidated.add(listener);
    },
    async settings(): Promise<Settings> {
      return (await persistent.pt.get()).value.settings;
    },
    categories: async (language: Language = "pt") =>
      (await repository.categories(language)).map(toCategory),
    brands: () => repository.brands(),
    colors: (language: Language = "pt") => repository.colors(language),
    tags: (language: Language = "pt") => repository.tags(language),
    stores: async () => (await repository.stores()).map(toStore),
  };
}

export type ContentService = ReturnType<typeof contentService>;
