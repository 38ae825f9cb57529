import { useSyncExternalStore } from "react";
import { MESSAGE_RELOAD_DELAY_MS, ZPortalMessages, type TPortalMessages } from "@fsm/contracts";
import { isAbortError } from "../api-error";
import { LocalKey } from "../storage-keys";
import { fetchPortalMessages } from "./fetch-portal-messages";

/**
 * The signed-in user's portal messages (spec §4 "Message cache"): held per user in local storage,
 * refreshed from the server when the local refresh time is missing or older than the server's.
 */
interface CacheState {
  userId: string | null;
  messages: TPortalMessages;
}

const EMPTY: CacheState = { userId: null, messages: {} };
let state: CacheState = EMPTY;
let serverRefreshTime: string | null = null;
const listeners = new Set<() => void>();

function setState(next: CacheState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

const storageKey = (userId: string): string => `${LocalKey.messagesPrefix}${userId}`;

/** The server's last_message_cache_refresh_time, from getConfigData or the sign-in server_cache. */
export function setServerMessageRefreshTime(time: string | null): void {
  serverRefreshTime = time;
}

function readPersisted(userId: string): TPortalMessages {
  try {
    const raw = localStorage.getItem(storageKey(userId));
    return raw ? ZPortalMessages.parse(JSON.parse(raw)) : {};
  } catch (error) {
    // Spec §8: a storage read failure is logged and the map starts empty.
    console.error("Portal messages could not be read from storage", error);
    return {};
  }
}

const isLater = (server: string | null, local: string): boolean =>
  server !== null && Date.parse(server) > Date.parse(local);

/** How often a load cut by a navigation's shared cancel is asked again (as the shell's queries are). */
const ATTEMPTS_AFTER_CANCEL = 3;

export async function reloadMessages(
  userId: string,
  fetcher = fetchPortalMessages,
  attempts = ATTEMPTS_AFTER_CANCEL,
): Promise<void> {
  try {
    const response = await fetcher();
    if (state.userId !== userId) return; // another user signed in meanwhile
    localStorage.setItem(storageKey(userId), JSON.stringify(response.messages));
    localStorage.setItem(LocalKey.lastMessageRefresh, response.last_message_cache_refresh_time);
    setState({ userId, messages: response.messages });
  } catch (error) {
    // A navigation cancels the calls in flight (spec §4), also when a page settles its own address
    // right after it opens (the wizard does): the messages belong to the session, not to the page
    // that asked, so a cut load is asked again instead of leaving every text as its key.
    if (isAbortError(error) && attempts > 1 && state.userId === userId)
      return reloadMessages(userId, fetcher, attempts - 1);
    console.error("Portal messages could not be loaded", error);
  }
}

/** Reads the persisted map, then refreshes it by the timestamp rules of spec §4. */
export async function loadMessageCache(userId: string, fetcher = fetchPortalMessages): Promise<void> {
  setState({ userId, messages: readPersisted(userId) });
  const local = localStorage.getItem(LocalKey.lastMessageRefresh);
  if (!local || isLater(serverRefreshTime, local)) return reloadMessages(userId, fetcher);
  if (Object.keys(state.messages).length === 0) {
    // Spec §4/§9: with no messages at all, reload after a 1 ms tick.
    await new Promise((resolve) => setTimeout(resolve, MESSAGE_RELOAD_DELAY_MS));
    return reloadMessages(userId, fetcher);
  }
}

/** Arriving at sign-in clears the cache (spec §4); the next sign-in loads it afresh. */
export function clearMessageCache(): void {
  if (state.userId) localStorage.removeItem(storageKey(state.userId));
  localStorage.removeItem(LocalKey.lastMessageRefresh);
  setState(EMPTY);
}

export const getCachedMessages = (): TPortalMessages => state.messages;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCachedMessages(): TPortalMessages {
  return useSyncExternalStore(subscribe, getCachedMessages, getCachedMessages);
}
