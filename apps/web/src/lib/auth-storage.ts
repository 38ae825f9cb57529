import { LocalKey, LOGGED_IN_VALUE, SessionKey } from "./storage-keys";

/** The stored Authorization header: this tab's, else a Remember Me one. */
export function readAuthHeader(): string | null {
  return sessionStorage.getItem(SessionKey.authHeader) ?? localStorage.getItem(LocalKey.rememberedAuthHeader);
}

export function writeAuthHeader(value: string, remember: boolean): void {
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

export function isLoggedIn(): boolean {
  return localStorage.getItem(LocalKey.isLoggedIn) === LOGGED_IN_VALUE;
}

export function setLoggedIn(): void {
  localStorage.setItem(LocalKey.isLoggedIn, LOGGED_IN_VALUE);
  reportLoggedIn();
}

/** Spec §4: the flag is cleared on failed sign-in and set to false on sign-out. */
export function clearLoggedIn(): void {
  localStorage.setItem(LocalKey.isLoggedIn, "false");
  reportLoggedIn();
}

/** Session expiry: flag and session storage cleared; a Remember Me header is useless now too. */
export function clearLoginState(): void {
  clearLoggedIn();
  sessionStorage.clear();
  localStorage.removeItem(LocalKey.rememberedAuthHeader);
}

/** Logout forgets this browser's session header (the server revokes it as well). */
export function removeAuthHeader(): void {
  sessionStorage.removeItem(SessionKey.authHeader);
  localStorage.removeItem(LocalKey.rememberedAuthHeader);
}

/** True when the current header came from Remember Me, so a renewed one is remembered too. */
export const isAuthHeaderRemembered = (): boolean =>
  localStorage.getItem(LocalKey.rememberedAuthHeader) !== null;
