import { desc } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { outbox } from "./outbox.table.js";

export type OutboxEntry = {
  channel: "email" | "sms";
  to: string;
  subject: string | null;
  body: string;
  html: string | null;
};

export async function insertOutbox(db: Db, entry: OutboxEntry): Promise<void> {
  await db.insert(outbox).values(entry);
}

export async function listOutbox(db: Db, limit = 100) {
  return db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit);
}
