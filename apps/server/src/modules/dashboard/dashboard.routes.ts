import { DashboardPath, ZDashboardResponse } from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { defineRoute } from "../../plugins/route-definition.js";
import { callerDashboard } from "./dashboard.service.js";

/** The home page's layout for the caller; each card then reads its own call (counters, feed, statuses). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, {
    method: "GET",
    url: DashboardPath.getDashboard,
    auth: "required",
    tx: "read",
    schema: {
      tags: ["dashboard"],
      summary: "The caller's role's dashboard: the cards it may see, titles resolved",
      response: { 200: ZDashboardResponse, ...errorResponses(401) },
    },
    // Every signed-in user has a home page; what each card shows is filtered per caller in the handler.
    handler: ({ db, actor }) => callerDashboard(db, app.screenCache, actor),
  });
};
