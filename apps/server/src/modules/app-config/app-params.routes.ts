import { MetadataPath, ZUpdateAppParamRequest, ZUpdateAppParamResponse } from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { updateAppParam } from "./app-params.service.js";

const errors = errorResponses(400, 401, 403);

/** The designer's configuration editor (spec §7 updateAppParam). */
export const appParamsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    MetadataPath.updateAppParam,
    {
      schema: {
        tags: ["configuration"],
        summary: "Sets one configuration field of getConfigData; designers only",
        body: ZUpdateAppParamRequest,
        response: { 200: ZUpdateAppParamResponse, ...errors },
      },
    },
    async (request) => app.db.transaction((tx) => updateAppParam(tx, request.actor!, request.body)),
  );
};
