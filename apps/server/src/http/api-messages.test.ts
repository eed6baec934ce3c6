import { catalogueEntries, messageTranslator } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { apiMessagesEn } from "./api-messages.en.ts";
import { apiMessages } from "./api-messages.ts";

const portuguese = catalogueEntries(apiMessages);
const english = new Map(catalogueEntries(apiMessagesEn));
const toEnglish = messageTranslator(apiMessages, apiMessagesEn);

describe("the API's English messages", () => {
  it("twin every Portuguese message, key by key, and hold none of their own", () => {
    const missing = portuguese.filter(([key, message]) => {
      const twin = english.get(key);
      return typeof twin !== typeof message || (typeof twin === "string" && twin.trim() === "");
    });
    expect(missing.map(([key]) => key)).toEqual([]);
    expect(english.size).toBe(portuguese.length);
  });

  it("translate each Portuguese text as the server writes it", () => {
    for (const [key, message] of portuguese) {
      if (typeof message === "string") expect(toEnglish(message), key).toBe(english.get(key));
    }
  });

  it("translate a message with parameters, and its parameters when they are messages", () => {
    expect(toEnglish("Indique: Código postal.")).toBe("Enter: Postal code.");
    expect(toEnglish("No máximo 70 caracteres.")).toBe("At most 70 characters.");
    expect(
      toEnglish("Vamos avisá-lo por email quando o tamanho 38 voltar a estar disponível online."),
    ).toBe("We will let you know by email when size 38 is available online again.");
  });

  it("leave a message they do not hold as it came", () => {
    expect(toEnglish("Uma mensagem nova.")).toBe("Uma mensagem nova.");
  });
});
