import { describe, expect, it } from "vitest";
import { mailHtml, TEST_PICTURE_HASH, TEST_SHOP, TEST_THUMBNAIL } from "../../../test/mail-html.ts";
import { withdrawalReceivedMail } from "./withdrawal-emails.ts";

const shop = TEST_SHOP;
const HASH = TEST_PICTURE_HASH;
const PICTURE = TEST_THUMBNAIL;

describe("the withdrawal's acknowledgement", () => {
  it("lists what was withdrawn with each product's picture", () => {
    const mail = withdrawalReceivedMail(
      {
        reference: "AB12CD34",
        orderedAt: "2026-11-20T10:30:00Z",
        lines: [
          { title: "Sabrinas", size: "38", quantity: 2, picture: `pictures/${HASH}-640x640` },
          { title: "Cinto", size: "U", quantity: 1, picture: null },
        ],
        totalCents: 9388,
        path: "return",
        asksIban: false,
        receivedAt: new Date("2026-11-25T15:00:00Z"),
      },
      shop,
    );
    expect(mailHtml(mail.html).itemPictures).toEqual([{ alt: "Sabrinas", src: PICTURE }]);
    expect(mail.text).toContain("2 × Sabrinas (tamanho 38)\n1 × Cinto (tamanho único)");
  });
});
