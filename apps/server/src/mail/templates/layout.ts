import { HTML_LANG, type Language, pictureAtLeast, sizeInWords } from "@shop/shared";
import { absoluteMediaBase } from "../../modules/seo/structured-data.ts";
import { anchor, blockHtml, COLORS, escapeHtml, ITEM_PICTURE_PX } from "./blocks-html.ts";

export { escapeHtml } from "./blocks-html.ts";

/**
 * A product as an email lists it (a purchase's line, a return's, a reservation, an awaited size):
 * its picture, what it is, and what it cost when the email says.
 */
export interface MailItem {
  /** The product's main picture, absolute; null without one. */
  pictureUrl: string | null;
  title: string;
  /** The size, or what it becomes («38 → 39» in an exchange). */
  size: string;
  /** How many; left out where a count means nothing (a size awaited). */
  quantity?: number;
  /** The line's price, already written in euros; left out where the email names none. */
  price?: string;
}

/** An item as its sender knows it: the product's picture as stored (see mainPicture). */
export type MailLine = Omit<MailItem, "pictureUrl"> & { picture: string | null };

/** What every email of the shop is made of: plain blocks that render as HTML and as text. */
export type MailBlock =
  | { paragraph: string }
  | { details: Array<[label: string, value: string]> }
  | { items: MailItem[]; language?: Language }
  | { amounts: Array<[label: string, value: string]>; total: [label: string, value: string] }
  | { action: { label: string; url: string } }
  | { quote: string }
  | { subheading: string };

export interface MailContent {
  /** The reader's language ('pt' when not said): the document's `lang` and the items' words. */
  language?: Language;
  subject: string;
  heading: string;
  blocks: MailBlock[];
}

export interface ShopIdentity {
  name: string;
  address: string;
  email: string;
  phone: string;
  /** The shop's public address (PUBLIC_URL), without a trailing slash: emails link absolutely. */
  url: string;
  /** Where its pictures are (MEDIA_BASE_URL); the shop's own /media/ when not said. */
  mediaBase?: string;
}

/**
 * A stored picture's absolute address (emails are read far from the shop), in the smallest variant
 * sharp on a 2× screen at an item's size.
 */
function pictureUrl(picture: string, shop: ShopIdentity): string {
  const base = absoluteMediaBase(shop.url, shop.mediaBase ?? "/media/");
  return pictureAtLeast(picture, base, 2 * ITEM_PICTURE_PX);
}

/** The one block that lists products, each with its picture: every email that names one uses it. */
export function itemsBlock(
  lines: MailLine[],
  shop: ShopIdentity,
  language: Language = "pt",
): MailBlock {
  return {
    language,
    items: lines.map(({ picture, ...line }) => ({
      ...line,
      pictureUrl: picture && pictureUrl(picture, shop),
    })),
  };
}

/** An item in the text part: «2 × Sabrinas (tamanho 38): 179,80 €». */
function itemText(item: MailItem, language: Language): string {
  const count = item.quantity === undefined ? "" : `${item.quantity} × `;
  const price = item.price === undefined ? "" : `: ${item.price}`;
  return `${count}${item.title} (${sizeInWords(item.size, language)})${price}`;
}

/** The storefront's mark (apps/web/public/favicon.svg drawn as a PNG: clients show no SVG). */
export const LOGO_PATH = "/email-logo.png";

function blockText(block: MailBlock): string {
  if ("subheading" in block) return block.subheading.toUpperCase();
  if ("paragraph" in block) return block.paragraph;
  if ("quote" in block) return block.quote.replace(/^/gm, "> ");
  if ("action" in block) return `${block.action.label}: ${block.action.url}`;
  if ("items" in block)
    return block.items.map((item) => itemText(item, block.language ?? "pt")).join("\n");
  const rows = "amounts" in block ? [...block.amounts, block.total] : block.details;
  return rows.map(([label, value]) => `${label}: ${value}`).join("\n");
}

/** The email's blocks as HTML: the first action is its one filled button, any other is outlined. */
function blocksHtml(blocks: MailBlock[]): string {
  const primary = blocks.find((block) => "action" in block);
  return blocks.map((block) => blockHtml(block, block === primary)).join("\n");
}

function headerHtml(shop: ShopIdentity): string {
  const link = `color:${COLORS.ink};text-decoration:none`;
  return `<tr><td style="padding:20px 24px;border-bottom:1px solid ${COLORS.line}"><a href="${escapeHtml(`${shop.url}/`)}" style="${link};display:inline-block"><img src="${escapeHtml(`${shop.url}${LOGO_PATH}`)}" width="44" height="44" alt="" style="display:inline-block;vertical-align:middle;border:0;width:44px;height:44px"><span style="display:inline-block;vertical-align:middle;margin-left:10px;font-family:Georgia,'Times New Roman',serif;font-size:22px;font-weight:700">${escapeHtml(shop.name)}</span></a></td></tr>`;
}

function footerHtml(shop: ShopIdentity): string {
  const lines = [
    anchor(`${shop.url}/`, shop.name, `color:${COLORS.inkSoft};font-weight:700`),
    escapeHtml(shop.address),
    [
      shop.email && anchor(`mailto:${shop.email}`, shop.email, `color:${COLORS.inkSoft}`),
      shop.phone &&
        anchor(`tel:${shop.phone.replace(/[^\d+]/g, "")}`, shop.phone, `color:${COLORS.inkSoft}`),
    ]
      .filter(Boolean)
      .join(" · "),
  ].filter(Boolean);
  return `<tr><td style="padding:16px 24px 8px;font-size:13px;line-height:1.6;color:${COLORS.inkSoft};text-align:center">${lines.join("<br>")}</td></tr>`;
}

const TABLE = `role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0"`;

/**
 * An email as HTML built for phones (a table at most 600 px wide that shrinks to the screen, the
 * shop's logo, one filled button) with a text part holding every block.
 */
export function renderMail(content: MailContent, shop: ShopIdentity) {
  const footer = [shop.name, shop.address, `${shop.email} · ${shop.phone}`].filter(Boolean);
  const html = `<!doctype html>
<html lang="${HTML_LANG[content.language ?? "pt"]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="x-apple-disable-message-reformatting"><meta name="color-scheme" content="light"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${COLORS.surfaceStrong};font-family:Helvetica,Arial,sans-serif;font-size:16px;color:${COLORS.ink};line-height:1.5;-webkit-text-size-adjust:100%">
<table ${TABLE} style="background:${COLORS.surfaceStrong}"><tr><td align="center" style="padding:16px 8px">
<table ${TABLE} style="width:100%;max-width:600px;background:#ffffff;border-radius:8px;border-collapse:separate">
${headerHtml(shop)}
<tr><td style="padding:24px 20px 8px">
<h1 style="font-size:24px;line-height:1.25;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
${blocksHtml(content.blocks)}
</td></tr>
</table>
<table ${TABLE} style="width:100%;max-width:600px">
${footerHtml(shop)}
</table>
</td></tr></table>
</body></html>`;
  const text = [
    content.heading,
    "",
    ...content.blocks.map(blockText).join("\n\n").split("\n"),
    "",
    "--",
    ...footer,
  ].join("\n");
  return { subject: content.subject, html, text };
}
