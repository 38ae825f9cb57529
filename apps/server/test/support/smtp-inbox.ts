import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string[]; raw: string };

/** A real SMTP server on a free local port that keeps what it receives, for mail tests. */
export interface SmtpInbox {
  /** The app's SMTP_URL for this server. */
  url: string;
  received: ReceivedMail[];
  /** The next mail to arrive (rejects after 10 s). Call it before the request that sends it. */
  nextMail(): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const received: ReceivedMail[] = [];
  const waiters: ((mail: ReceivedMail) => void)[] = [];
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
        waiters.shift()?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    nextMail: () =>
      new Promise<ReceivedMail>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("no mail within 10 s")), 10_000);
        waiters.push((mail) => {
          clearTimeout(timer);
          resolve(mail);
        });
      }),
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
