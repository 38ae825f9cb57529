import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string[]; raw: string };

/** A real SMTP server on a free local port that keeps what it receives, for mail tests. */
export interface SmtpInbox {
  /** The app's SMTP_URL for this server. */
  url: string;
  received: ReceivedMail[];
  /**
   * Polls what has arrived until a mail to `to` is there (rejects after `ms`): robust against a
   * delivery that happens before or after the call.
   */
  mailTo(to: string, ms?: number): Promise<ReceivedMail>;
  /** The port it listens on (a test may close it and start another inbox on the same port). */
  port: number;
  close(): Promise<void>;
}

export async function startSmtpInbox(port = 0): Promise<SmtpInbox> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw };
        received.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.server.once("error", reject);
    smtp.listen(port, "127.0.0.1", resolve);
  });
  const bound = (smtp.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    received,
    mailTo: async (to, ms = 10_000) => {
      const end = Date.now() + ms;
      for (;;) {
        const mail = received.find((m) => m.to.includes(to));
        if (mail) return mail;
        if (Date.now() > end) throw new Error(`no mail to ${to} within ${ms} ms`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
