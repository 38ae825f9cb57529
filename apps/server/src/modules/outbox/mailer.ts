import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import { insertOutbox } from "./outbox.repository.js";

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type SmsMessage = { to: string; text: string };

export interface Mailer {
  /** `db` is the caller's transaction: outbox mail is written (and rolled back) with the change. */
  send(db: Db, message: MailMessage): Promise<void>;
  /** Waits for SMTP deliveries still in flight (graceful shutdown, tests). */
  flush(): Promise<void>;
}

/** The SMS seam: a real gateway plugs in here; the default keeps messages in the outbox. */
export interface SmsTransport {
  send(db: Db, message: SmsMessage): Promise<void>;
}

export const outboxSms: SmsTransport = {
  send: (db, m) => insertOutbox(db, { channel: "sms", to: m.to, subject: null, body: m.text, html: null }),
};

export const outboxMailer: Mailer = {
  send: (db, m) =>
    insertOutbox(db, { channel: "email", to: m.to, subject: m.subject, body: m.text, html: m.html ?? null }),
  flush: async () => undefined,
};

const LOOPBACK = new Set(["127.0.0.1", "localhost", "::1", "[::1]"]);

/**
 * SMTP delivery. Sending happens in the background: waiting for the SMTP dialogue would make the
 * answer slower for existing accounts than for unknown ones (account enumeration by timing).
 * A plain smtp:// URL to a loopback server skips STARTTLS (local catch-all servers offer none).
 */
export function smtpMailer(smtpUrl: string, from: string, log: FastifyBaseLogger): Mailer {
  const url = new URL(smtpUrl);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (url.protocol === "smtps:" ? 465 : 587),
    secure: url.protocol === "smtps:",
    ignoreTLS: url.protocol === "smtp:" && LOOPBACK.has(url.hostname),
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
  });
  const inFlight = new Set<Promise<unknown>>();
  return {
    send: async (_db, m) => {
      const delivery = transport
        .sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html })
        // Log the failure without the message: bodies carry reset links and codes.
        .catch((error: Error) => log.error({ err: { message: error.message } }, "SMTP delivery failed"))
        .finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    },
    flush: async () => {
      await Promise.all([...inFlight]);
    },
  };
}
