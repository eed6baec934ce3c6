import type { Persistent, Settings } from "@shop/shared";

/**
 * The shop's data as the web tests know it (imported by tests only): VAT 23 %, the shop and the
 * website open, one brand, Portugal delivered to; `settings` changed as a test needs.
 */
export function testPersistent(settings: Partial<Settings> = {}): Persistent {
  return {
    categoryTree: { shoesWomen: [], shoesMen: [], accessoriesWomen: [], accessoriesMen: [] },
    colors: [],
    brands: [{ id: 3, name: "Sapatos Alfama" }],
    banners: [],
    tags: [],
    settings: {
      IVA: 0.23,
      IVAMadeira: 0.22,
      IVAAzores: 0.16,
      store_online: true,
      website_online: true,
      bannerShoesWomen: "",
      bannerShoesMan: "",
      bannerAccessoriesWomen: "",
      bannerAccessoriesMen: "",
      bannerBottomHomepage: "",
      bannerShoesWomenLink: "",
      bannerShoesManLink: "",
      bannerAccessoriesWomenLink: "",
      bannerAccessoriesMenLink: "",
      bannerBottomHomepageLink: "",
      contact_name: "Sapataria Lisboa, Lda.",
      contact_address: "",
      contact_nif: "",
      contact_phone: "",
      contact_email: "",
      dispatch_cutoff: "14:00",
      reservation_online_payment: false,
      ...settings,
    },
    stores: [],
    countries: [{ id: 1, name: "Portugal", code: "PT", IVA: null, groupId: 1 }],
    countryGroups: {
      "1": {
        id: 1,
        name: "Portugal continental",
        price: 4.5,
        deliveryDays: { min: 1, max: 2 },
        freeFrom: null,
      },
    },
  };
}
