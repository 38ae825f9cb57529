import { REMEMBER_ME_DAYS, type TLoggedInData, type TLoginResponse } from "@fsm/contracts";
import { forgetRememberedAuthHeader, setLoggedIn, writeAuthHeader } from "./auth-storage";
import { LocalKey, SessionKey } from "./storage-keys";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec §7 "Sign-in result": store the header and user data, set the logged-in flag. */
export function storeSignIn(response: TLoginResponse, remember: boolean): void {
  writeAuthHeader(response.authHeader, remember);
  sessionStorage.setItem(SessionKey.loggedInUserId, String(response.loggedInId));
  sessionStorage.setItem(SessionKey.serverTimeOffSet, String(response.serverTimeOffSet));
  sessionStorage.setItem(SessionKey.canEditRequest, String(response.requestCreateUpdate));
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
  canEditRequest: boolean;
}

export function readStoredUser(): StoredUser {
  return {
    name: sessionStorage.getItem(SessionKey.loggedInName),
    email: sessionStorage.getItem(SessionKey.loggedInEmail),
    userId: sessionStorage.getItem(SessionKey.loggedInUserId),
    imageId: sessionStorage.getItem(SessionKey.loggedInImageId),
    canEditRequest: sessionStorage.getItem(SessionKey.canEditRequest) === "true",
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
  forgetRememberedAuthHeader();
}
