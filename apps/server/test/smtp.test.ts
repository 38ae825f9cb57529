import { ApiPath } from "@fsm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "./support/client.js";
import { createPerson, outboxFor } from "./support/fixtures.js";
import { startTestApp, TEST_PUBLIC_URL, type TestApp } from "./support/harness.js";
import { startSmtpInbox, type SmtpInbox } from "./support/smtp-inbox.js";

/** Undo quoted-printable soft line breaks and escapes, enough to read a link out of a mail. */
const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe("mail delivery through a real SMTP server", () => {
  let smtp: SmtpInbox;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpInbox();
    t = await startTestApp("PGlite", { config: { smtpUrl: smtp.url } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("delivers the reset mail by SMTP with the right link and marks its outbox row sent", async () => {
    const person = await createPerson(t.db, { firstName: "Mia", lastName: "Mailer" });
    const c = await new TestClient(t.app).init();
    const res = await c.get(`${ApiPath.recoverPassword}?email=${person.email}`);
    expect(res.statusCode).toBe(200);
    const mail = await smtp.mailTo(person.email);
    expect(mail.to).toEqual([person.email]);
    const text = decodeQuotedPrintable(mail.raw);
    expect(text).toMatch(/^Subject: .*reset your password/m);
    const link = new RegExp(
      `${TEST_PUBLIC_URL}/resetPassword/[A-Za-z0-9_-]{43}/Mia/Mailer/${person.userName}`,
    ).exec(text)?.[0];
    expect(link).toBeDefined();
    await t.app.mailer.flush();
    const [row] = await outboxFor(t.db, person.email);
    expect(row?.sentAt).toBeInstanceOf(Date);

    // The link from the mail really resets the password.
    const secretKey = link!.split("/")[4]!;
    const changed = await c.post(ApiPath.changePassword, {
      secretKey,
      FirstName: "Mia",
      LastName: "Mailer",
      UserName: person.userName,
      password: "Via-Smtp-2026",
      confirmPassword: "Via-Smtp-2026",
    });
    expect(changed.statusCode).toBe(200);
    await new TestClient(t.app).signIn(person.email, "Via-Smtp-2026");
  });

  it("puts the same mail into the outbox when no SMTP_URL is set", async () => {
    const plain = await startTestApp("PGlite");
    try {
      const person = await createPerson(plain.db);
      const before = smtp.received.length;
      await (await new TestClient(plain.app).init()).get(`${ApiPath.recoverPassword}?email=${person.email}`);
      const [mail] = await outboxFor(plain.db, person.email);
      expect(mail?.body).toContain(`${TEST_PUBLIC_URL}/resetPassword/`);
      expect(smtp.received.length).toBe(before);
    } finally {
      await plain.close();
    }
  });
});
