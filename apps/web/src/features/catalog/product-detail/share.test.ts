import { describe, expect, it } from "vitest";
import { canonicalProductUrl, shareLinks } from "./share";

const target = {
  url: "https://loja.example/product/9",
  title: "Sabrinas de bico fino & laço",
  imageUrl: "https://loja.example/media/products/sl-25-0109-1.svg",
};

function link(network: string) {
  const found = shareLinks(target).find((item) => item.network === network);
  if (!found) throw new Error(`no ${network} link`);
  return found;
}

describe("shareLinks", () => {
  it("offers Facebook, X, WhatsApp, Pinterest and email, in that order", () => {
    expect(shareLinks(target).map((item) => item.network)).toEqual([
      "facebook",
      "x",
      "whatsapp",
      "pinterest",
      "email",
    ]);
  });

  it("encodes the address and the title into each network's parameters", () => {
    const facebook = new URL(link("facebook").href);
    expect(facebook.origin).toBe("https://www.facebook.com");
    expect(facebook.searchParams.get("u")).toBe(target.url);

    const x = new URL(link("x").href);
    expect(x.searchParams.get("url")).toBe(target.url);
    expect(x.searchParams.get("text")).toBe(target.title);
    expect(link("x").href).toContain("%26%20la%C3%A7o");

    expect(new URL(link("whatsapp").href).searchParams.get("text")).toBe(
      `${target.title} ${target.url}`,
    );

    const pinterest = new URL(link("pinterest").href);
    expect(pinterest.searchParams.get("media")).toBe(target.imageUrl);
    expect(pinterest.searchParams.get("description")).toBe(target.title);
  });

  it("builds a mailto link with subject and body, and no plus signs for spaces", () => {
    const email = link("email");
    expect(email.external).toBe(false);
    expect(email.href.startsWith("mailto:?subject=")).toBe(true);
    expect(email.href).not.toContain("+");
    const params = new URLSearchParams(email.href.slice("mailto:?".length));
    expect(params.get("subject")).toBe(target.title);
    expect(params.get("body")).toBe(`${target.title}\n${target.url}`);
  });

  it("marks the web links as external", () => {
    expect(shareLinks(target).filter((item) => item.external)).toHaveLength(4);
  });
});

describe("canonicalProductUrl", () => {
  it("drops the query and hash of the current address", () => {
    expect(canonicalProductUrl("https://loja.example", 9, "pt")).toBe(
      "https://loja.example/product/9",
    );
    expect(canonicalProductUrl("https://loja.example", 9, "en")).toBe(
      "https://loja.example/en/product/9",
    );
  });
});
