import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parsePictureName, variantWidths } from "@shop/shared";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pictureLimits } from "../../config/limits.ts";
import { AppError } from "../../http/app-error.ts";
import { localMediaStorage } from "./local-media.ts";
import { type PictureStore, pictureStore } from "./picture-store.ts";
import {
  bomb,
  heicHeader,
  jpegFromPhone,
  LISBON,
  PHONE_MAKER,
  plainPng,
  truncatedJpeg,
} from "./test-pictures.ts";

let mediaDir: string;
let store: PictureStore;

beforeEach(() => {
  mediaDir = mkdtempSync(join(tmpdir(), "shop-pictures-"));
  store = pictureStore({ storage: localMediaStorage(mediaDir) });
});

afterEach(() => rmSync(mediaDir, { recursive: true, force: true }));

/** Every file under the media folder, with its modification time. */
function filesIn(folder = mediaDir): Map<string, number> {
  const entries = readdirSync(folder, { recursive: true, withFileTypes: true });
  return new Map(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = join(entry.parentPath, entry.name);
        return [file.slice(folder.length + 1), statSync(file).mtimeMs];
      }),
  );
}

/** The colour in the middle of a picture's row `y`. */
async function colourAt(picture: Buffer, y: number): Promise<string> {
  const { data, info } = await sharp(picture).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + Math.floor(info.width / 2)) * info.channels;
  const [red = 0, , blue = 0] = data.subarray(at, at + 3);
  if (red > 200 && blue < 60) return "red";
  return blue > 200 && red < 60 ? "blue" : "mixed";
}

async function refusal(bytes: Buffer) {
  const error = await store.store(bytes).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("pictureStore.store", () => {
  it("turns a phone's photo upright and keeps none of its metadata", async () => {
    const stored = await store.store(await jpegFromPhone());
    // Taken 900×600 on its side (EXIF orientation 6): served upright, 600×900.
    expect(stored).toMatchObject({ width: 600, height: 900 });
    const { hash } = parsePictureName(stored.name) ?? { hash: "" };
    for (const [path] of filesIn()) {
      const file = readFileSync(join(mediaDir, path));
      const metadata = await sharp(file).metadata();
      expect(metadata.exif, path).toBeUndefined();
      expect(metadata.xmp, path).toBeUndefined();
      expect(file.toString("latin1")).not.toContain(LISBON);
      expect(file.toString("latin1")).not.toContain(PHONE_MAKER);
    }
    // Stored red on the left, blue on the right; turned clockwise, red is on top, blue below.
    const jpeg = readFileSync(join(mediaDir, `pictures/${hash}/600.jpg`));
    expect(await colourAt(jpeg, 10)).toBe("red");
    expect(await colourAt(jpeg, 890)).toBe("blue");
  });

  it("writes AVIF and WebP at every width up to the picture's, and one JPEG", async () => {
    const stored = await store.store(await plainPng(1000, 700));
    expect(stored).toMatchObject({ width: 1000, height: 700 });
    const hash = parsePictureName(stored.name)?.hash;
    expect(variantWidths(1000)).toEqual([240, 480, 800, 1000]);
    const expected = [
      ...[240, 480, 800, 1000].flatMap((width) => [`${width}.avif`, `${width}.webp`]),
      "800.jpg",
    ];
    expect([...filesIn(join(mediaDir, `pictures/${hash}`)).keys()].sort()).toEqual(expected.sort());
    for (const file of expected) {
      const metadata = await sharp(
        readFileSync(join(mediaDir, `pictures/${hash}`, file)),
      ).metadata();
      const width = Number(file.split(".")[0]);
      expect(metadata.width, file).toBe(width);
      expect(metadata.width).toBeLessThanOrEqual(1000);
      expect(metadata.height).toBe(Math.round((width * 700) / 1000));
    }
  });

  it("scales a large picture down to 1600 px wide", async () => {
    const stored = await store.store(await plainPng(2400, 1800));
    expect(stored).toMatchObject({ width: 1600, height: 1200 });
    expect(stored.name).toMatch(/^pictures\/[0-9a-f]{64}-1600x1200$/);
  });

  it("stores the same picture once and answers the same name", async () => {
    const png = await plainPng(800, 800);
    const first = await store.store(png);
    const before = filesIn();
    const again = await store.store(Buffer.from(png));
    expect(again).toEqual(first);
    expect(filesIn()).toEqual(before);
  });

  it("refuses a truncated JPEG as damaged", async () => {
    const error = await refusal(await truncatedJpeg());
    expect(error.code).toBe("VALIDATION");
    expect(error.fields?.file).toMatch(/danificada ou incompleta/);
    expect(filesIn().size).toBe(0);
  });

  it("refuses a decompression bomb before decoding it", async () => {
    const error = await refusal(await bomb());
    expect(error.code).toBe("VALIDATION");
    expect(error.fields?.file).toMatch(/demasiados píxeis/);
  });

  it.each([
    ["text", Buffer.from("Isto não é uma fotografia, é texto.")],
    ["an SVG", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"/>')],
  ])("refuses %s, whatever it claims to be", async (_kind, bytes) => {
    const error = await refusal(bytes);
    expect(error.fields?.file).toBe(
      "O ficheiro não é uma imagem que a loja aceite. Envie uma fotografia JPEG, PNG, WebP ou AVIF.",
    );
  });

  it("refuses a GIF", async () => {
    const gif = await sharp(await plainPng(500, 500))
      .gif()
      .toBuffer();
    expect((await refusal(gif)).fields?.file).toMatch(/não é uma imagem que a loja aceite/);
  });

  it("accepts AVIF and WebP", async () => {
    const png = await plainPng(500, 400);
    for (const bytes of [await sharp(png).avif().toBuffer(), await sharp(png).webp().toBuffer()]) {
      expect(await store.store(bytes)).toMatchObject({ width: 500, height: 400 });
    }
  });

  it("tells how to convert an HEIC photo this build cannot read", async () => {
    expect((await refusal(heicHeader())).fields?.file).toMatch(/HEIC.*Mais compatível/);
  });

  it("refuses a picture too small for a product", async () => {
    const error = await refusal(await plainPng(1200, 300));
    expect(error.fields?.file).toBe(
      "A imagem é demasiado pequena para um produto: precisa de pelo menos 400 × 400 píxeis.",
    );
  });

  it("refuses a file over the size limit as too large", async () => {
    const error = await refusal(Buffer.alloc(pictureLimits.maxBytes + 1));
    expect(error.code).toBe("PAYLOAD_TOO_LARGE");
    expect(error.message).toBe("A imagem tem mais de 15 MB. Envie uma fotografia mais pequena.");
  });

  it("refuses an empty upload", async () => {
    expect((await refusal(Buffer.alloc(0))).fields?.file).toBe("Escolha uma imagem para enviar.");
  });
});
