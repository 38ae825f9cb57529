import { useEffect, useState, useSyncExternalStore } from "react";
import { hasStatus } from "../../../lib/api-error";
import { handleApiError } from "../../../lib/api-error-catalogue";
import type { ApiError } from "../../../lib/api-error";
import { registerLobbySubscription } from "../../../lib/lobby";
import { getRecentActivity } from "../api/get-recent-activity";
import { lobbyEventsUrl, postLobbyTicket } from "../api/post-lobby-ticket";
import { LobbyFeedController, type LobbyFeedDeps, type LobbyFeedState } from "./lobby-feed-controller";

const browserDeps: LobbyFeedDeps = {
  loadRecent: async (limit) => (await getRecentActivity(limit)).events,
  getTicket: postLobbyTicket,
  streamUrl: lobbyEventsUrl,
  openStream: (url) => new EventSource(url),
  isSignedOut: (error) => hasStatus(error, 401),
  // The session is over: the portal's usual answer (back to sign-in with its message).
  onSignedOut: (error) => handleApiError(error as ApiError),
  now: () => Date.now(),
  setTimer: (run, ms) => window.setTimeout(run, ms),
  clearTimer: (timer) => window.clearTimeout(timer as number),
};

/**
 * The lobby's live feed for a view: the newest `max` events, kept current by the event stream.
 * Logout closes the stream first (spec §4: the lobby is unsubscribed).
 */
export function useLobbyFeed(max: number, deps: LobbyFeedDeps = browserDeps): LobbyFeedState {
  const [controller, setController] = useState(() => new LobbyFeedController(deps, max));
  useEffect(() => {
    const current = new LobbyFeedController(deps, max);
    setController(current);
    current.start();
    const unregister = registerLobbySubscription(() => current.stop());
    return () => {
      unregister();
      current.stop();
    };
  }, [deps, max]);
  return useSyncExternalStore(controller.subscribe, controller.getState);
}
