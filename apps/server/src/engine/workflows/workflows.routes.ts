import {
  ZFetchWorkflowScreenQuery,
  ZStartAndConfirmResponse,
  ZWorkflowElementsResponse,
  ZWorkflowManagerResponse,
  ZWorkflowNameQuery,
  ZWorkflowScreenResponse,
  WorkflowPath,
} from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { defineRoute } from "../../plugins/route-definition.js";
import { startAndConfirm, workflowElements, workflowManager, workflowScreen } from "./workflows.service.js";

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * Reading workflows to run a wizard (spec §4). screenName is the workflow's name or its start
 * screen. A disabled workflow answers 404 to everyone but designers (workflows.errors.ts).
 */
export const workflowsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["workflows"];

  defineRoute(app, {
    method: "GET",
    url: WorkflowPath.getWorkflowManager,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "A workflow's header and elements, with its revision",
      querystring: ZWorkflowNameQuery,
      response: { 200: ZWorkflowManagerResponse, ...errors },
    },
    handler: ({ db, actor, input }) => workflowManager(db, actor, input.query.screenName),
  });

  defineRoute(app, {
    method: "GET",
    url: WorkflowPath.getWorkflowElements,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "A workflow's ordered elements (steps, decisions, sub-workflows)",
      querystring: ZWorkflowNameQuery,
      response: { 200: ZWorkflowElementsResponse, ...errors },
    },
    handler: ({ db, actor, input }) => workflowElements(db, actor, input.query.screenName),
  });

  defineRoute(app, {
    method: "GET",
    url: WorkflowPath.fetchWorkflowScreenMetadata,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary:
        "The screen of a workflow step (stepId, inside subWfId); no step = the start screen; mode confirmation|summary = those screens. '@' = empty",
      querystring: ZFetchWorkflowScreenQuery,
      response: { 200: ZWorkflowScreenResponse, ...errors },
    },
    handler: ({ db, actor, input }) => workflowScreen(db, app.screenCache, actor, input.query),
  });

  defineRoute(app, {
    method: "GET",
    url: WorkflowPath.fetchStartAndConfirm,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "A workflow's start, confirmation and summary screen names",
      querystring: ZWorkflowNameQuery,
      response: { 200: ZStartAndConfirmResponse, ...errors },
    },
    handler: ({ db, actor, input }) => startAndConfirm(db, actor, input.query.screenName),
  });
};
