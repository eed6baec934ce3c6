import { describe, expect, it } from "vitest";
import { homeBanner, noImagePicture, sectionBanner, storePicture } from "./decor-pictures.ts";
import { expectValidSvg } from "./expect-valid-svg.ts";
import { ACCESSORY_KINDS, kindOfCategory, SHOE_KINDS } from "./picture-kinds.ts";
import { productPicture } from "./product-picture.ts";

const base = {
  ref: "SL-25-0101",
  title: "Sandálias de pele",
  colourName: "Preto",
  woman: true,
  view: 0,
};

describe("productPicture", () => {
  it.each([...SHOE_KINDS, ...ACCESSORY_KINDS])("draws a small, valid %s in each view", (kind) => {
    for (const view of [0, 1, 2]) {
      const svg = productPicture({ ...base, kind, view });
      expectValidSvg(svg);
      expect(svg.length).toBeLessThan(6000);
    }
  });

  it("is deterministic and differs by colour, product and view", () => {
    const picture = productPicture({ ...base, kind: "sandal" });
    expect(productPicture({ ...base, kind: "sandal" })).toBe(picture);
    expect(productPicture({ ...base, kind: "sandal", colourName: "Camel" })).not.toBe(picture);
    expect(productPicture({ ...base, kind: "sandal", ref: "SL-25-0102" })).not.toBe(picture);
    expect(productPicture({ ...base, kind: "sandal", view: 1 })).not.toBe(picture);
  });

  it("titles the picture, escaped, with the reference when there is no title", () => {
    expect(productPicture({ ...base, kind: "bag", title: "Mala <Rosa> & Co" })).toContain(
      "<title>Mala &lt;Rosa&gt; &amp; Co, preto (vista lateral)</title>",
    );
    expect(productPicture({ ...base, kind: "bag", title: null, colourName: null })).toContain(
      "<title>Ref: SL-25-0101 (vista lateral)</title>",
    );
  });
});

describe("kindOfCategory", () => {
  it.each([
    ["Sandálias", false, "sandal"],
    ["Botins", false, "ankleBoot"],
    ["Botas", false, "boot"],
    ["Sapatos de Cerimónia", false, "heel"],
    ["Vela/Dock", false, "boat"],
    ["Sapatos Clássicos", false, "oxford"],
    ["Malas", true, "bag"],
    ["Carteiras", true, "wallet"],
    ["Gravatas", true, "tie"],
    ["Novidades", false, "oxford"],
    ["Novidades", true, "bag"],
  ] as const)("%s (accessory: %s) is drawn as %s", (name, forAccessory, kind) => {
    expect(kindOfCategory({ name, forAccessory })).toBe(kind);
  });
});

describe("decor pictures", () => {
  it("draws valid banners, store fronts and the no-image picture", () => {
    expectValidSvg(homeBanner({ title: "Nova coleção", index: 0, kinds: ["boot", "ankleBoot"] }));
    expectValidSvg(
      sectionBanner({
        title: "Sapatos de senhora",
        index: 0,
        kinds: ["heel", "sandal", "ankleBoot"],
      }),
    );
    expectValidSvg(storePicture({ name: "Baixa – Rua Augusta", index: 0 }));
    expectValidSvg(noImagePicture());
  });
});
