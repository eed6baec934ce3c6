import { describe, expect, it } from "vitest";
import {
  fallbackWidth,
  isPictureVariant,
  parsePictureName,
  pictureAtLeast,
  pictureName,
  pictureSources,
  variantFiles,
  variantWidths,
} from "./pictures.ts";

const HASH = "ab".repeat(32);

describe("variantWidths", () => {
  it("serves the fixed widths below the picture and the picture's own width", () => {
    expect(variantWidths(1600)).toEqual([240, 480, 800, 1200, 1600]);
    expect(variantWidths(1000)).toEqual([240, 480, 800, 1000]);
    expect(variantWidths(800)).toEqual([240, 480, 800]);
    expect(variantWidths(400)).toEqual([240, 400]);
  });

  it("never goes past the widest variant", () => {
    expect(variantWidths(4000)).toEqual([240, 480, 800, 1200, 1600]);
  });
});

describe("fallbackWidth", () => {
  it("is the widest variant up to 800 px", () => {
    expect(fallbackWidth(1600)).toBe(800);
    expect(fallbackWidth(700)).toBe(700);
    expect(fallbackWidth(400)).toBe(400);
  });
});

describe("pictureAtLeast", () => {
  const base = "https://loja.pt/media/";

  it("is the smallest WebP variant at least as wide as asked", () => {
    const name = pictureName({ hash: HASH, width: 1600, height: 1600 });
    expect(pictureAtLeast(name, base, 128)).toBe(`${base}pictures/${HASH}/240.webp`);
    expect(pictureAtLeast(name, base, 300)).toBe(`${base}pictures/${HASH}/480.webp`);
  });

  it("is the widest variant of a picture narrower than asked, and a plain file itself", () => {
    const name = pictureName({ hash: HASH, width: 100, height: 80 });
    expect(pictureAtLeast(name, base, 128)).toBe(`${base}pictures/${HASH}/100.webp`);
    expect(pictureAtLeast("products/a.svg", base, 128)).toBe(`${base}products/a.svg`);
  });
});

describe("variantFiles", () => {
  it("names each width in AVIF and WebP, then the JPEG last", () => {
    expect(variantFiles({ hash: HASH, width: 400 }).map((file) => file.path)).toEqual([
      `pictures/${HASH}/240.avif`,
      `pictures/${HASH}/240.webp`,
      `pictures/${HASH}/400.avif`,
      `pictures/${HASH}/400.webp`,
      `pictures/${HASH}/400.jpg`,
    ]);
    expect(variantFiles({ hash: HASH, width: 1600 }).at(-1)).toEqual({
      width: 800,
      extension: "jpg",
      path: `pictures/${HASH}/800.jpg`,
    });
  });
});

describe("picture names", () => {
  it("round-trips an uploaded picture's name", () => {
    const name = pictureName({ hash: HASH, width: 1200, height: 900 });
    expect(name).toBe(`pictures/${HASH}-1200x900`);
    expect(parsePictureName(name)).toEqual({ hash: HASH, width: 1200, height: 900 });
  });

  it.each([
    "products/sl-25-0101-1.svg",
    `pictures/${HASH}`,
    `pictures/${HASH.toUpperCase()}-10x10`,
    `pictures/${HASH}-0x10`,
    `../pictures/${HASH}-10x10`,
    `pictures/${HASH}-10x10.jpg`,
  ])("reads %j as a plain path", (name) => {
    expect(parsePictureName(name)).toBeNull();
  });

  it("knows a variant's path from any other media path", () => {
    expect(isPictureVariant(`pictures/${HASH}/480.avif`)).toBe(true);
    expect(isPictureVariant(`pictures/${HASH}/800.jpg`)).toBe(true);
    expect(isPictureVariant(`pictures/${HASH}/800.svg`)).toBe(false);
    expect(isPictureVariant("products/sl-25-0101-1.svg")).toBe(false);
    expect(isPictureVariant(`pictures/${HASH}/../x/480.avif`)).toBe(false);
  });
});

describe("pictureSources", () => {
  it("gives an upload a srcset per format and a JPEG to fall back on", () => {
    const sources = pictureSources(
      pictureName({ hash: HASH, width: 1000, height: 750 }),
      "/media/",
    );
    expect(sources).toEqual({
      src: `/media/pictures/${HASH}/800.jpg`,
      width: 1000,
      height: 750,
      sources: [
        {
          type: "image/avif",
          srcSet: [240, 480, 800, 1000]
            .map((w) => `/media/pictures/${HASH}/${w}.avif ${w}w`)
            .join(", "),
        },
        {
          type: "image/webp",
          srcSet: [240, 480, 800, 1000]
            .map((w) => `/media/pictures/${HASH}/${w}.webp ${w}w`)
            .join(", "),
        },
      ],
    });
  });

  it("gives an SVG or an older path just its address", () => {
    expect(pictureSources("products/sl-25-0101-1.svg", "https://cdn.example.pt/m/")).toEqual({
      src: "https://cdn.example.pt/m/products/sl-25-0101-1.svg",
      sources: [],
    });
    expect(pictureSources("/stores/chiado.jpg", "/media/").src).toBe("/media/stores/chiado.jpg");
  });
});
