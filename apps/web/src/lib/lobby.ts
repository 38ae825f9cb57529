/**
 * Hook point for the lobby's live events (SSE /api/lobby/events), which a later issue builds.
 * Logout unsubscribes first (spec §4); until the lobby registers a subscription this is a no-op.
 */
let unsubscribe: (() => void) | null = null;

export function registerLobbySubscription(stop: () => void): void {
  unsubscribe = stop;
}

export function unsubscribeLobby(): void {
  const stop = unsubscribe;
  unsubscribe = null;
  stop?.();
}
