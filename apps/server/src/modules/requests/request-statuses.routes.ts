import { DataviewPath, ZServiceRequestStatusesResponse } from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { defineRoute } from "../../plugins/route-definition.js";
import { serviceRequestStatuses } from "./request-statuses.service.js";

/** The requests module's own read under the spec's dataview prefix: statuses with counts. */
export const requestStatusesRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, {
    method: "GET",
    url: DataviewPath.serviceRequestStatuses,
    auth: "required",
    tx: "read",
    schema: {
      tags: ["dataview"],
      summary: "Request statuses with the number of the caller's requests in each",
      response: { 200: ZServiceRequestStatusesResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: ({ db, actor }) => serviceRequestStatuses(db, actor),
  });
};
