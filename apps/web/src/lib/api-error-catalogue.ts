import { ErrorCode } from "@fsm/contracts";
import { unexplainedErrorText, type ApiError } from "./api-error";
import { clearLoggedIn, clearLoginState } from "./auth-storage";

/** What the catalogue needs from the app; wired once by the app's providers. */
export interface ApiErrorEffects {
  warn(message: string): void;
  error(message: string): void;
  /**
   * What the error says to a person: its message translated by its key (lib/messages/error-text).
   * Wired by the app, as the message lookup loads through the API client; else the server's text.
   */
  describe?(error: ApiError): string;
  /** Go to sign-in, optionally coming back to redirectUrl afterwards. */
  goToSignin(redirectUrl?: string): void;
  currentUrl(): string;
}

let effects: ApiErrorEffects | null = null;

export function configureApiErrorEffects(next: ApiErrorEffects): void {
  effects = next;
}

/** The error catalogue of spec §8 for calls that leave error handling to the client. */
export function handleApiError(error: ApiError): void {
  if (!effects) return;
  const text = effects.describe?.(error) ?? error.message;
  // The reason phrase carries the session codes; HTTP/2 has none, so the body code counts too.
  const sessionCode = [error.statusText, error.code].find(
    (c) => c === ErrorCode.SessionExpired || c === ErrorCode.NotSignedIn,
  );
  if (sessionCode) {
    effects.warn(text);
    clearLoginState();
    // The refused address is kept whatever ended the session, so signing in comes back to it.
    effects.goToSignin(effects.currentUrl());
    return;
  }
  if (error.code === ErrorCode.NotAuthenticated || error.message.includes(ErrorCode.NotAuthenticated)) {
    effects.warn(text);
    clearLoggedIn();
    effects.goToSignin(effects.currentUrl());
    return;
  }
  effects.error(
    text || (error.status ? `HTTP ${error.status} - ${error.statusText}` : unexplainedErrorText()),
  );
}
