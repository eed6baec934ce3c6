import { describe, expect, it } from "vitest";
import { textsKey } from "../lib/i18n/texts-key";
import { textsIn } from "../lib/i18n/use-texts";
import { ENGLISH_MORE_MODULES } from "./english-more";
import { ENGLISH_MODULES as FIRST_MODULES } from "./english-texts";

/** Both chunks' modules: the home page's first load and the rest. */
const ENGLISH_MODULES = [...FIRST_MODULES, ...ENGLISH_MORE_MODULES];

/**
 * The texts that still show in Portuguese on English pages: the next slices of the translation
 * (issue 40) take them off this list as they add each one's texts.en.ts.
 */
const PORTUGUESE_ONLY_YET: string[] = [];

/** Every texts.ts, and the feature's texts of a part of its own (discount-code-texts.ts). */
const portuguese = import.meta.glob<Record<string, unknown>>(
  ["/src/**/texts.ts", "/src/**/*-texts.ts", "!/src/app/english-texts.ts", "!/src/**/use-texts.ts"],
  { eager: true },
);
const english = import.meta.glob<Record<string, unknown>>("/src/**/*texts.en.ts", { eager: true });
const fileOf = (key: string) => key.replace(/^\/src\//, "");
/** Each translated module's Portuguese and English. */
const pairs = ENGLISH_MODULES.map(
  ([file, en]) => [file, portuguese[`/src/${file}`] ?? {}, en] as const,
);

/** The paths of every text in a value («banners.previous»), with what is wrong at each. */
function problems(pt: unknown, en: unknown, path: string): string[] {
  if (typeof pt === "string") {
    return typeof en === "string" && en.trim() !== "" ? [] : [`${path}: missing or empty`];
  }
  if (typeof pt === "function") {
    return typeof en === "function" ? [] : [`${path}: missing function`];
  }
  if (pt && typeof pt === "object") {
    if (!en || typeof en !== "object") return [`${path}: missing`];
    const keys = new Set([...Object.keys(pt), ...Object.keys(en)]);
    return [...keys].flatMap((key) =>
      key in pt
        ? problems(
            (pt as Record<string, unknown>)[key],
            (en as Record<string, unknown>)[key],
            `${path}.${key}`,
          )
        : [`${path}.${key}: not in the Portuguese`],
    );
  }
  return [];
}

describe("the English texts", () => {
  it("exist for every feature's texts, but those the next slices translate", () => {
    const translated = ENGLISH_MODULES.map(([file]) => file);
    const files = Object.keys(portuguese).map(fileOf);
    expect([...translated, ...PORTUGUESE_ONLY_YET].sort()).toEqual(files.sort());
    expect(Object.keys(english).map(fileOf).sort()).toEqual(
      translated.map((file) => file.replace(/\.ts$/, ".en.ts")).sort(),
    );
  });

  it("have every key of the Portuguese, none empty, none more", () => {
    for (const [file, pt, en] of pairs) {
      const textObjects = Object.entries(pt).filter(
        ([, value]) => value && typeof value === "object",
      );
      const found = textObjects.flatMap(([name, value]) =>
        problems(value, en[name], `${file} ${name}`),
      );
      expect(found).toEqual([]);
      for (const name of Object.keys(en)) expect(pt, `${file} ${name}`).toHaveProperty(name);
    }
  });

  it("are what an English page reads, the Portuguese what a Portuguese one does", () => {
    for (const [file, pt, en] of pairs) {
      for (const [name, value] of Object.entries(en)) {
        expect(textsKey(pt[name] as object), `${file} ${name}`).toBe(`${file}#${name}`);
        expect(textsIn(pt[name] as object, "en")).toBe(value);
        expect(textsIn(pt[name] as object, "pt")).toBe(pt[name]);
      }
    }
  });
});
