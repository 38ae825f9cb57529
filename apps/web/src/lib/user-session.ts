import { REMEMBER_ME_DAYS, type TLoggedInData, type TLoginResponse } from "@fsm/contracts";
import { setLoggedIn, writeAuthHeader } from "./auth-storage";
import { LocalKey, SessionKey } from "./storage-keys";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Spec §7 "Sign-in result": store the header (for every tab of the browser; with Remember Me until
 * the server's session ends) and user data, set the logged-in flag. What the user may do
 * (canEditRequest) is not stored: every tab asks the server (loggedindata).
 */
export function storeSignIn(response: TLoginResponse, remember: boolean): void {
  const until = remember && response.rememberUntil ? new Date(response.rememberUntil) : null;
  writeAuthHeader(response.authHeader, until);
  sessionStorage.setItem(SessionKey.loggedInUserId, String(response.loggedInId));
  localStorage.setItem(LocalKey.sessionPersonId, String(response.loggedInId));
  sessionStorage.setItem(SessionKey.serverTimeOffSet, String(response.serverTimeOffSet));
  if (remember) rememberPerson(response.loggedInId);
  else forgetRememberedPerson();
  setLoggedIn();
}

export function storeLoggedInData(data: TLoggedInData): void {
  sessionStorage.setItem(SessionKey.loggedInName, `${data.FirstName} ${data.LastName}`.trim());
  sessionStorage.setItem(SessionKey.loggedInEmail, data.EmailAddress);
  sessionStorage.setItem(SessionKey.loggedInUserId, String(data.PersonId));
  if (data.ImageId) sessionStorage.setItem(SessionKey.loggedInImageId, data.ImageId);
  else sessionStorage.removeItem(SessionKey.loggedInImageId);
}

export interface StoredUser {
  name: string | null;
  email: string | null;
  userId: string | null;
  imageId: string | null;
}

export function readStoredUser(): StoredUser {
  return {
    name: sessionStorage.getItem(SessionKey.loggedInName),
    email: sessionStorage.getItem(SessionKey.loggedInEmail),
    userId: sessionStorage.getItem(SessionKey.loggedInUserId),
    imageId: sessionStorage.getItem(SessionKey.loggedInImageId),
  };
}

/** Remember Me keeps the person id for 30 days (spec §9), then it is discarded. */
export function rememberPerson(personId: number, now = Date.now()): void {
  localStorage.setItem(LocalKey.rememberedPersonId, String(personId));
  localStorage.setItem(LocalKey.rememberedPersonIdExpiry, String(now + REMEMBER_ME_DAYS * DAY_MS));
}

export function readRememberedPerson(now = Date.now()): string | null {
  const expiry = Number(localStorage.getItem(LocalKey.rememberedPersonIdExpiry));
  if (!expiry || expiry <= now) {
    forgetRememberedPerson();
    return null;
  }
  return localStorage.getItem(LocalKey.rememberedPersonId);
}

export function forgetRememberedPerson(): void {
  localStorage.removeItem(LocalKey.rememberedPersonId);
  localStorage.removeItem(LocalKey.rememberedPersonIdExpiry);
}

/** When a Remember Me sign-in lapses, or null when the session ends with the browser. */
export function readRememberedUntil(now = Date.now()): Date | null {
  return readRememberedPerson(now) === null
    ? null
    : new Date(Number(localStorage.getItem(LocalKey.rememberedPersonIdExpiry)));
}
