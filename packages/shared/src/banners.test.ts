import { describe, expect, it } from "vitest";
import { bannerState, isShopPath, nextBannerChange } from "./banners.ts";
import { BannerInputSchema } from "./schemas/admin-stores.ts";
import { BannerLinkSchema, SettingsChangeSchema, settingsMessages } from "./shop-settings.ts";

describe("a banner's days (Lisbon's calendar)", () => {
  const days = { startsOn: "2026-07-02", endsOn: "2026-07-05" };

  it("is scheduled before its first day, active on its days, ended after its last", () => {
    // 23:30 UTC on 1 July is already 2 July in Lisbon (summer time, UTC+1).
    expect(bannerState(days, new Date("2026-07-01T22:59:59Z"))).toBe("scheduled");
    expect(bannerState(days, new Date("2026-07-01T23:30:00Z"))).toBe("active");
    expect(bannerState(days, new Date("2026-07-05T22:59:59Z"))).toBe("active");
    expect(bannerState(days, new Date("2026-07-05T23:00:00Z"))).toBe("ended");
    // Winter: Lisbon is on UTC.
    const winter = { startsOn: "2026-12-01", endsOn: null };
    expect(bannerState(winter, new Date("2026-11-30T23:59:59Z"))).toBe("scheduled");
    expect(bannerState(winter, new Date("2026-12-01T00:00:00Z"))).toBe("active");
    expect(bannerState({ startsOn: null, endsOn: null }, new Date())).toBe("active");
  });

  it("says when the next banner starts or ends showing", () => {
    const banners = [days, { startsOn: null, endsOn: "2026-08-31" }];
    expect(nextBannerChange(banners, new Date("2026-07-01T12:00:00Z"))).toEqual(
      new Date("2026-07-01T23:00:00Z"),
    );
    expect(nextBannerChange(banners, new Date("2026-07-03T12:00:00Z"))).toEqual(
      new Date("2026-07-05T23:00:00Z"),
    );
    expect(nextBannerChange(banners, new Date("2026-09-01T12:00:00Z"))).toBeNull();
  });
});

/** Outside addresses, other sites' paths, schemes and bare words: no banner leads there. */
const REFUSED_LINKS = [
  "https://example.pt/saldos",
  "http://example.pt",
  "javascript:alert(1)",
  "//evil.example",
  "/\\evil.example",
  "saldos",
  "/a b",
  `/${"a".repeat(500)}`,
];

describe("every banner's link: one rule (the carousel, the categories' tiles, the bottom banner)", () => {
  it("is a path of the shop's own or nothing, trimmed", () => {
    for (const link of ["", "/products/sandalias", "/home?x=1", "/products?search=botas"])
      expect(BannerLinkSchema.parse(` ${link} `), link).toBe(link);
  });

  it("refuses the rest with one Portuguese message, wherever the banner is", () => {
    const banner = { image: "banners/a.jpg", title: "", subtitle: "", text: "" };
    for (const link of REFUSED_LINKS) {
      const carousel = BannerInputSchema.safeParse({ ...banner, link });
      expect(
        carousel.error?.issues.map(({ message }) => message),
        link,
      ).toEqual([settingsMessages.bannerLink]);
      const section = SettingsChangeSchema.safeParse({ banner_bottom_homepage_link: link });
      expect(section.error?.issues[0]?.message, link).toBe(settingsMessages.bannerLink);
    }
    expect(settingsMessages.bannerLink).toMatch(/^Indique um caminho da loja, começado por \//);
  });
});

describe("a section banner's link (Definições)", () => {
  it("is a path of the shop's own: a category, a search, a product or a page", () => {
    for (const link of [
      "/products?category=3",
      "/products?search=botas",
      "/products/12",
      "/stores",
    ])
      expect(isShopPath(link), link).toBe(true);
    for (const link of [
      "https://example.pt",
      "//evil.example",
      "/\\evil.example",
      "stores",
      "/a b",
    ])
      expect(isShopPath(link), link).toBe(false);
  });

  it("is checked by the settings' rules: a shop path or nothing", () => {
    expect(
      SettingsChangeSchema.safeParse({ banner_bottom_homepage_link: " /products?newP=1 " }).data,
    ).toEqual({ banner_bottom_homepage_link: "/products?newP=1" });
    expect(SettingsChangeSchema.safeParse({ banner_shoes_men_link: "" }).success).toBe(true);
    const refused = SettingsChangeSchema.safeParse({ banner_shoes_men_link: "https://example.pt" });
    expect(refused.error?.issues[0]?.message).toBe(settingsMessages.bannerLink);
  });
});
