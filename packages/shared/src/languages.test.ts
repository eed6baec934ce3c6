import { describe, expect, it } from "vitest";
import { languageOfPath, pagePathIn, preferredLanguage, routerPathIn } from "./languages.ts";

/** Every kind of storefront address, Portuguese and English. */
const PAIRS: Array<[pt: string, en: string]> = [
  ["/home", "/en/home"],
  [
    "/products?isWomen=1&forShoe=1&size=38&color=2&sort=priceAsc",
    "/en/products?isWomen=1&forShoe=1&size=38&color=2&sort=priceAsc",
  ],
  ["/product/12", "/en/product/12"],
  ["/stores", "/en/stores"],
  ["/acessibilidade", "/en/accessibility"],
  ["/livre-resolucao", "/en/withdrawal"],
  ["/cartao-presente", "/en/gift-card"],
  ["/cartao-presente/oferecer", "/en/gift-card/give"],
  ["/reservas/AB12", "/en/reservations/AB12"],
  ["/encomenda/confirmada/tok", "/en/order/confirmed/tok"],
  ["/encomenda/tok", "/en/order/tok"],
  ["/account/purchases", "/en/account/purchases"],
  ["/terms#8", "/en/terms#8"],
];

describe("the storefront's languages", () => {
  it("maps every page to the other language and back, query and hash kept", () => {
    for (const [pt, en] of PAIRS) {
      expect(pagePathIn(pt, "en")).toBe(en);
      expect(pagePathIn(en, "pt")).toBe(pt);
      expect(pagePathIn(pt, "pt")).toBe(pt);
      expect(pagePathIn(en, "en")).toBe(en);
    }
  });

  it("takes the root of either language as its home page", () => {
    expect(pagePathIn("/", "en")).toBe("/en/home");
    expect(pagePathIn("/en", "pt")).toBe("/home");
    expect(pagePathIn("/en/", "pt")).toBe("/home");
  });

  it("translates whole segments only", () => {
    expect(pagePathIn("/encomendas", "en")).toBe("/en/encomendas");
    expect(routerPathIn("/reservas/:code", "en")).toBe("/reservations/:code");
    expect(routerPathIn("/reservations/x", "pt")).toBe("/reservas/x");
  });

  it("reads a path's language from its /en prefix", () => {
    expect(languageOfPath("/en")).toBe("en");
    expect(languageOfPath("/en/products?x=1")).toBe("en");
    expect(languageOfPath("/en?x")).toBe("en");
    expect(languageOfPath("/encomenda/x")).toBe("pt");
    expect(languageOfPath("/products")).toBe("pt");
  });

  it("prefers English only when the browser puts it before Portuguese", () => {
    expect(preferredLanguage(["en-GB", "en"])).toBe("en");
    expect(preferredLanguage(["de-DE", "en-US"])).toBe("en");
    expect(preferredLanguage(["pt-PT", "en"])).toBe("pt");
    expect(preferredLanguage(["fr-FR"])).toBe("pt");
    expect(preferredLanguage([])).toBe("pt");
  });
});
