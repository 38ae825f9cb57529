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

export function isLoggedIn(): boolean {
  return localStorage.getItem(LocalKey.isLoggedIn) === LOGGED_IN_VALUE;
}

export function setLoggedIn(): void {
  localStorage.setItem(LocalKey.isLoggedIn, LOGGED_IN_VALUE);
}

/** Spec §4: the flag is cleared on failed sign-in and set to false on sign-out. */
export function clearLoggedIn(): void {
  localStorage.setItem(LocalKey.isLoggedIn, "false");
}

/** Session expiry: flag and session storage cleared; a Remember Me header is useless now too. */
export function clearLoginState(): void {
  clearLoggedIn();
  sessionStorage.clear();
  localStorage.removeItem(LocalKey.rememberedAuthHeader);
}
