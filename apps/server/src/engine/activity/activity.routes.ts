import { ApiPath, ZActivityFeedQuery, ZActivityFeedResponse } from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { defineRoute } from "../../plugins/route-definition.js";
import { activityFeed } from "./activity.service.js";

/** The dashboard's activity feed under the spec's dataview prefix (spec §7 updateactvityfeed). */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, {
    method: "GET",
    url: ApiPath.activityFeed,
    auth: "required",
    tx: "read",
    schema: {
      tags: ["dataview"],
      summary:
        "The caller's events (status changes, notes, new requests and RMAs), newest first, a page after the `before` cursor",
      querystring: ZActivityFeedQuery,
      response: { 200: ZActivityFeedResponse, ...errorResponses(400, 401) },
    },
    handler: ({ db, actor, input }) => activityFeed(db, actor, input.query),
  });
};
