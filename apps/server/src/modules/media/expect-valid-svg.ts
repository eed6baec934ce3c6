import { expect } from "vitest";

// Test helper only.

/** Well-formed enough for a browser: one root, every element closed in order. */
export function expectValidSvg(svg: string): void {
  expect(svg).toMatch(
    /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/,
  );
  expect(svg).toMatch(/<title>[^<]+<\/title>/);
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (closing) expect(open.pop()).toBe(name);
    else if (!selfClosing) open.push(name as string);
  }
  expect(open).toEqual([]);
  expect(svg).not.toMatch(/NaN|undefined|<script/);
}
