import type { User } from "@shop/shared";
import { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { envelope, renderWithShop, stubFetch } from "../../features/cart/test-support";
import { USER_KEY } from "../../lib/auth/user-cache";
import { LANGUAGE_KEY } from "../../lib/i18n/language-choice";
import { LanguageSwitch } from "./language-switch";

const customer = { id: 7, name: "Ana", email: "ana@example.pt", wishlist: [] } as unknown as User;

/** The switch on a Portuguese page, for a signed-in customer, a visitor, or before the session's answer. */
function renderSwitch(user: User | null | "unknown") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (user !== "unknown") client.setQueryData(USER_KEY, user);
  renderWithShop(<LanguageSwitch />, { path: "/products", client });
  return screen.getByRole("link", { name: "English" });
}

/** Follows the link as a click does, the document's own loading left out (jsdom has none). */
function click(link: HTMLElement) {
  const stay = (event: Event) => event.preventDefault();
  document.addEventListener("click", stay);
  fireEvent.click(link);
  document.removeEventListener("click", stay);
}

/** The calls that changed the account's language: their method, body and keepalive. */
const languageCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  (fetchMock.mock.calls as unknown as Array<[RequestInfo | URL, RequestInit]>)
    .filter(([url]) => String(url).endsWith("/users/client/language"))
    .map(([, init]) => ({ method: init.method, body: init.body, keepalive: init.keepalive }));

beforeEach(() => window.localStorage.removeItem(LANGUAGE_KEY));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the language switch", () => {
  it("keeps a signed-in customer's choice on the account as it leads to the English page", async () => {
    const fetchMock = stubFetch(() => envelope(null));
    const link = renderSwitch(customer);
    expect(link.getAttribute("href")).toBe("/en/products");
    click(link);
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe("en");
    await waitFor(() =>
      expect(languageCalls(fetchMock)).toEqual([
        { method: "PUT", body: JSON.stringify({ language: "en" }), keepalive: true },
      ]),
    );
  });

  it("keeps the choice on the account when clicked before the session's answer", async () => {
    const fetchMock = stubFetch(() => envelope(null));
    click(renderSwitch("unknown"));
    await waitFor(() =>
      expect(languageCalls(fetchMock)).toEqual([
        { method: "PUT", body: JSON.stringify({ language: "en" }), keepalive: true },
      ]),
    );
  });

  it("asks nothing of the server for a visitor who is not signed in", async () => {
    const fetchMock = stubFetch(() => envelope(null));
    click(renderSwitch(null));
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe("en");
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("still leads to the other page, the choice remembered, when the call fails", async () => {
    const fetchMock = stubFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    const link = renderSwitch(customer);
    click(link);
    await waitFor(() => expect(languageCalls(fetchMock)).toHaveLength(1));
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe("en");
    expect(screen.getByRole("link", { name: "English" }).getAttribute("href")).toBe("/en/products");
  });
});
