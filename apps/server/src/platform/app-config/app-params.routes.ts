import { MetadataPath, ZUpdateAppParamRequest, ZUpdateAppParamResponse } from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { allow, defineRoute } from "../../plugins/route-definition.js";
import { canChangeAppParams } from "./app-params.policy.js";
import { updateAppParam } from "./app-params.service.js";

const errors = errorResponses(400, 401, 403);

/** The designer's configuration editor (spec §7 updateAppParam). */
export const appParamsRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, {
    method: "POST",
    url: MetadataPath.updateAppParam,
    auth: "required",
    tx: "write",
    schema: {
      tags: ["configuration"],
      summary: "Sets one configuration field of getConfigData; designers only",
      body: ZUpdateAppParamRequest,
      response: { 200: ZUpdateAppParamResponse, ...errors },
    },
    policy: allow(canChangeAppParams),
    handler: ({ db, input }) => updateAppParam(db, input.body),
  });
};
