import { inflateSync } from "node:zlib";
import { PDFDocument, PDFRawStream } from "pdf-lib";

/**
 * The text a PDF made with pdf-lib's standard fonts shows, page by page, in drawing order: its
 * content streams inflated, each hex string of a `Tj` read as WinAnsi (Latin-1 for our words).
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(bytes);
  return document.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents && "asArray" in contents ? contents.asArray() : [contents];
    return (
      streams
        .map((ref) => document.context.lookup(ref as never))
        .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
        .map((stream) => inflateSync(stream.getContents()).toString("latin1"))
        .join("\n")
        .match(/<([0-9A-Fa-f]*)> Tj/g)
        ?.map((shown) => Buffer.from(shown.slice(1, -4), "hex").toString("latin1"))
        .join("\n") ?? ""
    );
  });
}

/** The attachments of a raw MIME message, by file name, decoded from base64. */
export function mimeAttachments(raw: string): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  const part =
    /filename="?([^"\r\n;]+)"?[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n(?:\r?\n|--)/g;
  for (const match of raw.matchAll(part)) {
    found.set(match[1] as string, Buffer.from((match[2] as string).replace(/\s/g, ""), "base64"));
  }
  return found;
}
