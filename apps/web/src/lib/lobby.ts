/**
 * Hook point for the lobby's live events (SSE /api/lobby/events, features/lobby). Logout
 * unsubscribes first (spec §4); with no lobby on screen this is a no-op.
 */
let unsubscribe: (() => void) | null = null;

/** Registers the open lobby's stop; the answer unregisters it (when it is still the one registered). */
export function registerLobbySubscription(stop: () => void): () => void {
  unsubscribe = stop;
  return () => {
    if (unsubscribe === stop) unsubscribe = null;
  };
}

export function unsubscribeLobby(): void {
  const stop = unsubscribe;
  unsubscribe = null;
  stop?.();
}
