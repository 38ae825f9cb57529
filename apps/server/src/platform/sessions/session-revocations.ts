/** The change-bus topic a revocation publishes (in the revoking transaction: heard at commit). */
export const SESSIONS_TOPIC = "sessions";

/**
 * Bumped by every revocation in this process and by every "sessions" notice from another
 * instance: a session cached before the bump is never used again (session-cache.ts). Kept apart
 * from the cache so the repository that revokes does not import the cache that types its rows.
 */
let generation = 0;
export const sessionsChanged = () => void (generation += 1);
export const revocationGeneration = () => generation;
