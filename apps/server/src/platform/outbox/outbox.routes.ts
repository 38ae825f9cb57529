import { ApiPath, ZErrorResponse, ZOutboxList } from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { allow, defineRoute } from "../../plugins/route-definition.js";
import { canReadOutbox } from "./outbox.policy.js";
import { presentOutboxMessage } from "./outbox.presenter.js";
import { listOutbox } from "./outbox.repository.js";

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, {
    method: "GET",
    url: ApiPath.outbox,
    auth: "required",
    tx: "read",
    schema: {
      tags: ["admin"],
      summary:
        "Mails and SMS not handed to a transport (all without SMTP_URL; pending or failed with it), newest first; designers only",
      response: { 200: ZOutboxList, 401: ZErrorResponse, 403: ZErrorResponse },
    },
    policy: allow(canReadOutbox),
    handler: ({ db }) => listOutbox(db),
    present: (rows) => rows.map(presentOutboxMessage),
  });
};
