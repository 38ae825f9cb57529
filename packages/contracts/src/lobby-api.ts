import * as z from "zod/mini";
import { miniText as text } from "./text-field.js";

// zod/mini (text-field.ts says why): the lobby-only dashboard opens the stream on its first paint.

/**
 * The lobby's live feed (spec §1 isLobbyOnlyDashboard, §4 "the lobby is unsubscribed at logout"):
 * a ticket call, then a Server-Sent Events stream of the caller's activity events (the feed's
 * ZActivityEvent, one per `activity` message, its feed id as the SSE id).
 */
export const LobbyPath = {
  ticket: "/api/lobby/ticket",
  events: "/api/lobby/events",
} as const;

/** How long a stream ticket may wait before it is used (seconds); it opens one stream, once. */
export const LOBBY_TICKET_TTL_S = 60;

/** The SSE event name of an activity event; the data is one ZActivityEvent as JSON. */
export const LOBBY_EVENT = "activity";

/**
 * The SSE event sent before the server closes a stream to make room for a newer one of the same
 * session or person (the stream caps): the tab stops instead of reconnecting, which would only
 * close another tab's stream in turn.
 */
export const LOBBY_SUPERSEDED_EVENT = "superseded";

/** POST {lobby}/ticket: a short-lived single-use ticket that lets an EventSource open the stream. */
export const ZLobbyTicketResponse = z.object({
  ticket: text(),
  expiresInSeconds: z.int(),
});
export type TLobbyTicketResponse = z.infer<typeof ZLobbyTicketResponse>;

/** An activity event id as the feed gives it ("note:123"). */
export const LOBBY_EVENT_ID = /^[a-z][a-z_]*:\d{1,10}$/;
const eventId = text().check(z.maxLength(40), z.regex(LOBBY_EVENT_ID));

/**
 * GET {lobby}/events: `ticket` from the ticket call; `after` the newest event the page already
 * shows (a feed id): the stream first sends the caller's events after it, then live ones. A
 * reconnecting EventSource sends Last-Event-ID instead, which wins.
 */
export const ZLobbyEventsQuery = z.object({
  ticket: text().check(z.minLength(1), z.maxLength(100)),
  after: z.optional(eventId),
});
export type TLobbyEventsQuery = z.infer<typeof ZLobbyEventsQuery>;
