import { ApiPath, ZErrorResponse, ZOutboxList } from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { forbidden } from "../../lib/app-error.js";
import { canReadOutbox } from "./outbox.policy.js";
import { presentOutboxMessage } from "./outbox.presenter.js";
import { listOutbox } from "./outbox.repository.js";

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ApiPath.outbox,
    {
      schema: {
        tags: ["admin"],
        summary:
          "Mails and SMS not handed to a transport (all without SMTP_URL; pending or failed with it), newest first; designers only",
        response: { 200: ZOutboxList, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (request) =>
      app.db.transaction(async (tx) => {
        if (!canReadOutbox(request.actor!)) throw forbidden();
        return (await listOutbox(tx)).map(presentOutboxMessage);
      }),
  );
};
