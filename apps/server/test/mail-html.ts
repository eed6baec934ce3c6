import { COLORS } from "../src/mail/templates/blocks-html.ts";

/** What an email's HTML shows a reader: its filled buttons and the pictures of its items. */
export function mailHtml(html: string) {
  const filled = new RegExp(
    `bgcolor="${COLORS.dark}"[^>]*><a href="([^"]+)"[^>]*>([^<]+)</a>`,
    "g",
  );
  return {
    /** Each filled button's label and link (an email has one). */
    filledButtons: [...html.matchAll(filled)].map(([, url = "", label = ""]) => ({ label, url })),
    /** The pictures of the products it lists, each named by its alt text (the product). */
    itemPictures: [
      ...html.matchAll(/<img src="([^"]+)" width="64" height="64" alt="([^"]*)"/g),
    ].map(([, src, alt]) => ({ alt, src })),
  };
}

/** The shop as the email templates' tests write it. */
export const TEST_SHOP = {
  name: "Sapataria Lisboa",
  address: "Rua Augusta, 142, 1100-053 Lisboa",
  email: "loja@sapatarialisboa.pt",
  phone: "213 420 118",
  url: "https://sapatarialisboa.pt",
};
export const TEST_PICTURE_HASH = "cd".repeat(32);
/** The thumbnail an email shows for a picture of TEST_PICTURE_HASH. */
export const TEST_THUMBNAIL = `https://sapatarialisboa.pt/media/pictures/${TEST_PICTURE_HASH}/240.webp`;
