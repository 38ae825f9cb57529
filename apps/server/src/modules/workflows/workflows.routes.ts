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
import { startAndConfirm, workflowElements, workflowManager, workflowScreen } from "./workflows.service.js";

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * Reading workflows to run a wizard (spec §4). screenName is the workflow's name or its start
 * screen. A disabled workflow answers 404 to everyone but designers (workflows.errors.ts).
 */
export const workflowsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["workflows"];

  app.get(
    WorkflowPath.getWorkflowManager,
    {
      schema: {
        tags,
        summary: "A workflow's header and elements, with its revision",
        querystring: ZWorkflowNameQuery,
        response: { 200: ZWorkflowManagerResponse, ...errors },
      },
    },
    async (request) =>
      app.db.transaction((tx) => workflowManager(tx, request.actor!, request.query.screenName)),
  );

  app.get(
    WorkflowPath.getWorkflowElements,
    {
      schema: {
        tags,
        summary: "A workflow's ordered elements (steps, decisions, sub-workflows)",
        querystring: ZWorkflowNameQuery,
        response: { 200: ZWorkflowElementsResponse, ...errors },
      },
    },
    async (request) =>
      app.db.transaction((tx) => workflowElements(tx, request.actor!, request.query.screenName)),
  );

  app.get(
    WorkflowPath.fetchWorkflowScreenMetadata,
    {
      schema: {
        tags,
        summary:
          "The screen of a workflow step (stepId, inside subWfId); no step = the start screen; mode confirmation|summary = those screens. '@' = empty",
        querystring: ZFetchWorkflowScreenQuery,
        response: { 200: ZWorkflowScreenResponse, ...errors },
      },
    },
    async (request) =>
      app.db.transaction((tx) => workflowScreen(tx, app.screenCache, request.actor!, request.query)),
  );

  app.get(
    WorkflowPath.fetchStartAndConfirm,
    {
      schema: {
        tags,
        summary: "A workflow's start, confirmation and summary screen names",
        querystring: ZWorkflowNameQuery,
        response: { 200: ZStartAndConfirmResponse, ...errors },
      },
    },
    async (request) =>
      app.db.transaction((tx) => startAndConfirm(tx, request.actor!, request.query.screenName)),
  );
};
