import nodemailer from "nodemailer";
import type { OutboxRow } from "./outbox.table.js";

/** Hands one outbox row to the outside world; throws when it was not accepted. */
export interface DeliveryTransport {
  deliver(row: OutboxRow): Promise<void>;
  close(): void;
}

const LOOPBACK = new Set(["127.0.0.1", "localhost", "::1", "[::1]"]);

/**
 * SMTP through nodemailer. A plain smtp:// URL to a loopback server skips STARTTLS (local
 * catch-all servers offer none). Timeouts stay well inside the sender's lease, so a hanging server
 * fails the attempt before another instance may claim the row.
 */
export function smtpTransport(smtpUrl: string, from: string): DeliveryTransport {
  const url = new URL(smtpUrl);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (url.protocol === "smtps:" ? 465 : 587),
    secure: url.protocol === "smtps:",
    ignoreTLS: url.protocol === "smtp:" && LOOPBACK.has(url.hostname),
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    deliver: async (row) => {
      await transport.sendMail({
        from,
        to: row.to,
        subject: row.subject ?? "",
        text: row.body,
        html: row.html ?? undefined,
      });
    },
    close: () => transport.close(),
  };
}
