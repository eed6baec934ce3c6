import { describe, expect, it } from "vitest";
import { mailHtml, TEST_PICTURE_HASH, TEST_SHOP, TEST_THUMBNAIL } from "../../../test/mail-html.ts";
import { sizeAlertConfirmationMail, sizeBackInStockMail } from "./size-alert-emails.ts";

const shop = TEST_SHOP;
const HASH = TEST_PICTURE_HASH;
const PICTURE = TEST_THUMBNAIL;

const alert = {
  title: "Sabrinas de bico fino",
  size: "38",
  picture: `pictures/${HASH}-1200x900`,
  productUrl: `${shop.url}/product/1`,
  unsubscribeUrl: `${shop.url}/size-alerts/unsubscribe/x`,
};

describe("size alert emails", () => {
  it("show the product awaited with its picture and the size", () => {
    const confirmation = sizeAlertConfirmationMail(
      { ...alert, confirmUrl: `${shop.url}/size-alerts/confirm/y` },
      shop,
    );
    const back = sizeBackInStockMail(alert, shop);
    for (const mail of [confirmation, back]) {
      expect(mailHtml(mail.html).itemPictures).toEqual([
        { alt: "Sabrinas de bico fino", src: PICTURE },
      ]);
      expect(mail.text).toContain("Sabrinas de bico fino (tamanho 38)");
      expect(mail.html).toContain("Tamanho 38");
    }
    expect(mailHtml(back.html).filledButtons).toEqual([
      { label: "Ver o produto", url: alert.productUrl },
    ]);
  });
});
