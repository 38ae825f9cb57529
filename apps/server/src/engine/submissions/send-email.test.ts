import { RequestWfPath, type TErrorResponse } from "@fsm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { DEMO, outboxFor } from "../../../test/support/fixtures.js";
import { startTestApp, type TestApp } from "../../../test/support/harness.js";
import { DEFAULT_RATE_LIMITS } from "../../plugins/rate-limit/rate-limiter.js";
import { startSmtpInbox, type SmtpInbox } from "../../../test/support/smtp-inbox.js";

const mail = (toEmail: string, more: { subjectEmail?: string; messageEmail?: string } = {}) => ({
  toEmail,
  subjectEmail: "Your service request SR-000601",
  messageEmail: "We received your request SR-000601.",
  ...more,
});

describe("requestworkflow/sendemail through a real SMTP server", () => {
  let smtp: SmtpInbox;
  let t: TestApp;
  let customer: TestClient;
  let staff: TestClient;

  beforeAll(async () => {
    smtp = await startSmtpInbox();
    t = await startTestApp("PGlite", { config: { smtpUrl: smtp.url } });
    customer = await signedIn(t.app, DEMO.customer.email);
    staff = await signedIn(t.app, DEMO.staff.email);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("delivers the confirmation to the caller's own address as plain text only", async () => {
    const res = await customer.post(
      RequestWfPath.sendEmail,
      mail(DEMO.customer.email.toUpperCase(), {
        subjectEmail: "Request received\r\nBcc: victim@example.test",
        messageEmail: 'Thanks! <b>bold</b> <a href="http://evil.test">click</a>',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const received = await smtp.mailTo(DEMO.customer.email);
    expect(received.to).toEqual([DEMO.customer.email]);
    expect(received.raw).toMatch(/^Content-Type: text\/plain/m);
    expect(received.raw).not.toMatch(/text\/html/);
    // The markup arrives as the characters typed; the line break cannot add a header.
    expect(received.raw).toContain("<b>bold</b>");
    expect(received.raw).toMatch(/^Subject: Request received Bcc: victim@example.test$/m);
    expect(received.raw).not.toMatch(/^Bcc:/m);
    await t.app.mailer.flush();
    expect((await outboxFor(t.db, DEMO.customer.email))[0]?.sentAt).toBeInstanceOf(Date);
  });

  it("refuses a customer's mail to any other address with 403", async () => {
    const before = smtp.received.length;
    for (const to of [DEMO.customer2.email, "stranger@example.test"]) {
      const res = await customer.post(RequestWfPath.sendEmail, mail(to));
      expect(res.statusCode).toBe(403);
      expect(res.json<TErrorResponse>().message).toMatch(/only be sent to your own e-mail address/);
    }
    expect(smtp.received.length).toBe(before);
  });

  it("lets staff mail a person of the portal, never an unknown address", async () => {
    expect((await staff.post(RequestWfPath.sendEmail, mail(DEMO.customer2.email))).statusCode).toBe(200);
    expect((await smtp.mailTo(DEMO.customer2.email)).to).toEqual([DEMO.customer2.email]);
    expect((await staff.post(RequestWfPath.sendEmail, mail("stranger@example.test"))).statusCode).toBe(403);
  });

  it("names invalid fields", async () => {
    const res = await customer.post(RequestWfPath.sendEmail, { toEmail: "not-an-address", subjectEmail: "" });
    expect(res.statusCode).toBe(400);
    const paths = res.json<TErrorResponse>().details?.map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(["toEmail", "subjectEmail", "messageEmail"]));
  });
});

describe("requestworkflow/sendemail rate limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("PGlite", { rateLimits: { factor: 1 } });
  });
  afterAll(async () => t?.close());

  it("allows each person a fixed number of mails per window, then 429 with Retry-After", async () => {
    const customer = await signedIn(t.app, DEMO.customer.email);
    for (let i = 0; i < DEFAULT_RATE_LIMITS.sendEmail.max; i += 1)
      expect((await customer.post(RequestWfPath.sendEmail, mail(DEMO.customer.email))).statusCode).toBe(200);
    const limited = await customer.post(RequestWfPath.sendEmail, mail(DEMO.customer.email));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toMatch(/^\d+$/);
    expect(await outboxFor(t.db, DEMO.customer.email)).toHaveLength(DEFAULT_RATE_LIMITS.sendEmail.max);
    // Another person has a budget of their own.
    const other = await signedIn(t.app, DEMO.customer2.email);
    expect((await other.post(RequestWfPath.sendEmail, mail(DEMO.customer2.email))).statusCode).toBe(200);
  });
});
