import { REMEMBER_ME_DAYS } from "@fsm/contracts";
import type { Db } from "../../db/client.js";
import { randomToken, sha256 } from "../../lib/tokens.js";
import type { Actor, SessionState } from "./actor.js";
import { SessionCache, type SessionRow } from "./session-cache.js";
import { findSessionByTokenHash, insertSession, touchSession } from "./sessions.repository.js";

export type SessionPolicy = { idleMinutes: number; absoluteHours: number };

const DAY_S = 24 * 60 * 60;
const BEARER = /^Bearer ([A-Za-z0-9_-]{43})$/;

/** Starts a session and returns the bearer token, which exists only in this answer. */
export async function startSession(
  db: Db,
  input: { personId: number; remember: boolean; ip: string; userAgent: string | undefined },
  policy: SessionPolicy,
  now = new Date(),
) {
  const token = randomToken();
  // Remember Me (spec §9): the session lives 30 days, idle or not; otherwise the configured timeouts.
  const idleSeconds = input.remember
    ? REMEMBER_ME_DAYS * DAY_S
    : Math.max(1, Math.round(policy.idleMinutes * 60));
  const absoluteMs = input.remember ? REMEMBER_ME_DAYS * DAY_S * 1000 : policy.absoluteHours * 3_600_000;
  const session = await insertSession(db, {
    tokenHash: sha256(token),
    personId: input.personId,
    createdAt: now,
    lastSeenAt: now,
    idleTimeoutS: idleSeconds,
    expiresAt: new Date(now.getTime() + absoluteMs),
    remember: input.remember,
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
  });
  return { token, authHeader: `Bearer ${token}`, session };
}

export type Resolved = { state: SessionState; actor: Actor | null };

/** Revoked, past its absolute end, or idle for longer than its idle timeout. */
function isOver({ session }: SessionRow, now: Date): boolean {
  const idleEnd = session.lastSeenAt.getTime() + session.idleTimeoutS * 1000;
  return session.revokedAt !== null || session.expiresAt <= now || idleEnd <= now.getTime();
}

/**
 * Maps an Authorization header to a caller, telling apart missing, unknown and expired sessions.
 * With a cache, a session resolved a moment ago is not read again (see SessionCache for what that
 * may delay); expiry is still decided here on every call.
 */
export async function resolveSession(
  db: Db,
  header: string | undefined,
  now = new Date(),
  cache?: SessionCache,
): Promise<Resolved> {
  if (!header) return { state: "none", actor: null };
  const token = BEARER.exec(header.trim())?.[1];
  if (!token) return { state: "invalid", actor: null };
  return resolveTokenHash(db, sha256(token), now, cache);
}

/** resolveSession for a stored token hash (a lobby stream ticket names its session so). */
export async function resolveTokenHash(
  db: Db,
  tokenHash: string,
  now = new Date(),
  cache?: SessionCache,
): Promise<Resolved> {
  const read = async () => {
    const readGeneration = SessionCache.generation();
    const found = await findSessionByTokenHash(db, tokenHash);
    if (found) cache?.set(tokenHash, found, now.getTime(), readGeneration);
    return found;
  };
  let row = cache?.get(tokenHash, now.getTime());
  // A cached row that looks expired may only be stale (another instance kept it alive): read again.
  if (row && isOver(row, now)) row = undefined;
  row ??= await read();
  if (!row || row.person.status !== "active") return { state: "invalid", actor: null };
  const { session, person, role } = row;
  if (isOver(row, now)) return { state: "expired", actor: null };
  // Write last_seen_at at most every minute (or a quarter of a short idle timeout) to spare the DB.
  const throttleMs = Math.min(60_000, (session.idleTimeoutS * 1000) / 4);
  if (now.getTime() - session.lastSeenAt.getTime() >= throttleMs) {
    await touchSession(db, session.id, now);
    session.lastSeenAt = now; // the cached row too
  }
  const actor: Actor = {
    sessionId: session.id,
    personId: person.id,
    userName: person.userName,
    email: person.email,
    roleCode: role.code,
    scope: role.scope,
    companyId: person.companyId,
    access: {
      request: role.request,
      rma: role.rma,
      blog: role.blog,
      group: role.groupAccess,
      studio: role.studio,
      blogEdit: role.blogEdit,
    },
    remember: session.remember,
  };
  return { state: "valid", actor };
}
