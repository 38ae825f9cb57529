import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { E2E_MAIL_DIR } from "./env";

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

function readAll(): ReceivedMail[] {
  if (!existsSync(E2E_MAIL_DIR)) return [];
  return readdirSync(E2E_MAIL_DIR)
    .filter((f) => f.endsWith(".json")) // not a mail still being written (serve.mjs: *.json.part)
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(E2E_MAIL_DIR, f), "utf8")) as ReceivedMail);
}

/** How many mails arrived so far; pass it to waitForMail to only see newer ones. */
export const mailCount = (): number => readAll().length;

/** Waits for a mail to `to` that the SMTP server received after `since` mails. */
export async function waitForMail(to: string, since: number, timeoutMs = 15_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = readAll()
      .slice(since)
      .find((m) => m.to.includes(to.toLowerCase()));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${to} arrived within ${timeoutMs} ms`);
}

/** The first http(s) link of a mail's text. */
export function firstLink(mail: ReceivedMail): string {
  const match = /https?:\/\/\S+/.exec(mail.text || mail.html);
  if (!match) throw new Error(`Mail "${mail.subject}" holds no link`);
  return match[0].replace(/[>)."']+$/, "");
}
