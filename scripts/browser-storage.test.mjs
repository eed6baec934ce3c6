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

const STORED =
  /(?:(?:local|session)Storage\.\w+Item|setCookie|clearCookie)\(\s*(?:"([^"]+)"|(\w+))/g;
const NAMED = /(?:STORAGE_KEY|SYNCED_KEY|COOKIE(?:_NAME)?)\s*=\s*"([^"]+)"/g;

/**
 * The names the code keeps in the browser: literal keys and constants given to storage or
 * cookie calls, and the constants named as storage keys or cookies (some are passed on as
 * parameters, out of this scan's sight).
 */
function keysInCode() {
  const constants = new Map();
  const used = new Set();
  const keys = new Set();
  const sources = ["apps/web/src", "apps/admin/src", "packages/shared/src", "apps/server/src"];
  for (const dir of sources) {
    for (const file of sourceFiles(join(root, dir))) {
      const text = readFileSync(file, "utf8");
      for (const [, name, value] of text.matchAll(/const\s+(\w+)\s*=\s*"([^"]*)"/g))
        constants.set(name, value);
      for (const [, literal, name] of text.matchAll(STORED)) {
        if (literal) keys.add(literal);
        else used.add(name);
      }
      for (const [, key] of text.matchAll(NAMED)) keys.add(key);
    }
  }
  for (const name of used) if (constants.has(name)) keys.add(constants.get(name));
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
