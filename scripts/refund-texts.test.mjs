import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = new URL("..", import.meta.url).pathname;
const SOURCES = ["apps/web/src", "apps/admin/src", "apps/server/src", "packages/shared/src"];

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) yield path;
  }
}

/** The sentences of a file's string literals and JSX text that speak of a refund. */
function refundSentences(text) {
  return text
    .split(/(?<=[.!?])\s+|\n/)
    .filter((sentence) => /reembols|devolv|devolução|devolvemos|transferir/i.test(sentence));
}

// DL 24/2014, art. 12: a refund is due within 14 calendar days of the customer's request.
describe("the shop's refund texts", () => {
  it("never count a refund's days as working days", () => {
    const found = [];
    for (const dir of SOURCES) {
      for (const file of sourceFiles(join(root, dir))) {
        for (const sentence of refundSentences(readFileSync(file, "utf8"))) {
          if (/dias úteis/.test(sentence))
            found.push(`${relative(root, file)}: ${sentence.trim()}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
