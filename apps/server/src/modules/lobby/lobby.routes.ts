import { LobbyPath, ZLobbyEventsQuery, ZLobbyTicketResponse } from "@fsm/contracts";
import type { FastifyPluginAsync } from "fastify";
import { errorResponses } from "../../lib/error-responses.js";
import { defineRoute } from "../../plugins/route-definition.js";
import { LobbyHub, LOBBY_HEARTBEAT_MS } from "./lobby-hub.js";
import { issueTicket, redeemTicket } from "./lobby.service.js";
import { openStream, startingPosition } from "./lobby-open.js";

export type LobbyOptions = { heartbeatMs?: number };

const tags = ["lobby"];

/** The lobby's live feed (spec §1, §4): a ticket, then a Server-Sent Events stream on the app's port. */
export const lobbyRoutes: FastifyPluginAsync<LobbyOptions> = async (app, { heartbeatMs }) => {
  const hub = new LobbyHub(app, heartbeatMs ?? LOBBY_HEARTBEAT_MS);

  defineRoute(app, {
    method: "POST",
    url: LobbyPath.ticket,
    config: { rateLimitPerson: ["lobbyTicket"] },
    auth: "required",
    tx: "write",
    schema: {
      tags,
      summary: "A single-use ticket (valid 60 s) that opens one event stream for the caller's session",
      response: { 200: ZLobbyTicketResponse, ...errorResponses(401, 403, 429) },
    },
    handler: ({ db, actor }) => issueTicket(db, actor),
  });

  defineRoute(app, {
    method: "GET",
    url: LobbyPath.events,
    // The ticket stands for the session: an EventSource cannot send the Authorization header.
    auth: "none",
    // A stream outlives any transaction: the ticket is used up in one statement, reads are short.
    tx: "none",
    schema: {
      tags,
      summary:
        "text/event-stream of the ticket's caller's activity events: those after Last-Event-ID (or `after`), then live ones",
      querystring: ZLobbyEventsQuery,
      response: errorResponses(400, 401),
    },
    handler: async ({ db, input, request, reply }) => {
      const actor = await redeemTicket(db, input.query.ticket);
      const floor = await startingPosition(db, actor, request.headers["last-event-id"], input.query.after);
      return openStream({ app, hub, db, actor, floor, request, reply });
    },
  });
};
