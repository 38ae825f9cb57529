import { ApiPath, nulFreeText } from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { jsonStringOf, sendJsonString } from "../../lib/json-string.js";
import { defineRoute } from "../../plugins/route-definition.js";
import { APP_VERSION } from "../../version.js";
import { presentConfigText } from "./config.presenter.js";
import { readConfigData } from "./config.service.js";

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, {
    method: "GET",
    url: ApiPath.getConfigData,
    auth: "optional",
    tx: "read",
    schema: {
      tags: ["authentication"],
      summary: "Public portal configuration as a JSON string of ZConfigData; also sets the XSRF-TOKEN cookie",
      response: { 200: jsonStringOf("ZConfigData") },
    },
    handler: ({ db }) => readConfigData(db),
    present: (config, { actor, reply }) => {
      // The SPA calls this at start-up: hand it a token bound to whatever session it presents.
      reply.issueXsrf(actor?.sessionId ?? null);
      return sendJsonString(reply.header("cache-control", "no-store"), config);
    },
  });

  defineRoute(app, {
    method: "GET",
    url: ApiPath.configurationsText,
    auth: "none",
    tx: "read",
    schema: {
      tags: ["authentication"],
      summary: "Public configuration as name=value lines",
      response: { 200: nulFreeText() },
    },
    handler: ({ db }) => readConfigData(db),
    present: (config, { reply }) =>
      reply.type("text/plain; charset=utf-8").send(presentConfigText(config, APP_VERSION)),
  });
};
