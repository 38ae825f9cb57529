import { MetadataPath, ZUpdateAppParamRequest, ZUpdateAppParamResponse } from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { documentWrite } from "../../engine/documents/document-write.js";
import { errorResponses } from "../../lib/error-responses.js";
import { allow, defineRoute } from "../../plugins/route-definition.js";
import { canChangeAppParams } from "../../platform/app-config/app-params.policy.js";
import { SETTINGS_KIND } from "./settings.kind.js";
import { updateAppParam } from "./settings.service.js";

const errors = errorResponses(400, 401, 403);

/** The designer's configuration editor (spec §7 updateAppParam), a write of the settings document. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, {
    method: "POST",
    url: MetadataPath.updateAppParam,
    auth: "required",
    // documentWrite: one transaction, then the kind's caches are cleared on every instance.
    tx: "none",
    schema: {
      tags: ["configuration"],
      summary:
        "Sets one configuration field of getConfigData (a revision of the settings document); designers only",
      body: ZUpdateAppParamRequest,
      response: { 200: ZUpdateAppParamResponse, ...errors },
    },
    policy: allow(canChangeAppParams),
    handler: ({ actor, input }) =>
      documentWrite(app, [SETTINGS_KIND], (tx) => updateAppParam(tx, actor, input.body)),
  });
};
