import {
  RequestWfPath,
  ZErrorResponse,
  ZSendEmailRequest,
  ZSendEmailResponse,
  ZSubmitWorkflowRequest,
  ZSubmitWorkflowResponse,
} from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { defineRoute } from "../../plugins/route-definition.js";
import { sendConfirmationEmail } from "./send-email.service.js";
import { submitWorkflow } from "./submit.service.js";

const errors = errorResponses(400, 401, 403, 404, 409);

/** Wizard submission of any workflow, and its confirmation mail. */
export const submissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["requestwf"];

  defineRoute(app, {
    method: "POST",
    url: RequestWfPath.submitWorkflow,
    config: { rateLimitPerson: ["submitWorkflow"] },
    auth: "required",
    tx: "write",
    schema: {
      tags,
      summary:
        "Creates the record of a finished wizard run (record, child rows, attachment links, first status) in one transaction; idempotent per idempotencyKey",
      body: ZSubmitWorkflowRequest,
      response: { 200: ZSubmitWorkflowResponse, ...errors, 429: ZErrorResponse },
    },
    handler: ({ db, actor, input }) => submitWorkflow(db, app.screenCache, actor, input.body),
  });

  defineRoute(app, {
    method: "POST",
    url: RequestWfPath.sendEmail,
    auth: "required",
    // The rate limit is counted before the transaction opens.
    tx: "none",
    schema: {
      tags,
      summary: "Sends the wizard's confirmation as plain text to the caller's own address; rate limited",
      body: ZSendEmailRequest,
      response: { 200: ZSendEmailResponse, ...errors, 429: ZErrorResponse },
    },
    handler: async ({ actor, input }) => {
      // Per person, not per address: a customer's budget follows them across networks.
      await app.rateLimiter.hit("sendEmail", `person:${actor.personId}`);
      return app.db.transaction((tx) => sendConfirmationEmail(tx, app.mailer, actor, input.body));
    },
  });
};
