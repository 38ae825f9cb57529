import {
  RequestWfPath,
  ZAddNoteRequest,
  ZAddNoteResponse,
  ZTimelineQuery,
  ZTimelineResponse,
} from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { defineRoute } from "../../plugins/route-definition.js";
import { addNote, timeline } from "./timeline.service.js";

const errors = errorResponses(400, 401, 403, 404, 409);

/** A request's timeline: its status changes and notes (spec RequestWf base). */
export const timelineRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["requestwf"];

  defineRoute(app, {
    method: "GET",
    url: RequestWfPath.timeline,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "Status changes and notes (with attachments) of a request in the caller's scope, oldest first",
      querystring: ZTimelineQuery,
      response: { 200: ZTimelineResponse, ...errors },
    },
    handler: ({ db, actor, input }) => timeline(db, actor, input.query.requestId),
  });

  defineRoute(app, {
    method: "POST",
    url: RequestWfPath.addNote,
    auth: "required",
    tx: "write",
    schema: {
      tags,
      summary: "Adds a note (with the caller's uploads) to an open request in the caller's scope",
      body: ZAddNoteRequest,
      response: { 200: ZAddNoteResponse, ...errors },
    },
    handler: ({ db, actor, input }) => addNote(db, actor, input.body),
  });
};
