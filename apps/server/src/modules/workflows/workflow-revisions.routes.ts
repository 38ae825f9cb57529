import {
  ZRevertWorkflowRequest,
  ZSaveWorkflowResponse,
  ZWorkflowDiffQuery,
  ZWorkflowDiffResponse,
  ZWorkflowRevisionsQuery,
  ZWorkflowRevisionsResponse,
  WorkflowPath,
} from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { forbidden } from "../../lib/app-error.js";
import { designerWrite } from "../screens/designer-write.js";
import { diffWorkflowRevisions, revertWorkflow, workflowRevisionsOf } from "./workflow-revisions.service.js";
import { workflowJustTaken } from "./workflows.errors.js";
import { canDesignWorkflows } from "./workflows.policy.js";

const errors = errorResponses(400, 401, 403, 404, 409);

/** A workflow's history: list, diff two revisions, revert to one (a new revision). Designers only. */
export const workflowRevisionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["workflows"];

  app.get(
    WorkflowPath.workflowRevisions,
    {
      schema: {
        tags,
        summary: "Revisions of a workflow, newest first",
        querystring: ZWorkflowRevisionsQuery,
        response: { 200: ZWorkflowRevisionsResponse, ...errors },
      },
    },
    async (request) =>
      app.db.transaction(async (tx) => {
        if (!canDesignWorkflows(request.actor!)) throw forbidden();
        return workflowRevisionsOf(tx, request.query.workflow);
      }),
  );

  app.get(
    WorkflowPath.workflowRevisionDiff,
    {
      schema: {
        tags,
        summary: "Changed paths (JSON pointers) with before/after between two revisions",
        querystring: ZWorkflowDiffQuery,
        response: { 200: ZWorkflowDiffResponse, ...errors },
      },
    },
    async (request) =>
      app.db.transaction(async (tx) => {
        if (!canDesignWorkflows(request.actor!)) throw forbidden();
        const { workflow, from, to } = request.query;
        return diffWorkflowRevisions(tx, workflow, from, to);
      }),
  );

  app.post(
    WorkflowPath.revertWorkflowRevision,
    {
      schema: {
        tags,
        summary: "Restores a revision's document as a new revision",
        body: ZRevertWorkflowRequest,
        response: { 200: ZSaveWorkflowResponse, ...errors },
      },
    },
    async (request) => {
      const { workflow, revision, comment } = request.body;
      return designerWrite(
        app,
        request.actor!,
        { allowed: canDesignWorkflows, otherNameTaken: workflowJustTaken },
        (tx) => revertWorkflow(tx, request.actor!, workflow, revision, comment),
      );
    },
  );
};
