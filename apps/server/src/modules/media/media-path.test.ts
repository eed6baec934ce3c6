import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { decodeMediaPath, imageTypeOf, mediaFileOf } from "./media-path.ts";

const MEDIA = "/srv/shop/data/media";

describe("decodeMediaPath", () => {
  it("decodes a picture path inside the media folder", () => {
    expect(decodeMediaPath("products/sl-25-0101-1.svg")).toBe("products/sl-25-0101-1.svg");
    expect(decodeMediaPath("stores/caf%C3%A9.jpg")).toBe("stores/café.jpg");
  });

  it.each([
    "../package.json",
    "%2e%2e/%2e%2e/package.json",
    "%2E%2E%2F%2E%2E%2Fpackage.json",
    "products/..%2f..%2fsecret",
    "products/../../secret",
    "..%5c..%5csecret",
    "products\\..\\..\\secret",
    "/etc/passwd",
    "%2fetc%2fpasswd",
    "products/a.svg%00.txt",
    "C:%5cWindows%5cwin.ini",
    "products//a.svg",
    "products/.hidden.svg",
    "./products/a.svg",
    "",
    "%E0%A4%A",
  ])("refuses %j", (raw) => {
    expect(decodeMediaPath(raw)).toBeNull();
  });

  it("decodes only once: a double-encoded dot-dot is a harmless file name", () => {
    expect(decodeMediaPath("%252e%252e/x.svg")).toBe("%2e%2e/x.svg");
  });
});

describe("mediaFileOf", () => {
  it("checks stored (not URL-encoded) paths the same way", () => {
    expect(mediaFileOf(MEDIA, "banners/home-1.svg")).toBe(join(MEDIA, "banners/home-1.svg"));
    expect(mediaFileOf(MEDIA, "../home-1.svg")).toBeNull();
    expect(mediaFileOf(MEDIA, "banners/100%.svg")).toBe(join(MEDIA, "banners/100%.svg"));
  });
});

describe("imageTypeOf", () => {
  it("knows picture extensions only", () => {
    expect(imageTypeOf("a/b.SVG")).toBe("image/svg+xml");
    expect(imageTypeOf("a/b.jpeg")).toBe("image/jpeg");
    expect(imageTypeOf("a/b.webp")).toBe("image/webp");
    expect(imageTypeOf("a/b.avif")).toBe("image/avif");
    expect(imageTypeOf("a/b.html")).toBeUndefined();
    expect(imageTypeOf("a/b")).toBeUndefined();
  });
});
