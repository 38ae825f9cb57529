import { clearLoggedIn } from "./auth-storage";
import { clearMessageCache } from "./messages/message-cache";

/**
 * Spec §4 "Arriving at signin: marks the user logged out and clears the message cache".
 * The router calls it whenever /signin is entered; idempotent, so pages may call it too.
 */
export function markLoggedOutOnSigninArrival(): void {
  clearLoggedIn();
  clearMessageCache();
}
