import { randomBytes } from "node:crypto";
import { hmac, safeEqual } from "./tokens.js";

/**
 * Signed double-submit token (ARCHITECTURE §5): `nonce.sid.mac` where sid is the session id the
 * token is bound to (0 before sign-in) and mac = HMAC(secret, nonce.sid). The secret lives in
 * app_params so every instance mints and checks the same tokens.
 */
export function mintXsrfToken(secret: string, sessionId: number | null): string {
  const body = `${randomBytes(16).toString("base64url")}.${sessionId ?? 0}`;
  return `${body}.${hmac(secret, body)}`;
}

/**
 * A signed-in caller needs a token bound to its own session. Without a (live) session any token
 * we minted is accepted: there is no session to protect yet, and a session that just expired must
 * not lock the browser out of signing in again.
 */
export function isValidXsrfToken(secret: string, token: string, sessionId: number | null): boolean {
  const sid = signedSessionOf(secret, token);
  return sid !== null && (sessionId === null || sid === sessionId);
}

/** Whether `token` is one we minted for exactly this session (0: signed out), so it can be kept. */
export function isXsrfTokenFor(secret: string, token: string | undefined, sessionId: number | null): boolean {
  return token !== undefined && signedSessionOf(secret, token) === (sessionId ?? 0);
}

/** The session id a token of ours is bound to; null when the token is malformed or not signed by us. */
function signedSessionOf(secret: string, token: string): number | null {
  const match = /^([A-Za-z0-9_-]{22})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, nonce, sid, mac] = match;
  return safeEqual(hmac(secret, `${nonce}.${sid}`), mac!) ? Number(sid) : null;
}
