import fp from "fastify-plugin";
import {
  outboxMailer,
  outboxSms,
  smtpMailer,
  type Mailer,
  type SmsTransport,
} from "../modules/outbox/mailer.js";

export type MailPluginOptions = {
  smtpUrl: string | null;
  mailFrom: string;
  mailer?: Mailer;
  sms?: SmsTransport;
};

/** SMTP when SMTP_URL is set, else the outbox table; SMS always through the SmsTransport seam. */
export const mailPlugin = fp<MailPluginOptions>(
  async (app, options) => {
    const mailer =
      options.mailer ??
      (options.smtpUrl ? smtpMailer(options.smtpUrl, options.mailFrom, app.log) : outboxMailer);
    app.decorate("mailer", mailer);
    app.decorate("sms", options.sms ?? outboxSms);
    app.addHook("onClose", async () => mailer.flush());
  },
  { name: "mail" },
);
