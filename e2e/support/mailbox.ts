import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * The shop's outgoing mail in e2e runs: without SMTP the server writes each message as an .eml
 * file into `$E2E_DATA_DIR/mail/`, named so that the newest sorts last.
 */
function mailDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set (see playwright.config.ts)");
  return join(dataDir, "mail");
}

/** Undoes quoted-printable: soft line breaks and =XX bytes (UTF-8). */
export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined[i] === "=" ? joined.slice(i + 1, i + 3) : "";
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] as string));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function addressedTo(raw: string, email: string): boolean {
  const headers = raw.split(/\r?\n\r?\n/, 1)[0] ?? "";
  const to = headers.match(/^To:(.*(?:\r?\n[ \t].*)*)/im)?.[1] ?? "";
  return to.toLowerCase().includes(email.toLowerCase());
}

async function newestFirst(): Promise<string[]> {
  const names = await readdir(mailDir()).catch(() => [] as string[]);
  return names
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .reverse();
}

/**
 * What `find` answers for the newest mail to `email` where it answers anything, reading each
 * message decoded and waiting for the mail to be written.
 */
async function waitForMessage<T>(
  email: string,
  find: (message: string) => T | undefined,
  what: string,
  timeoutMs: number,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    for (const name of await newestFirst()) {
      const raw = await readFile(join(mailDir(), name), "utf8");
      if (!addressedTo(raw, email)) continue;
      const found = find(decodeQuotedPrintable(raw));
      if (found !== undefined) return found;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${email} ${what}`);
}

/**
 * The path of the newest link to `email` whose path matches `pathPattern` (e.g.
 * /\/sign\/recover\/[\w-]+/), waiting for the mail to be written. Links start with the shop's
 * PUBLIC_URL; only the path is answered, to open with the test's own base URL.
 */
export function waitForLink(email: string, pathPattern: RegExp, timeoutMs = 20_000) {
  const link = new RegExp(`https?://[^\\s"'<>]+?(${pathPattern.source})`);
  return waitForMessage(
    email,
    (message) => message.match(link)?.[1],
    `with a link matching ${pathPattern}`,
    timeoutMs,
  );
}

/** The newest mail to `email` with this subject, decoded (headers, text and HTML). */
export function waitForMail(email: string, subject: string, timeoutMs = 20_000) {
  const header = `\nSubject: ${subject}\n`;
  return waitForMessage(
    email,
    (message) => (message.includes(header) ? message : undefined),
    `with the subject «${subject}»`,
    timeoutMs,
  );
}

/** The newest mail to `email` whose decoded text contains `text` (subjects with accents are encoded). */
export function waitForMailWith(email: string, text: string, timeoutMs = 20_000) {
  return waitForMessage(
    email,
    (message) => (message.includes(text) ? message : undefined),
    `containing «${text}»`,
    timeoutMs,
  );
}
