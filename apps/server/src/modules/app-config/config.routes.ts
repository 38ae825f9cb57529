import { ApiPath } from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { jsonStringOf, sendJsonString } from "../../lib/json-string.js";
import { APP_VERSION } from "../../version.js";
import { presentConfigText } from "./config.presenter.js";
import { readConfigData } from "./config.service.js";

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ApiPath.getConfigData,
    {
      config: { auth: "optional" },
      schema: {
        tags: ["authentication"],
        summary:
          "Public portal configuration as a JSON string of ZConfigData; also sets the XSRF-TOKEN cookie",
        response: { 200: jsonStringOf("ZConfigData") },
      },
    },
    async (request, reply) => {
      const config = await app.db.transaction((tx) => readConfigData(tx));
      // The SPA calls this at start-up: hand it a token bound to whatever session it presents.
      reply.issueXsrf(request.actor?.sessionId ?? null);
      return sendJsonString(reply.header("cache-control", "no-store"), config);
    },
  );

  app.get(
    ApiPath.configurationsText,
    {
      config: { auth: "none" },
      schema: {
        tags: ["authentication"],
        summary: "Public configuration as name=value lines",
        response: { 200: z.string() },
      },
    },
    async (_request, reply) => {
      const config = await app.db.transaction((tx) => readConfigData(tx));
      return reply.type("text/plain; charset=utf-8").send(presentConfigText(config, APP_VERSION));
    },
  );
};
