import { randomBytes } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { Db, EngineName } from "../../src/db/client.js";
import { hashPassword } from "../../src/lib/passwords.js";
import { outbox, persons, sessions } from "../../src/db/schema.js";
import { sha256 } from "../../src/lib/tokens.js";
import { signedIn, type TestClient } from "./client.js";
import { startTestApp, type TestApp } from "./harness.js";

export const DEMO = {
  customer: { email: "customer@demo.test", userName: "CUSTOMER1" },
  customer2: { email: "customer2@demo.test", userName: "CUSTOMER2" },
  staff: { email: "staff@demo.test", userName: "STAFF1" },
  designer: { email: "designer@demo.test", userName: "DESIGNER1" },
  password: "Demo!2026",
} as const;

/**
 * The real app with a customer of each demo company signed in: customer (Acme, company A) and
 * customer2 (Globex, company B), the pair every row-scope test compares. The caller closes `t`.
 */
export async function startWithTwoCustomers(
  engine: EngineName,
): Promise<{ t: TestApp; customer: TestClient; customer2: TestClient }> {
  const t = await startTestApp(engine);
  const customer = await signedIn(t.app, DEMO.customer.email);
  const customer2 = await signedIn(t.app, DEMO.customer2.email);
  return { t, customer, customer2 };
}

/** A fresh account for tests that change passwords or sessions, so demo accounts stay untouched. */
export async function createPerson(
  db: Db,
  values: Partial<typeof persons.$inferInsert> & { password?: string } = {},
) {
  const tag = randomBytes(4).toString("hex");
  const password = values.password ?? "Start!2026x";
  const [row] = await db
    .insert(persons)
    .values({
      email: `user.${tag}@example.test`,
      userName: `USER_${tag}`.toUpperCase(),
      firstName: "Test",
      lastName: `Person ${tag}`,
      roleCode: "CUSTOMER",
      ...values,
      passwordHash: await hashPassword(password),
    })
    .returning();
  return { ...row!, password };
}

export async function outboxFor(db: Db, to: string) {
  return db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));
}

/** The link of the newest outbox mail to `to` that matches the pattern. */
export async function linkFromOutbox(db: Db, to: string, pattern: RegExp): Promise<string> {
  const [mail] = await outboxFor(db, to);
  const match = mail ? pattern.exec(mail.body) : null;
  if (!match) throw new Error(`no mail to ${to} matching ${pattern}`);
  return match[0];
}

/** The stored session row of a bearer header (tests move its timestamps to simulate time passing). */
export async function sessionOf(db: Db, authHeader: string) {
  const token = authHeader.replace(/^Bearer /, "");
  const [row] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256(token)));
  if (!row) throw new Error("no such session");
  return row;
}

/** A 1×1 PNG. */
export const PNG_1PX = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

type Part =
  { name: string; value: string } | { name: string; fileName: string; contentType: string; data: Buffer };

/** A multipart/form-data body as a browser's FormData would send it. */
export function formData(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----fsm${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      "value" in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.contentType}\r\n\r\n`;
    chunks.push(
      Buffer.from(head),
      "value" in part ? Buffer.from(part.value) : part.data,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
