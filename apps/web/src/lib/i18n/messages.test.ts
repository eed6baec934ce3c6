import { checkoutMessages, postalCodeMessages } from "@shop/shared";
import { describe, expect, it } from "vitest";
import "../../app/english-texts";
import "../../app/english-more";
import { messageIn } from "./messages";

describe("a shared schema's message on the page", () => {
  it("stays as the schema wrote it on a Portuguese page", () => {
    expect(messageIn(checkoutMessages.required(checkoutMessages.fields.email), "pt")).toBe(
      "Indique: email de contacto.",
    );
  });

  it("is English on an English page, the field's name too", () => {
    expect(messageIn(checkoutMessages.required(checkoutMessages.fields.email), "en")).toBe(
      "Enter: contact email.",
    );
    expect(messageIn(checkoutMessages.email, "en")).toBe("Enter a valid email.");
    expect(messageIn(postalCodeMessages.portugal, "en")).toBe(
      "The postal code must have the format 0000-000.",
    );
    expect(messageIn(checkoutMessages.missing["addressDelivery.postalCode"], "en")).toBe(
      "Postal code",
    );
  });

  it("leaves a message it does not know, or one already English, as it came", () => {
    expect(messageIn("Uma mensagem nova.", "en")).toBe("Uma mensagem nova.");
    expect(messageIn("Enter a valid email.", "en")).toBe("Enter a valid email.");
  });
});
