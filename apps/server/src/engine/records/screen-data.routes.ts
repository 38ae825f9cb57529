import { DataviewPath, ZGetDataForScreenRequest, ZGetDataForScreenResponse } from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { defineRoute } from "../../plugins/route-definition.js";
import { dataForScreen } from "./screen-data.service.js";

const errors = errorResponses(400, 401, 403, 404);

/**
 * getdataforscreen: the row a form opens, with its child grids, attachments and status choices.
 * It lives with the record writes (not the searches) because a form's data is what a save changes.
 */
export const screenDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["dataview"];
  defineRoute(app, {
    method: "POST",
    url: DataviewPath.getDataForScreen,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "The row a form screen opens (primary-row model or id) with its child grid rows",
      body: ZGetDataForScreenRequest,
      response: { 200: ZGetDataForScreenResponse, ...errors },
    },
    handler: ({ db, actor, input }) => dataForScreen(db, app.screenCache, actor, input.body),
  });
};
