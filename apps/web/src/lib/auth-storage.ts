import { readPerTask } from "./read-per-task";
import { LocalKey, LOGGED_IN_VALUE, SessionKey } from "./storage-keys";

const authHeader = readPerTask(
  () => sessionStorage.getItem(SessionKey.authHeader) ?? localStorage.getItem(LocalKey.rememberedAuthHeader),
);

/** The stored Authorization header: this tab's, else a Remember Me one. */
export const readAuthHeader = (): string | null => authHeader.get();

export function writeAuthHeader(value: string, remember: boolean): void {
  authHeader.drop();
  sessionStorage.setItem(SessionKey.authHeader, value);
  if (remember) localStorage.setItem(LocalKey.rememberedAuthHeader, value);
  else localStorage.removeItem(LocalKey.rememberedAuthHeader);
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
const loggedInFlag = readPerTask(() => localStorage.getItem(LocalKey.isLoggedIn) === LOGGED_IN_VALUE);

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

/** Session expiry: flag and session storage cleared; a Remember Me header is useless now too. */
export function clearLoginState(): void {
  clearLoggedIn();
  sessionStorage.clear();
  forgetRememberedAuthHeader();
}

/** Logout forgets this browser's session header (the server revokes it as well). */
export function removeAuthHeader(): void {
  sessionStorage.removeItem(SessionKey.authHeader);
  forgetRememberedAuthHeader();
}

/** Remember Me has lapsed (or the session is over): its header goes. Every removal of a header ends here. */
export function forgetRememberedAuthHeader(): void {
  authHeader.drop();
  localStorage.removeItem(LocalKey.rememberedAuthHeader);
}

/** True when the current header came from Remember Me, so a renewed one is remembered too. */
export const isAuthHeaderRemembered = (): boolean =>
  localStorage.getItem(LocalKey.rememberedAuthHeader) !== null;
