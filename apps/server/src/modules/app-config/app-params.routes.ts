import {
  MetadataPath,
  ZErrorResponse,
  ZUpdateAppParamRequest,
  ZUpdateAppParamResponse,
} from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { updateAppParam } from "./app-params.service.js";

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

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
