/**
 * Browser storage keys of spec §3/§9. Session storage holds what dies with the tab; local storage
 * what must outlive it (the logged-in flag, message cache, Remember Me). The Authorization header
 * ("ahid") is in a cookie every tab shares (auth-cookie.ts).
 */
export const SessionKey = {
  loggedInName: "loggedInName",
  loggedInEmail: "loggedInEmail",
  loggedInUserId: "loggedInUserId",
  loggedInImageId: "loggedInImageId",
  serverTimeOffSet: "serverTimeOffSet",
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
  /** Whose session the browser's tabs share: a sign-in as someone else reloads the other tabs. */
  sessionPersonId: "sessionPersonId",
  /** Per-user message map: `${messagesPrefix}${userId}`. */
  messagesPrefix: "portal_messages_",
} as const;

export const LOGGED_IN_VALUE = "Y";
