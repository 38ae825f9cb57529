import { clearLoggedIn, removeAuthHeader } from "../lib/auth-storage";
import { appBasePath } from "../lib/api-client";
import { removeStoredConfig } from "../lib/config/use-config";
import { unsubscribeLobby } from "../lib/lobby";
import { showLoader } from "../lib/loader";
import { SessionKey } from "../lib/storage-keys";
import { performLogout } from "./api/perform-logout";
import { Paths } from "./paths";

/** Behind an object so tests can watch the final page load (jsdom cannot navigate). */
export const logoutNavigator = {
  goToSignin(): void {
    window.location.assign(`${appBasePath}${Paths.signin.slice(1)}`);
  },
};

/**
 * Spec §4 "Logout": unsubscribe the lobby, sign out on the server with the logged-in user id,
 * set the flag to false whether that succeeded or failed, remove the stored server config, then
 * go to sign-in and reload (a full load drops every cached query and in-memory state).
 */
export async function logout(): Promise<void> {
  showLoader();
  unsubscribeLobby();
  const userId = sessionStorage.getItem(SessionKey.loggedInUserId);
  try {
    await performLogout({
      userName: userId && /^\d+$/.test(userId) ? Number(userId) : (userId ?? undefined),
    });
  } catch (error) {
    // Sign-out failure: the flag is still cleared below; the error is only logged.
    console.error("Sign-out failed", error);
  } finally {
    // The header goes before the flag: other tabs hear of the flag and find the session gone.
    removeAuthHeader();
    clearLoggedIn();
    removeStoredConfig();
    logoutNavigator.goToSignin();
  }
}

/** Another tab signed out (useSignOutOfOtherTabs): this one leaves as its own logout would. */
export function leaveSignedOutTab(): void {
  unsubscribeLobby();
  sessionStorage.clear();
  logoutNavigator.goToSignin();
}
