/** What every email of the shop is made of: plain blocks that render as HTML and as text. */
export type MailBlock =
  | { paragraph: string }
  | { details: Array<[label: string, value: string]> }
  | { action: { label: string; url: string } }
  | { quote: string }
  | { subheading: string };

export interface MailContent {
  subject: string;
  heading: string;
  blocks: MailBlock[];
}

export interface ShopIdentity {
  name: string;
  address: string;
  email: string;
  phone: string;
  url: string;
}

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

function blockHtml(block: MailBlock): string {
  if ("subheading" in block)
    return `<h2 style="font-size:17px;margin:28px 0 8px">${escapeHtml(block.subheading)}</h2>`;
  if ("paragraph" in block) return `<p style="margin:0 0 16px">${escapeHtml(block.paragraph)}</p>`;
  if ("quote" in block) {
    const text = escapeHtml(block.quote).replace(/\n/g, "<br>");
    return `<blockquote style="margin:0 0 16px;padding:12px 16px;background:#f6f3ef;border-left:3px solid #8a5a3b">${text}</blockquote>`;
  }
  if ("action" in block) {
    const { label, url } = block.action;
    return `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#1f1a17;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(label)}</a></p>`;
  }
  const rows = block.details
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 16px 4px 0;color:#6b625c">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:600">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${rows}</table>`;
}

function blockText(block: MailBlock): string {
  if ("subheading" in block) return block.subheading.toUpperCase();
  if ("paragraph" in block) return block.paragraph;
  if ("quote" in block) return block.quote.replace(/^/gm, "> ");
  if ("action" in block) return `${block.action.label}: ${block.action.url}`;
  return block.details.map(([label, value]) => `${label}: ${value}`).join("\n");
}

/** An email as readable HTML with a text part, in the shop's colours. */
export function renderMail(content: MailContent, shop: ShopIdentity) {
  const footer = [shop.name, shop.address, `${shop.email} · ${shop.phone}`].filter(Boolean);
  const html = `<!doctype html>
<html lang="pt-PT"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f3ef;font-family:Helvetica,Arial,sans-serif;color:#1f1a17;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;letter-spacing:2px;font-weight:700"><a href="${escapeHtml(shop.url)}" style="color:#1f1a17;text-decoration:none">${escapeHtml(shop.name.toUpperCase())}</a></p>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
${content.blocks.map(blockHtml).join("\n")}
</div>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#6b625c;text-align:center">${footer.map(escapeHtml).join("<br>")}</p>
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
