import { ApiPath, type TOutboxMessage } from "@fsm/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { signedIn, TestClient } from "../../../test/support/client.js";
import { createPerson, DEMO, outboxFor } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { startSmtpInbox, type SmtpInbox } from "../../../test/support/smtp-inbox.js";
import { buildApp, type App } from "../../app.js";
import type { Db } from "../../db/client.js";
import { outbox } from "./outbox.table.js";

/** Short timings so a retry happens within the test; production waits seconds to minutes. */
const fast = { retryBaseMs: 100, retryMaxMs: 200, maxAttempts: 100, pollMs: 1000, leaseMs: 5000 };

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`condition not met within ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A port with nobody listening: an inbox is started on it and closed again (SMTP "down"). */
async function downPort(): Promise<number> {
  const probe = await startSmtpInbox();
  await probe.close();
  return probe.port;
}

const rowsTo = (db: Db, to: string) => outboxFor(db, to);
const mailsTo = (smtp: SmtpInbox, to: string) => smtp.received.filter((m) => m.to.includes(to)).length;
/** Long enough for a duplicate to show up: several retry periods of `fast`. */
const settle = () => new Promise((r) => setTimeout(r, 700));

describe.each(engines)("outbox sender (%s)", (engine) => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    while (cleanup.length) await cleanup.pop()!().catch(() => undefined);
  });

  it("delivers a mail written while SMTP was down once it is up, exactly once, without a new request", async () => {
    const port = await downPort();
    const lines: string[] = [];
    const t = await startTestApp(engine, {
      config: { smtpUrl: `smtp://127.0.0.1:${port}`, logLevel: "warn" },
      outbox: fast,
      logStream: { write: (line) => void lines.push(line) },
    });
    cleanup.push(() => t.close());
    const person = await createPerson(t.db);
    const res = await (
      await new TestClient(t.app).init()
    ).get(`${ApiPath.recoverPassword}?email=${person.email}`);
    expect(res.statusCode).toBe(200);

    // Attempted and failed: recorded on the row, which stays pending (and on the Outbox page).
    const [failed] = await eventually(
      () => rowsTo(t.db, person.email),
      ([row]) => (row?.attempts ?? 0) >= 1 && row?.error !== null,
    );
    expect(failed!.sentAt).toBeNull();
    expect(failed!.nextAttemptAt).not.toBeNull();
    expect(failed!.error).toMatch(/ECONNREFUSED|ECONNECTION|ESOCKET/);
    const designer = await signedIn(t.app, DEMO.designer.email);
    const pending = (await designer.get(ApiPath.outbox)).json<TOutboxMessage[]>();
    expect(pending.map((m) => m.to)).toContain(person.email);
    // The log names the row and the error, never the address or the reset link.
    const log = lines.join("");
    expect(log).toContain("outbox delivery failed");
    expect(log).not.toContain(person.email);
    expect(log).not.toContain("resetPassword");

    const smtp = await startSmtpInbox(port);
    cleanup.push(() => smtp.close());
    const mail = await smtp.mailTo(person.email);
    expect(mail.raw).toMatch(/resetPassword\//);
    await settle();
    expect(mailsTo(smtp, person.email)).toBe(1);
    const [sent] = await eventually(
      () => rowsTo(t.db, person.email),
      ([row]) => row?.sentAt != null,
    );
    expect(sent).toMatchObject({ error: null, nextAttemptAt: null });
    expect(sent!.attempts).toBeGreaterThanOrEqual(2);
    const after = (await designer.get(ApiPath.outbox)).json<TOutboxMessage[]>();
    expect(after.map((m) => m.to)).not.toContain(person.email);
  });

  it("sends nothing that a rolled-back transaction wrote", async () => {
    const smtp = await startSmtpInbox();
    cleanup.push(() => smtp.close());
    const t = await startTestApp(engine, { config: { smtpUrl: smtp.url }, outbox: fast });
    cleanup.push(() => t.close());
    const mail = (to: string) => ({ to, subject: "s", text: "t" });
    await expect(
      t.db.transaction(async (tx) => {
        await t.app.mailer.send(tx, mail("rolled.back@example.test"));
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    await t.db.transaction((tx) => t.app.mailer.send(tx, mail("committed@example.test")));
    await smtp.mailTo("committed@example.test");
    await t.app.mailer.flush();
    await settle();
    expect(mailsTo(smtp, "rolled.back@example.test")).toBe(0);
    expect(await rowsTo(t.db, "rolled.back@example.test")).toHaveLength(0);
  });

  it("delivers, after a restart, what an earlier run left pending (failed, or claimed and then crashed)", async () => {
    const port = await downPort();
    const config = { smtpUrl: `smtp://127.0.0.1:${port}` };
    const first = await startTestApp(engine, { config, outbox: fast });
    let closed = false;
    cleanup.push(async () => (closed ? first.database.close() : first.close()));
    const person = await createPerson(first.db);
    await (await new TestClient(first.app).init()).get(`${ApiPath.recoverPassword}?email=${person.email}`);
    await eventually(
      () => rowsTo(first.db, person.email),
      ([row]) => (row?.attempts ?? 0) >= 1,
    );
    // A row an instance had claimed when it died: its lease is over, it was never marked sent.
    await first.db.insert(outbox).values({
      channel: "email",
      to: "crashed@example.test",
      subject: "claimed, then the process died",
      body: "x",
      attempts: 1,
      nextAttemptAt: new Date(Date.now() - 1000),
    });
    await first.app.close(); // the database stays: the next run opens the same one
    closed = true;

    const smtp = await startSmtpInbox(port);
    cleanup.push(() => smtp.close());
    const second = await buildApp(first.config, { database: first.database, logger: false, outbox: fast });
    cleanup.push(() => second.close());
    await second.ready();
    await smtp.mailTo(person.email);
    await smtp.mailTo("crashed@example.test");
    await settle();
    expect(mailsTo(smtp, person.email)).toBe(1);
    expect(mailsTo(smtp, "crashed@example.test")).toBe(1);
  });

  it("never sends a mail twice when several instances share the database", async () => {
    const smtp = await startSmtpInbox();
    cleanup.push(() => smtp.close());
    const t = await startTestApp(engine, { config: { smtpUrl: smtp.url }, outbox: fast });
    cleanup.push(() => t.close());
    const others: App[] = [];
    for (let i = 0; i < 2; i += 1) {
      const app = await buildApp(t.config, { database: t.database, logger: false, outbox: fast });
      cleanup.push(() => app.close());
      await app.ready();
      others.push(app);
    }
    const count = 40;
    const to = (i: number) => `many.${i}@example.test`;
    await t.db.insert(outbox).values(
      Array.from({ length: count }, (_, i) => ({
        channel: "email" as const,
        to: to(i),
        subject: `mail ${i}`,
        body: "x",
        nextAttemptAt: new Date(),
      })),
    );
    await Promise.all([t.app, ...others].map((app) => app.mailer.flush()));
    for (let i = 0; i < count; i += 1) await smtp.mailTo(to(i));
    await settle();
    expect(Array.from({ length: count }, (_, i) => mailsTo(smtp, to(i)))).toEqual(Array(count).fill(1));
    const [unsent] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
      .where(sql`${outbox.to} like 'many.%' and ${outbox.sentAt} is null`);
    expect(unsent!.n).toBe(0);
    const [one] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, to(0)));
    expect(one!.attempts).toBe(1);
  });

  describe("without SMTP_URL", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(engine, { outbox: fast });
    });
    afterAll(async () => t?.close());

    it("keeps mail and SMS in the outbox, never tried", async () => {
      const person = await createPerson(t.db, { altEmail: `alt.${Date.now()}@example.test`, phone: null });
      const c = await new TestClient(t.app).init();
      await c.get(`${ApiPath.recoverPassword}?email=${person.email}`);
      await c.post(ApiPath.forgetEmail, { alt_email_address: person.altEmail });
      await t.app.mailer.flush();
      for (const to of [person.email, person.altEmail!]) {
        const [row] = await rowsTo(t.db, to);
        expect(row).toMatchObject({ sentAt: null, attempts: 0, nextAttemptAt: null, error: null });
      }
    });
  });
});
