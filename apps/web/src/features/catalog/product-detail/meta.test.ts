import { afterEach, describe, expect, it } from "vitest";
import { applyMetaTags } from "./meta";

function content(selector: string): string | null | undefined {
  return document.head.querySelector(selector)?.getAttribute("content");
}

afterEach(() => {
  document.head.innerHTML = "";
});

describe("applyMetaTags", () => {
  it("updates the existing description and puts it back afterwards", () => {
    document.head.innerHTML = '<meta name="description" content="A loja">';
    const undo = applyMetaTags([
      { attribute: "name", key: "description", content: "Sabrinas de bico fino" },
    ]);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(content('meta[name="description"]')).toBe("Sabrinas de bico fino");
    undo();
    expect(content('meta[name="description"]')).toBe("A loja");
  });

  it("adds missing Open Graph tags and removes them afterwards", () => {
    const undo = applyMetaTags([
      { attribute: "property", key: "og:title", content: "Sabrinas" },
      { attribute: "property", key: "og:image", content: "https://loja.example/a.svg" },
    ]);
    expect(content('meta[property="og:title"]')).toBe("Sabrinas");
    expect(content('meta[property="og:image"]')).toBe("https://loja.example/a.svg");
    undo();
    expect(document.head.querySelectorAll("meta")).toHaveLength(0);
  });

  it("treats quotes in contents and keys as plain text", () => {
    const undo = applyMetaTags([
      { attribute: "name", key: "description", content: 'Botas "Chelsea" <b>' },
    ]);
    expect(content('meta[name="description"]')).toBe('Botas "Chelsea" <b>');
    undo();
  });
});
