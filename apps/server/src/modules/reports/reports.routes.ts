import { ReportsPath, ZReport, ZReportQuery, ZReportsResponse } from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { defineRoute } from "../../plugins/route-definition.js";
import { getReport, listReports } from "./reports.service.js";

const errors = errorResponses(400, 401, 403, 404);

/**
 * The reports a signed-in caller may run (the store's generic calls are the designer's). The
 * numbers themselves come from execsearch with groupBy, under the caller's row scope.
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["reports"];

  defineRoute(app, {
    method: "GET",
    url: ReportsPath.list,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "The reports whose source list the caller may open",
      response: { 200: ZReportsResponse, ...errors },
    },
    handler: ({ db, actor }) => listReports(db, app.screenCache, actor),
  });

  defineRoute(app, {
    method: "GET",
    url: ReportsPath.get,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "One report by name",
      querystring: ZReportQuery,
      response: { 200: ZReport, ...errors },
    },
    handler: ({ db, actor, input }) => getReport(db, app.screenCache, actor, input.query.name),
  });
};
