/**
 * Browser storage keys of spec §3/§9. Session storage holds what dies with the tab; local storage
 * what must outlive it (the logged-in flag, message cache, Remember Me).
 */
export const SessionKey = {
  /** Authorization header value; "ahid" is the name form-data saves read it under (spec §6). */
  authHeader: "ahid",
  loggedInName: "loggedInName",
  loggedInEmail: "loggedInEmail",
  loggedInUserId: "loggedInUserId",
  loggedInImageId: "loggedInImageId",
  serverTimeOffSet: "serverTimeOffSet",
  canEditRequest: "canEditRequest",
  confirmationMessage: "confirmationMessage",
  /** JSON list of previously visited page URLs (Back onto 404, stored redirect). */
  previousUrls: "previousUrls",
  /** Page to return to after signing in when no redirectUrl is in the query. */
  redirectUrl: "redirectUrl",
  serverConfig: "serverConfig",
  /** Spec §3: navLink entries per screen_name (the linked screen open beside a screen). */
  navigationScreenMap: "navigation-screen-map",
} as const;

export const LocalKey = {
  isLoggedIn: "AuthenticationService.isLoggedIn",
  lastMessageRefresh: "last_local_message_cache_refresh_time",
  rememberedPersonId: "rememberedPersonId",
  rememberedPersonIdExpiry: "rememberedPersonIdExpiry",
  /** Authorization header kept across browser restarts only when Remember Me was ticked. */
  rememberedAuthHeader: "ahid",
  /** Per-user message map: `${messagesPrefix}${userId}`. */
  messagesPrefix: "portal_messages_",
} as const;

export const LOGGED_IN_VALUE = "Y";
