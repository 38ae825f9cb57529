import { setLoggedIn, writeAuthHeader } from "../lib/auth-storage";

/** This browser holds a session, as after a sign-in: the shared header and the logged-in flag. */
export function signInBrowser(header = "Bearer test-session"): void {
  writeAuthHeader(header, null);
  setLoggedIn();
}
