import { LOBBY_EVENT_ID } from "@fsm/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.js";
import {
  eventPosition,
  newestPosition,
  type ActivityPosition,
} from "../../engine/activity/activity.service.js";
import { fieldError } from "../../lib/app-error.js";
import type { Actor } from "../../platform/sessions/actor.js";
import type { LobbyHub } from "./lobby-hub.js";
import { LobbyStream } from "./lobby-stream.js";

/**
 * Where a stream starts: after the event a reconnecting EventSource names (Last-Event-ID, which
 * wins) or the page names (`after`); after the caller's newest event when it names none, or one
 * it can no longer see.
 */
export async function startingPosition(
  db: Db,
  actor: Actor,
  header: string | string[] | undefined,
  after: string | undefined,
): Promise<ActivityPosition | undefined> {
  const lastEventId = Array.isArray(header) ? header[0] : header;
  if (lastEventId !== undefined && !LOBBY_EVENT_ID.test(lastEventId))
    throw fieldError("Last-Event-ID", "error_bad_event_id");
  const id = lastEventId ?? after;
  return (id === undefined ? undefined : await eventPosition(db, actor, id)) ?? newestPosition(db, actor);
}

type Open = {
  app: FastifyInstance;
  hub: LobbyHub;
  db: Db;
  actor: Actor;
  floor: ActivityPosition | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
};

/**
 * Takes the connection over from Fastify (no compression, no serialiser: every event must leave
 * at once) with the security headers already set, and keeps it until the client leaves, the
 * session ends or the app closes.
 */
export function openStream({ app, hub, db, actor, floor, request, reply }: Open): FastifyReply {
  reply.hijack();
  const raw = reply.raw;
  // HTTP/2 forbids connection headers (its streams are multiplexed on a connection that stays).
  const http1 = request.raw.httpVersionMajor < 2;
  raw.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    "x-accel-buffering": "no",
    ...(http1 ? { connection: "keep-alive" } : {}),
  });
  request.raw.socket.setNoDelay(true);
  // Reconnect soon after a cut; the page asks for a new ticket when this one is spent.
  raw.write("retry: 3000\n\n");
  const stream = new LobbyStream(raw, db, actor, floor, (err) =>
    app.log.warn({ err }, "lobby: reading events failed"),
  );
  const remove = hub.add(stream);
  raw.on("close", () => {
    stream.closed = true;
    remove();
  });
  void stream.catchUp();
  return reply;
}
