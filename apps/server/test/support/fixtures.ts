import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../src/db/client.js";
import { hashPassword } from "../../src/lib/passwords.js";
import { outbox, persons } from "../../src/db/schema.js";
import { desc } from "drizzle-orm";

export const DEMO = {
  customer: { email: "customer@demo.test", userName: "CUSTOMER1" },
  customer2: { email: "customer2@demo.test", userName: "CUSTOMER2" },
  staff: { email: "staff@demo.test", userName: "STAFF1" },
  designer: { email: "designer@demo.test", userName: "DESIGNER1" },
  password: "Demo!2026",
} as const;

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
