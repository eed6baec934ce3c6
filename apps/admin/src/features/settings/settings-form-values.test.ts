import { describe, expect, it } from "vitest";
import { changeErrors, changeOf, formValuesOf, rateOf } from "./settings-form-values";

const view = {
  settings: {
    website_online: true,
    store_online: true,
    vat_percent: 23,
    vat_percent_madeira: 22,
    vat_percent_azores: 16,
    contact_name: "Sapataria Lisboa",
    contact_address: "",
    contact_nif: "",
    contact_phone: "",
    contact_email: "",
    banner_shoes_women: "",
    banner_shoes_men: "",
    banner_accessories_women: "",
    banner_accessories_men: "",
    banner_bottom_homepage: "",
    banner_shoes_women_link: "/products?isWomen=1&forShoe=1",
    banner_shoes_men_link: "/products?isMen=1&forShoe=1",
    banner_accessories_women_link: "/products?isWomen=1&forAccessories=1",
    banner_accessories_men_link: "/products?isMen=1&forAccessories=1",
    banner_bottom_homepage_link: "",
    multibanco_entity: "11202",
    multibanco_subentity: "123",
  },
  countryVatRates: [
    { code: "ES", name: "Espanha", vatPercent: null },
    { code: "FI", name: "Finlândia", vatPercent: 25.5 },
  ],
};

describe("the settings form", () => {
  it("sends only what changed, so an empty NIF never blocks switching the shop off", () => {
    const values = { ...formValuesOf(view), store_online: false };
    values.countryVatRates.ES = 21;
    const change = changeOf(values, { store_online: true, countryVatRates: { ES: true } });
    expect(change).toEqual({ store_online: false, countryVatRates: { ES: 21 } });
    expect(changeErrors(change)).toEqual({});
  });

  it("reads a rate typed with a comma, and empty as Portugal's", () => {
    expect(rateOf("25,5")).toBe(25.5);
    expect(rateOf(" ")).toBeNull();
  });

  it("names the fields the shared rules refuse", () => {
    expect(changeErrors({ vat_percent: 123, countryVatRates: { FI: 120 } })).toEqual({
      vat_percent: "Indique uma percentagem inteira entre 0 e 100.",
      "countryVatRates.FI": "Indique uma taxa entre 0 e 99, com até duas casas decimais.",
    });
    expect(changeErrors({ banner_shoes_women_link: "https://example.pt" })).toEqual({
      banner_shoes_women_link:
        "Indique um caminho da loja, começado por / (por exemplo /products?search=botas ou /products/12), ou deixe vazio.",
    });
  });
});
