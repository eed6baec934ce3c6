import { describe, expect, it } from "vitest";
import { readyAnswers } from "./ready-answers.ts";
import { type ReadyBytes, readyJson } from "./ready-bytes.ts";

const PRODUCT = /^\/api\/public\/products\/product\/([1-9]\d{0,9})$/;

/** Answers with a product address whose bytes are kept once made, as the catalogue keeps them. */
function productAnswers(onSale: Set<number>) {
  const kept = new Map<number, ReadyBytes>();
  const made: number[] = [];
  const answers = readyAnswers(() => "id");
  answers.add(
    PRODUCT,
    "/api/public/products/product/:id",
    ([, id]) => kept.get(Number(id)),
    {},
    async ([, id], language) => {
      const product = Number(id);
      if (!onSale.has(product)) throw new Error("Produto não encontrado.");
      made.push(product);
      const ready = await readyJson({ id: product, language });
      kept.set(product, ready);
      return ready;
    },
  );
  return { answers, made };
}

const bodyOf = (bytes: Buffer | undefined) => (bytes ? JSON.parse(bytes.toString()) : undefined);

describe("ready answers for the server's own renderer", () => {
  it("makes an answer not kept yet as its route makes it, once, then takes the kept bytes", async () => {
    const { answers, made } = productAnswers(new Set([7, 12]));
    const first = await answers.readyBody("/api/public/products/product/7", "en");
    expect(bodyOf(first)).toEqual({ valid: true, data: { id: 7, language: "en" } });
    const again = await answers.readyBody("/api/public/products/product/7", "en");
    expect(again).toBe(first);
    await answers.readyBody("/api/public/products/product/12");
    expect(made).toEqual([7, 12]);
  });

  it("leaves to the route what it refuses, another address and an id written otherwise", async () => {
    const { answers, made } = productAnswers(new Set([7]));
    for (const url of [
      "/api/public/products/product/8",
      "/api/public/products/product/07",
      "/api/public/products/product/7?x=1",
      "/api/public/persistent",
    ]) {
      expect(await answers.readyBody(url), url).toBeUndefined();
    }
    expect(made).toEqual([]);
  });

  it("takes what is kept without a way to make it, and nothing when nothing is kept", async () => {
    const answers = readyAnswers(() => "id");
    const config = await readyJson({ methods: ["MULTIBANCO"] });
    let keptConfig: ReadyBytes | undefined;
    answers.add("/api/public/payments/config", "config", () => keptConfig);
    expect(await answers.readyBody("/api/public/payments/config")).toBeUndefined();
    keptConfig = config;
    expect(await answers.readyBody("/api/public/payments/config")).toBe(config.body);
  });
});
