import {
  RequestWfPath,
  ZAddNoteRequest,
  ZAddNoteResponse,
  ZErrorResponse,
  ZSendEmailRequest,
  ZSendEmailResponse,
  ZSubmitWorkflowRequest,
  ZSubmitWorkflowResponse,
  ZTimelineQuery,
  ZTimelineResponse,
} from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { sendConfirmationEmail } from "./send-email.service.js";
import { submitWorkflow } from "./submit.service.js";
import { addNote, timeline } from "./timeline.service.js";

const errors = errorResponses(400, 401, 403, 404, 409);

/** Wizard submission, its confirmation mail, and a request's timeline and notes. */
export const requestWfRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["requestwf"];

  app.post(
    RequestWfPath.submitWorkflow,
    {
      schema: {
        tags,
        summary:
          "Creates the record of a finished wizard run (record, child rows, attachment links, first status) in one transaction; idempotent per idempotencyKey",
        body: ZSubmitWorkflowRequest,
        response: { 200: ZSubmitWorkflowResponse, ...errors },
      },
    },
    async (request) =>
      app.db.transaction((tx) => submitWorkflow(tx, app.screenCache, request.actor!, request.body)),
  );

  app.post(
    RequestWfPath.sendEmail,
    {
      schema: {
        tags,
        summary: "Sends the wizard's confirmation as plain text to the caller's own address; rate limited",
        body: ZSendEmailRequest,
        response: { 200: ZSendEmailResponse, ...errors, 429: ZErrorResponse },
      },
    },
    async (request) => {
      // Per person, not per address: a customer's budget follows them across networks.
      await app.rateLimiter.hit("sendEmail", `person:${request.actor!.personId}`);
      return app.db.transaction((tx) => sendConfirmationEmail(tx, app.mailer, request.actor!, request.body));
    },
  );

  app.get(
    RequestWfPath.timeline,
    {
      schema: {
        tags,
        summary:
          "Status changes and notes (with attachments) of a request in the caller's scope, oldest first",
        querystring: ZTimelineQuery,
        response: { 200: ZTimelineResponse, ...errors },
      },
    },
    async (request) => app.db.transaction((tx) => timeline(tx, request.actor!, request.query.requestId)),
  );

  app.post(
    RequestWfPath.addNote,
    {
      schema: {
        tags,
        summary: "Adds a note (with the caller's uploads) to an open request in the caller's scope",
        body: ZAddNoteRequest,
        response: { 200: ZAddNoteResponse, ...errors },
      },
    },
    async (request) => app.db.transaction((tx) => addNote(tx, request.actor!, request.body)),
  );
};
