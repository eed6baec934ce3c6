import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = new URL("..", import.meta.url).pathname;

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) yield path;
  }
}

/** The names the code keeps in the browser: storage keys and the cookies the server sets. */
function keysInCode() {
  const keys = new Set();
  const sources = ["apps/web/src", "apps/admin/src", "packages/shared/src", "apps/server/src"];
  for (const dir of sources) {
    for (const file of sourceFiles(join(root, dir))) {
      const text = readFileSync(file, "utf8");
      for (const [, key] of text.matchAll(/(?:local|session)Storage\.\w+Item\("([^"]+)"/g))
        keys.add(key);
      for (const [, key] of text.matchAll(
        /(?:STORAGE_KEY|SYNCED_KEY|COOKIE(?:_NAME)?)\s*=\s*"([^"]+)"/g,
      ))
        keys.add(key);
    }
  }
  return keys;
}

// GDPR art. 13 and the ePrivacy rules: the privacy page lists every key the browser keeps.
describe("the privacy page's list of browser storage", () => {
  it("names every key the code keeps in the browser", () => {
    const listed = readFileSync(join(root, "apps/web/src/features/content/texts.ts"), "utf8");
    const found = [...keysInCode()];
    expect(found.length).toBeGreaterThanOrEqual(8);
    expect(found.filter((key) => !listed.includes(`key: "${key}"`))).toEqual([]);
  });
});
