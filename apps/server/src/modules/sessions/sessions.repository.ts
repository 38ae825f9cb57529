import { and, eq, isNull, ne } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { roles } from "../access/roles.table.js";
import { persons } from "../persons/persons.table.js";
import { sessions } from "./sessions.table.js";

export type NewSession = typeof sessions.$inferInsert;

export async function insertSession(db: Db, row: NewSession) {
  const [created] = await db.insert(sessions).values(row).returning();
  return created!;
}

/** One round trip: the session, its person and the person's role flags. */
export async function findSessionByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ session: sessions, person: persons, role: roles })
    .from(sessions)
    .innerJoin(persons, eq(persons.id, sessions.personId))
    .innerJoin(roles, eq(roles.code, persons.roleCode))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function touchSession(db: Db, id: number, at: Date) {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
}

export async function revokeSession(db: Db, id: number, at = new Date()) {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Password change / reset: every session of the person ends (optionally but one). */
export async function revokeAllSessions(db: Db, personId: number, exceptId?: number, at = new Date()) {
  const conditions = [eq(sessions.personId, personId), isNull(sessions.revokedAt)];
  if (exceptId !== undefined) conditions.push(ne(sessions.id, exceptId));
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(...conditions));
}
