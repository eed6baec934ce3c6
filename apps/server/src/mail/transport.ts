import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string | undefined;
  attachments?: MailAttachment[];
}

/** Delivers one message: through SMTP when configured, else as an .eml file in the mail folder. */
export interface MailTransport {
  send(message: MailMessage, id: number): Promise<void>;
  close(): void;
}

export function createMailTransport(options: {
  smtpUrl: string | undefined;
  from: string;
  mailDir: string;
}): MailTransport {
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await smtp.sendMail({ from: options.from, ...message });
      },
      close: () => smtp.close(),
    };
  }
  const files = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  return {
    async send(message, id) {
      const info = await files.sendMail({ from: options.from, ...message });
      await mkdir(options.mailDir, { recursive: true });
      // Named so that a plain `ls` lists them oldest first, newest last.
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const name = `${stamp}-${String(id).padStart(6, "0")}.eml`;
      await writeFile(join(options.mailDir, name), info.message as Buffer);
    },
    close: () => files.close(),
  };
}
