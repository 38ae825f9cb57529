import { readAuthCookie, removeAuthCookie, writeAuthCookie } from "./auth-cookie";
import { readPerTask } from "./read-per-task";
import { LocalKey, LOGGED_IN_VALUE } from "./storage-keys";

const authHeader = readPerTask(readAuthCookie);

/** The stored Authorization header, shared by every tab of this browser (auth-cookie.ts). */
export const readAuthHeader = (): string | null => authHeader.get();

/**
 * Stores the session's header for every tab. `rememberUntil` (Remember Me) keeps it across
 * browser restarts until then; null ends it with the browser.
 */
export function writeAuthHeader(value: string, rememberUntil: Date | null): void {
  authHeader.drop();
  loggedInFlag.drop();
  writeAuthCookie(value, rememberUntil);
}

// Spec §4 "Logged-in state reporting": the shell listens to flag changes of this tab and others.
const loggedInListeners = new Set<() => void>();
const reportLoggedIn = (): void => loggedInListeners.forEach((listener) => listener());

export function subscribeLoggedIn(listener: () => void): () => void {
  loggedInListeners.add(listener);
  const onStorage = (event: StorageEvent): void => {
    if (event.key === null || event.key === LocalKey.isLoggedIn) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    loggedInListeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

// React asks for the flag on each render of the shell and after each commit (useIsLoggedIn).
// Signed in means the flag says so and this browser holds the session's header: a tab of a browser
// restarted without Remember Me has the flag (local storage outlives it) but no header any more.
const loggedInFlag = readPerTask(
  () => localStorage.getItem(LocalKey.isLoggedIn) === LOGGED_IN_VALUE && readAuthHeader() !== null,
);

export const isLoggedIn = (): boolean => loggedInFlag.get();

export function setLoggedIn(): void {
  loggedInFlag.drop();
  localStorage.setItem(LocalKey.isLoggedIn, LOGGED_IN_VALUE);
  reportLoggedIn();
}

/** Spec §4: the flag is cleared on failed sign-in and set to false on sign-out. */
export function clearLoggedIn(): void {
  loggedInFlag.drop();
  localStorage.setItem(LocalKey.isLoggedIn, "false");
  reportLoggedIn();
}

/**
 * Spec §4 "cleared on failed sign-in" and "arriving at signin", for a browser without a session:
 * a sign-in page opened beside signed-in tabs (or a mistyped password there) signs nobody out.
 */
export function clearLoggedInUnlessSignedIn(): void {
  if (readAuthHeader() === null) clearLoggedIn();
}

/**
 * Session expiry: the browser's header, the flag and this tab's session storage cleared. The
 * header goes first, so another tab that hears of the flag finds the session gone too.
 */
export function clearLoginState(): void {
  removeAuthHeader();
  clearLoggedIn();
  sessionStorage.clear();
}

/** Sign-out or an ended session: the header goes from every tab of this browser. */
export function removeAuthHeader(): void {
  authHeader.drop();
  loggedInFlag.drop();
  removeAuthCookie();
}
