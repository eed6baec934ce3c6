import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The message with quoted-printable undone, to read links and texts from. */
  text: string;
}

/** Undoes quoted-printable: soft line breaks and =XX bytes (UTF-8). */
export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined[i] === "=" ? joined.slice(i + 1, i + 3) : "";
    if (/^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] as string));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/**
 * A real SMTP server on a free local port, keeping what it receives: the shop talks SMTP to it
 * exactly as to a mail provider.
 */
export async function startSmtpServer(port = 0) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          text: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address();
  const listening = typeof address === "object" && address ? address.port : 0;
  return {
    port: listening,
    url: `smtp://127.0.0.1:${listening}`,
    received,
    /** Waits for a message to `to` whose text matches, and answers the match. */
    async waitFor(to: string, pattern: RegExp, timeoutMs = 10_000): Promise<RegExpMatchArray> {
      const end = Date.now() + timeoutMs;
      while (Date.now() < end) {
        for (const mail of received) {
          const match = mail.to.includes(to) ? mail.text.match(pattern) : null;
          if (match) return match;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no mail to ${to} matching ${pattern}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
