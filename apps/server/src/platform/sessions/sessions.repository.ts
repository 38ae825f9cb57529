import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { roles } from "../access/roles.table.js";
import { persons } from "../persons/persons.table.js";
import { CHANNEL } from "../../plugins/change-bus/change-bus.js";
import { SESSIONS_TOPIC, sessionsChanged } from "./session-revocations.js";
import { sessions } from "./sessions.table.js";

export type NewSession = typeof sessions.$inferInsert;

export async function insertSession(db: Db, row: NewSession) {
  const [created] = await db.insert(sessions).values(row).returning();
  return created!;
}

/**
 * The lookup every authenticated request makes, built once per database handle as a named prepared
 * statement: drizzle does not rebuild the three-table select per request (it cost about as much
 * CPU as the search's own SQL building, bench/search) and PostgreSQL parses it once per connection.
 * Only the columns resolveSession reads.
 */
function buildLookup(db: Db) {
  return db
    .select({
      session: {
        id: sessions.id,
        lastSeenAt: sessions.lastSeenAt,
        idleTimeoutS: sessions.idleTimeoutS,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        remember: sessions.remember,
      },
      person: {
        id: persons.id,
        status: persons.status,
        userName: persons.userName,
        email: persons.email,
        companyId: persons.companyId,
      },
      role: {
        code: roles.code,
        scope: roles.scope,
        request: roles.request,
        rma: roles.rma,
        blog: roles.blog,
        groupAccess: roles.groupAccess,
        studio: roles.studio,
        blogEdit: roles.blogEdit,
      },
    })
    .from(sessions)
    .innerJoin(persons, eq(persons.id, sessions.personId))
    .innerJoin(roles, eq(roles.code, persons.roleCode))
    .where(eq(sessions.tokenHash, sql.placeholder("tokenHash")))
    .limit(1)
    .prepare("session_by_token_hash");
}
const lookups = new WeakMap<Db, ReturnType<typeof buildLookup>>();

/** One round trip: the session, its person and the person's role flags. */
export async function findSessionByTokenHash(db: Db, tokenHash: string) {
  let lookup = lookups.get(db);
  if (!lookup) lookups.set(db, (lookup = buildLookup(db)));
  const [row] = await lookup.execute({ tokenHash });
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
  await announceRevocation(db);
}

/** Password change / reset: every session of the person ends (optionally but one). */
export async function revokeAllSessions(db: Db, personId: number, exceptId?: number, at = new Date()) {
  const conditions = [eq(sessions.personId, personId), isNull(sessions.revokedAt)];
  if (exceptId !== undefined) conditions.push(ne(sessions.id, exceptId));
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(...conditions));
  await announceRevocation(db);
}

/**
 * Cached sessions (SessionCache) must not outlive a revocation: this process forgets them now, and
 * the NOTIFY, sent inside the revoking transaction, reaches every instance listening on the change
 * bus when that transaction commits (PGlite: one process, nobody else to tell).
 */
async function announceRevocation(db: Db) {
  sessionsChanged();
  await db.execute(sql`select pg_notify(${CHANNEL}, ${SESSIONS_TOPIC})`);
}
