import { sql } from "drizzle-orm";
import fp from "fastify-plugin";
import type { Db } from "../db/client.js";
import { outboxMailer, outboxSms, type OutboxWriter } from "../platform/outbox/mailer.js";
import { OUTBOX_TOPIC, OutboxSender, type OutboxSenderOptions } from "../platform/outbox/outbox-sender.js";
import { smtpTransport } from "../platform/outbox/smtp-transport.js";
import { CHANNEL } from "./change-bus/change-bus.js";

export type MailPluginOptions = {
  smtpUrl: string | null;
  mailFrom: string;
  /** Retry and polling timings of the outbox sender (tests shorten them). */
  outbox?: OutboxSenderOptions;
};

/**
 * Every mail and SMS goes to the outbox table in the caller's transaction. With SMTP_URL an outbox
 * sender delivers mail after commit; without it (and SMS always: no gateway) messages stay there.
 */
export const mailPlugin = fp<MailPluginOptions>(
  async (app, options) => {
    const sender = options.smtpUrl
      ? new OutboxSender(
          app.db,
          { email: smtpTransport(options.smtpUrl, options.mailFrom) },
          app.log,
          options.outbox,
        )
      : null;
    const writer: OutboxWriter = {
      delivers: { email: sender !== null, sms: false },
      announce: async (db: Db) => {
        // PostgreSQL delivers a NOTIFY sent inside the transaction at commit, to every instance, and
        // never after a rollback. PGlite is this process only, and a query outside the transaction
        // waits for it to end, so the sender can be told at once.
        if (app.database.engine === "PostgreSQL")
          await db.execute(sql`select pg_notify(${CHANNEL}, ${OUTBOX_TOPIC})`);
        else await app.changes.publish(OUTBOX_TOPIC);
      },
      flush: async () => sender?.flush(),
    };
    app.decorate("mailer", outboxMailer(writer));
    app.decorate("sms", outboxSms(writer));
    if (!sender) return;
    // Ready: the change bus exists, and rows left pending by an earlier run (a crash) go out now.
    app.addHook("onReady", async () => {
      app.changes.subscribe(OUTBOX_TOPIC, () => sender.nudge());
      sender.nudge();
    });
    app.addHook("onClose", async () => sender.stop());
  },
  { name: "mail", dependencies: ["db"] },
);
