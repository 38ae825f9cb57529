import { clearLoggedInUnlessSignedIn } from "./auth-storage";
import { clearMessageCache } from "./messages/message-cache";

/**
 * Spec §4 "Arriving at signin: marks the user logged out and clears the message cache".
 * The router calls it whenever /signin is entered; idempotent, so pages may call it too. A browser
 * whose other tabs hold a session keeps it (auth-storage.ts): a sign-in page is no sign-out.
 */
export function markLoggedOutOnSigninArrival(): void {
  clearLoggedInUnlessSignedIn();
  clearMessageCache();
}
