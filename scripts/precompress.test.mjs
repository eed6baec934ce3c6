import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { MIN_BYTES, precompress } from "./precompress.mjs";

const TEXT = "sapatos de pele e acessórios ".repeat(100);

/** A built app: text assets big and small, a picture, and Vite's manifest. */
function builtApp() {
  const dist = mkdtempSync(join(tmpdir(), "shop-precompress-"));
  mkdirSync(join(dist, "assets"));
  mkdirSync(join(dist, ".vite"));
  writeFileSync(join(dist, "index.html"), `<!doctype html><p>${TEXT}</p>`);
  writeFileSync(join(dist, "assets", "app-1234.js"), `export const words = "${TEXT}";`);
  writeFileSync(join(dist, "assets", "tiny-1234.css"), "a{color:red}");
  writeFileSync(join(dist, "assets", "logo-1234.png"), Buffer.alloc(4 * MIN_BYTES, 7));
  writeFileSync(join(dist, ".vite", "manifest.json"), JSON.stringify({ words: TEXT }));
  return dist;
}

describe("precompress", () => {
  it("writes a brotli and a gzip copy beside each text asset, each decoding to the file", () => {
    const dist = builtApp();
    const done = precompress(dist);
    expect(done.map((path) => path.slice(dist.length + 1)).sort()).toEqual([
      join("assets", "app-1234.js"),
      "index.html",
    ]);
    for (const path of done) {
      const plain = readFileSync(path);
      const br = readFileSync(`${path}.br`);
      expect(br.length).toBeLessThan(plain.length / 5);
      expect(brotliDecompressSync(br)).toEqual(plain);
      expect(gunzipSync(readFileSync(`${path}.gz`))).toEqual(plain);
    }
  });

  it("leaves alone files too small to gain, pictures, and the build's own folders", () => {
    const dist = builtApp();
    precompress(dist);
    for (const path of [
      join(dist, "assets", "tiny-1234.css"),
      join(dist, "assets", "logo-1234.png"),
      join(dist, ".vite", "manifest.json"),
    ]) {
      expect(existsSync(`${path}.br`)).toBe(false);
      expect(existsSync(`${path}.gz`)).toBe(false);
    }
  });
});
