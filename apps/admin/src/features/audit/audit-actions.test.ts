import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { RESERVATION_ACTIONS, RETURN_STATES } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { actionTexts } from "./texts";

/**
 * Every action the server writes to the audit log has a text here: this reads the server's code
 * (not its tests), collects the actions written as text and those computed from a template, and
 * fails on any without a text, so a new action cannot reach the log as «banner.archive».
 */
function serverSource(from = process.cwd()): string {
  const candidate = join(from, "apps", "server", "src");
  if (existsSync(candidate)) return candidate;
  if (dirname(from) === from) throw new Error("apps/server/src not found above the tests' folder");
  return serverSource(dirname(from));
}
const SERVER = serverSource();

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") ? [path] : [];
  });
}

const files = sourceFiles(SERVER).map((path) => ({ path, source: readFileSync(path, "utf8") }));
/** The files that write entries; the log's own module (its columns: `"a.action"`) writes none. */
const auditing = files.filter(
  ({ path, source }) =>
    /\b(recordAudit|auditedExport)\(/.test(source) && !path.endsWith(join("staff", "audit.ts")),
);

/** The verbs a helper is called with: `entry("create", id)`, `audited(id, "erase")`. */
function verbsCalled(source: string, helper: string): string[] {
  const calls = new RegExp(`\\b${helper}\\(\\s*(?:[\\w.]+,\\s*)?"([a-z-]+)"`, "g");
  return [...source.matchAll(calls)].map((match) => match[1] ?? "");
}

/** The audit entities of the named lists (brands, colours, tags), as the server names them. */
function namedListEntities(): string[] {
  const texts = files.find(({ path }) => path.endsWith(join("taxonomy", "texts.ts")));
  return [...(texts?.source.matchAll(/\bentity: "([a-z-]+)"/g) ?? [])].map((m) => m[1] ?? "");
}

/**
 * The actions a template computes, by the template as written in the server's code. A new
 * template fails the test below until its values are taught here.
 */
const templates: Record<string, (source: string) => string[]> = {
  "`banner.${verb}`": (source) => verbsCalled(source, "entry").map((verb) => `banner.${verb}`),
  "`store.${verb}`": (source) => verbsCalled(source, "entry").map((verb) => `store.${verb}`),
  "`customer.${action}`": (source) =>
    verbsCalled(source, "audited").map((verb) => `customer.${verb}`),
  "`customer.guest-${action}`": (source) =>
    verbsCalled(source, "auditedGuest").map((verb) => `customer.guest-${verb}`),
  "`${namedListTexts[list].entity}.${verb}`": (source) =>
    namedListEntities().flatMap((entity) =>
      verbsCalled(source, "audit").map((verb) => `${entity}.${verb}`),
    ),
  "`reservation.${action}`": () => RESERVATION_ACTIONS.map((action) => `reservation.${action}`),
  "`return.${to.toLowerCase()}`": () =>
    RETURN_STATES.map((state) => `return.${state.toLowerCase()}`),
};

const ACTION = /"([a-z]+(?:-[a-z]+)*\.[a-z]+(?:-[a-z]+)*)"/g;
const TEMPLATE = /`(?:[a-z-]+|\$\{[^`}]+\})\.[a-z-]*\$\{[^`}]+\}`/g;

function serverActions() {
  const actions = new Set<string>();
  const unknownTemplates: string[] = [];
  // An action may be named in a file that hands it to the one that writes (stock changes do).
  for (const { path, source } of files) {
    if (path.endsWith(join("staff", "audit.ts"))) continue;
    for (const line of source.split("\n")) {
      if (!/\baction\b/.test(line)) continue;
      for (const match of line.matchAll(ACTION)) actions.add(match[1] ?? "");
    }
  }
  for (const { path, source } of auditing) {
    for (const [template] of source.matchAll(TEMPLATE)) {
      const expand = templates[template];
      if (!expand) unknownTemplates.push(`${path}: ${template}`);
      else for (const action of expand(source)) actions.add(action);
    }
  }
  return { actions, unknownTemplates };
}

describe("the audit log's texts", () => {
  const { actions, unknownTemplates } = serverActions();

  it("find the server's actions, computed ones included", () => {
    expect(unknownTemplates).toEqual([]);
    for (const action of [
      "banner.delete",
      "stock.move",
      "customer.erase",
      "customer.guest-erase",
      "tag.delete",
    ])
      expect(actions).toContain(action);
    expect(actions).toContain("return.refunded");
    expect(actions.size).toBeGreaterThan(60);
  });

  it("have a text for every action the server writes", () => {
    const missing = [...actions].filter((action) => !actionTexts[action]).sort();
    expect(missing).toEqual([]);
  });

  it("write no action as its code", () => {
    for (const text of Object.values(actionTexts)) expect(text).not.toMatch(/^[a-z-]+\.[a-z-]+$/);
  });
});
