import type { Db } from "../../db/client.js";
import { insertOutbox } from "./outbox.repository.js";

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type SmsMessage = { to: string; text: string };

export interface Mailer {
  /**
   * Writes the mail to the outbox in `db`, the caller's transaction: it is delivered after commit
   * (when SMTP is configured) and never when the transaction rolls back.
   */
  send(db: Db, message: MailMessage): Promise<void>;
  /**
   * What send() does besides writing the row (waking the senders), for a path that must not reveal
   * whether it mailed (recovery for an unknown account): it writes a stand-in row of its own.
   */
  pretend(db: Db): Promise<void>;
  /** Waits until pending deliveries have been tried (tests); shutdown does it on close. */
  flush(): Promise<void>;
}

/** The SMS seam: SMS go to the outbox; a gateway would be a delivery transport of the sender. */
export interface SmsTransport {
  send(db: Db, message: SmsMessage): Promise<void>;
}

export type OutboxWriter = {
  /** Whether a sender delivers this channel (else the message just stays in the outbox). */
  delivers: { email: boolean; sms: boolean };
  /** Tells the senders, inside the writing transaction, that a row is waiting. */
  announce(db: Db): Promise<void>;
  flush(): Promise<void>;
};

const dueNow = (delivered: boolean) => (delivered ? new Date() : null);

export function outboxMailer(writer: OutboxWriter): Mailer {
  return {
    send: async (db, m) => {
      await insertOutbox(db, {
        channel: "email",
        to: m.to,
        subject: m.subject,
        body: m.text,
        html: m.html ?? null,
        nextAttemptAt: dueNow(writer.delivers.email),
      });
      if (writer.delivers.email) await writer.announce(db);
    },
    pretend: async (db) => {
      if (writer.delivers.email) await writer.announce(db);
    },
    flush: () => writer.flush(),
  };
}

export function outboxSms(writer: OutboxWriter): SmsTransport {
  return {
    send: async (db, m) => {
      await insertOutbox(db, {
        channel: "sms",
        to: m.to,
        subject: null,
        body: m.text,
        html: null,
        nextAttemptAt: dueNow(writer.delivers.sms),
      });
      if (writer.delivers.sms) await writer.announce(db);
    },
  };
}
