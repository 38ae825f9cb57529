import { useSyncExternalStore } from "react";
import { isLoggedIn, subscribeLoggedIn } from "./auth-storage";

/** The logged-in flag as React state; the shell hides header and side bar when it drops. */
export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(subscribeLoggedIn, isLoggedIn, isLoggedIn);
}
