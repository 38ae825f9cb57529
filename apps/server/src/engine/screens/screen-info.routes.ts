import {
  MetadataPath,
  ZCardInfoQuery,
  ZCardInfoResponse,
  ZScreenFiltersQuery,
  ZScreenFiltersResponse,
} from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { defineRoute } from "../../plugins/route-definition.js";
import { cardInfo, screenFilters } from "./screen-info.service.js";

const errors = errorResponses(400, 401, 403, 404);

/** What a screen declares for its search filters and info cards, answered for the caller. */
export const screenInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["screens"];

  defineRoute(app, {
    method: "GET",
    url: MetadataPath.fetchScreenFilters,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "Filter items of a screen's search with the codes they offer",
      querystring: ZScreenFiltersQuery,
      response: { 200: ZScreenFiltersResponse, ...errors },
    },
    handler: ({ db, actor, input }) => screenFilters(db, app.screenCache, actor, input.query),
  });

  defineRoute(app, {
    method: "GET",
    url: MetadataPath.cardInfo,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "Info cards of a screen and the number of rows of each the caller may see",
      querystring: ZCardInfoQuery,
      response: { 200: ZCardInfoResponse, ...errors },
    },
    handler: ({ db, actor, input }) => cardInfo(db, app.screenCache, actor, input.query.screenName),
  });
};
