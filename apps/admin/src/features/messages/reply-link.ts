import { formatShopDateTime } from "@shop/shared";
import { messagesTexts as texts } from "./texts";

/**
 * A `mailto:` answer to a contact message, opened in the person's own mail program: to the
 * sender, "Re: …" as its subject, the message quoted under an empty first line.
 */
export function replyMailto(
  message: { name: string; email: string; message: string; createdAt: string },
  shopName: string,
): string {
  const quoted = message.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join("\n");
  const intro = texts.replyIntro(formatShopDateTime(message.createdAt), message.name);
  const params = new URLSearchParams({
    subject: texts.replySubject(shopName),
    body: `\n\n${intro}\n${quoted}\n`,
  });
  // mailto wants %20 for spaces: URLSearchParams writes '+', which mail programs keep.
  return `mailto:${encodeURIComponent(message.email).replace("%40", "@")}?${params.toString().replace(/\+/g, "%20")}`;
}
