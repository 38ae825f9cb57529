import { useEffect } from "react";
import { LOGGED_IN_VALUE, LocalKey, SessionKey } from "../../lib/storage-keys";
import { leaveSignedOutTab } from "../logout";

/**
 * Every tab of a browser shares one session, so a sign-out in one signs out them all: another
 * tab's sign-out (or its ended session) removes the shared header and sets the flag to false, and a
 * tab showing the application then closes its lobby stream and goes to sign-in. The flag turns
 * false only once no tab holds a session (auth-storage.ts), so a sign-in page opened beside this
 * one does not end it. A sign-in as someone else in another tab hands every tab that person's
 * session, so a tab showing the previous person's pages reloads as the new one.
 */
/** Behind an object so tests can watch the reload (jsdom cannot navigate). */
export const otherTabs = {
  reload(): void {
    window.location.reload();
  },
};

export function useSignOutOfOtherTabs(): void {
  useEffect(() => {
    const onStorage = (event: StorageEvent): void => {
      if (event.key === LocalKey.sessionPersonId) {
        const shown = sessionStorage.getItem(SessionKey.loggedInUserId);
        if (event.newValue && shown && event.newValue !== shown) otherTabs.reload();
        return;
      }
      if (event.key !== LocalKey.isLoggedIn && event.key !== null) return;
      if (localStorage.getItem(LocalKey.isLoggedIn) === LOGGED_IN_VALUE) return;
      leaveSignedOutTab();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);
}
