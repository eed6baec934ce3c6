import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { holdBackAndForward } from "./back-before-alive";
import { HYDRATED_EVENT } from "./hydration";

const LOADED = "/products?isWomen=1&forShoe=1&size=38&color=2";
const BACK = "/products?isWomen=1&forShoe=1&size=38";

/** What the router hears: a listener of the window's popstate, as React Router's. */
let routerHeard: string[];
const router = () => routerHeard.push(window.location.pathname + window.location.search);

/** The browser going Back: the address bar changes, then popstate. */
function goBack(to: string) {
  window.history.replaceState(null, "", to);
  window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
}

const alive = () => document.dispatchEvent(new Event(HYDRATED_EVENT));
const settled = () => new Promise((resolve) => setTimeout(resolve));

beforeEach(() => {
  routerHeard = [];
  window.history.replaceState(null, "", LOADED);
});

afterEach(() => window.removeEventListener("popstate", router));

describe("holdBackAndForward", () => {
  it("keeps Back from the router until the page is alive, then tells where the address went", async () => {
    const held = holdBackAndForward();
    window.addEventListener("popstate", router);
    const go = vi.fn();
    held.whenAlive(go);
    goBack(BACK);
    expect(routerHeard).toEqual([]);
    alive();
    await settled();
    expect(go).toHaveBeenCalledWith(BACK);
    goBack(LOADED);
    expect(routerHeard).toEqual([LOADED]);
  });

  it("sets the address bar back to the page's own before the router reads it", async () => {
    const held = holdBackAndForward();
    goBack(`${BACK}#main`);
    held.backTo(LOADED);
    expect(window.location.pathname + window.location.search).toBe(LOADED);
    const go = vi.fn();
    held.whenAlive(go);
    alive();
    await settled();
    expect(go).toHaveBeenCalledWith(`${BACK}#main`);
  });

  it("tells nothing when the address bar never moved", async () => {
    const held = holdBackAndForward();
    held.backTo(LOADED);
    const go = vi.fn();
    held.whenAlive(go);
    alive();
    await settled();
    expect(go).not.toHaveBeenCalled();
  });
});
