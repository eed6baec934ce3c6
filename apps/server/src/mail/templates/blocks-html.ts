import { type Language, sizeInWords } from "@shop/shared";
import type { MailBlock, MailItem } from "./layout.ts";

/** The storefront's colours (apps/web's tokens), written out: email clients read no variables. */
export const COLORS = {
  ink: "#1e1b18",
  inkSoft: "#5a524b",
  line: "#e3dbd1",
  surface: "#faf7f3",
  surfaceStrong: "#f1ebe3",
  accent: "#8f3b1f",
  dark: "#24201c",
} as const;

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Everything outside our own markup is text: customers' words can never become HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const LINK_STYLE = `color:${COLORS.accent};text-decoration:underline`;

export function anchor(href: string, label: string, style = LINK_STYLE): string {
  return `<a href="${escapeHtml(href)}" style="${style}">${escapeHtml(label)}</a>`;
}

// An address the shop writes (its pages, its email) inside a sentence: a URL ends before the
// sentence's punctuation, so «…em https://loja.pt/terms.» links /terms.
const LINKABLE = /(https?:\/\/[^\s<>"]*[^\s<>".,;:!?)»]|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/** Text whose web and email addresses become real links (mailto: for an email). */
export function linkedText(text: string): string {
  return text
    .split(new RegExp(LINKABLE, "g"))
    .map((part, index) => {
      if (index % 2 === 0) return escapeHtml(part);
      return anchor(part.includes("://") ? part : `mailto:${part}`, part);
    })
    .join("");
}

const TABLE = `role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0"`;

/** A button that draws in every client (Outlook too): a table cell painted, the link inside it. */
function buttonHtml({ label, url }: { label: string; url: string }, primary: boolean): string {
  const fill = primary ? COLORS.dark : "#ffffff";
  const text = primary ? "#ffffff" : COLORS.ink;
  return `<table ${TABLE} style="margin:${primary ? "24px" : "8px"} 0 24px;border-collapse:separate"><tr><td align="center" bgcolor="${fill}" style="border-radius:6px;background:${fill};border:2px solid ${COLORS.dark}">${anchor(
    url,
    label,
    `display:block;padding:13px 20px;font-size:16px;font-weight:700;line-height:22px;color:${text};text-decoration:none;border-radius:6px`,
  )}</td></tr></table>`;
}

/** How wide an item's picture is drawn, in CSS pixels. */
export const ITEM_PICTURE_PX = 64;

function itemPictureHtml(item: MailItem): string {
  const box = `width:${ITEM_PICTURE_PX}px;height:${ITEM_PICTURE_PX}px;border-radius:4px;background:${COLORS.surfaceStrong}`;
  return item.pictureUrl
    ? `<img src="${escapeHtml(item.pictureUrl)}" width="${ITEM_PICTURE_PX}" height="${ITEM_PICTURE_PX}" alt="${escapeHtml(item.title)}" style="display:block;${box};border:0;object-fit:cover">`
    : `<div style="${box}"></div>`;
}

const QUANTITY: Record<Language, string> = { pt: "Quantidade", en: "Quantity" };

function itemHtml(item: MailItem, language: Language): string {
  const cell = `border-bottom:1px solid ${COLORS.line};padding:12px 0;vertical-align:top`;
  const size = sizeInWords(item.size, language).replace(/^./, (first) => first.toUpperCase());
  const quantity = item.quantity === undefined ? "" : `<br>${QUANTITY[language]}: ${item.quantity}`;
  return `<tr><td width="${ITEM_PICTURE_PX}" style="${cell};width:${ITEM_PICTURE_PX}px">${itemPictureHtml(item)}</td><td style="${cell};padding-left:12px;padding-right:8px"><strong style="font-weight:600">${escapeHtml(item.title)}</strong><br><span style="font-size:14px;color:${COLORS.inkSoft}">${escapeHtml(size)}${quantity}</span></td><td align="right" style="${cell};text-align:right;white-space:nowrap;font-weight:600">${escapeHtml(item.price ?? "")}</td></tr>`;
}

function rowsHtml(rows: Array<[string, string]>, valueAlign: "left" | "right"): string {
  return rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 16px 4px 0;vertical-align:top;color:${COLORS.inkSoft}">${escapeHtml(label)}</td><td align="${valueAlign}" style="padding:4px 0;vertical-align:top;text-align:${valueAlign};font-weight:600${valueAlign === "right" ? ";white-space:nowrap" : ""}">${linkedText(value)}</td></tr>`,
    )
    .join("");
}

/** One block as HTML; `primary` says whether an action is the email's one filled button. */
export function blockHtml(block: MailBlock, primary: boolean): string {
  if ("subheading" in block)
    return `<h2 style="font-size:18px;line-height:1.3;margin:32px 0 8px">${escapeHtml(block.subheading)}</h2>`;
  if ("paragraph" in block) return `<p style="margin:0 0 16px">${linkedText(block.paragraph)}</p>`;
  if ("quote" in block) {
    const text = escapeHtml(block.quote).replace(/\n/g, "<br>");
    return `<blockquote style="margin:0 0 16px;padding:12px 16px;background:${COLORS.surface};border-left:3px solid ${COLORS.accent}">${text}</blockquote>`;
  }
  if ("action" in block) return buttonHtml(block.action, primary);
  if ("items" in block)
    return `<table ${TABLE} style="margin:0 0 8px;border-collapse:collapse;border-top:1px solid ${COLORS.line}">${block.items.map((item) => itemHtml(item, block.language ?? "pt")).join("")}</table>`;
  if ("amounts" in block) {
    const [label, value] = block.total;
    const total = `<tr><td style="padding:10px 16px 4px 0;border-top:1px solid ${COLORS.line};font-weight:700;font-size:17px">${escapeHtml(label)}</td><td align="right" style="padding:10px 0 4px;border-top:1px solid ${COLORS.line};text-align:right;white-space:nowrap;font-weight:700;font-size:17px">${escapeHtml(value)}</td></tr>`;
    return `<table ${TABLE} style="margin:0 0 16px;border-collapse:collapse">${rowsHtml(block.amounts, "right")}${total}</table>`;
  }
  return `<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:0 0 16px;border-collapse:collapse">${rowsHtml(block.details, "left")}</table>`;
}
