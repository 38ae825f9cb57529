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
import { documentErrorResponses } from "../../lib/error-responses.js";
import { allow, defineRoute } from "../../plugins/route-definition.js";
import { documentWrite } from "../documents/document-write.js";
import { WORKFLOW_KIND } from "./workflow.kind.js";
import { diffWorkflowRevisions, revertWorkflow, workflowRevisionsOf } from "./workflow-revisions.service.js";
import { canDesignWorkflows } from "./workflows.policy.js";

const errors = documentErrorResponses(400, 401, 403, 404, 409);

/** A workflow's history: list, diff two revisions, revert to one (a new revision). Designers only. */
export const workflowRevisionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["workflows"];

  defineRoute(app, {
    method: "GET",
    url: WorkflowPath.workflowRevisions,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "Revisions of a workflow, newest first",
      querystring: ZWorkflowRevisionsQuery,
      response: { 200: ZWorkflowRevisionsResponse, ...errors },
    },
    policy: allow(canDesignWorkflows),
    handler: ({ db, input }) => workflowRevisionsOf(db, input.query.workflow),
  });

  defineRoute(app, {
    method: "GET",
    url: WorkflowPath.workflowRevisionDiff,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "Changed paths (JSON pointers) with before/after between two revisions",
      querystring: ZWorkflowDiffQuery,
      response: { 200: ZWorkflowDiffResponse, ...errors },
    },
    policy: allow(canDesignWorkflows),
    handler: ({ db, input: { query } }) => diffWorkflowRevisions(db, query.workflow, query.from, query.to),
  });

  defineRoute(app, {
    method: "POST",
    url: WorkflowPath.revertWorkflowRevision,
    auth: "required",
    // documentWrite: one transaction, then every instance drops the caches the kind declares.
    tx: "none",
    schema: {
      tags,
      summary: "Restores a revision's document as a new revision",
      body: ZRevertWorkflowRequest,
      response: { 200: ZSaveWorkflowResponse, ...errors },
    },
    policy: allow(canDesignWorkflows),
    handler: ({ actor, input: { body } }) =>
      documentWrite(app, [WORKFLOW_KIND], (tx) =>
        revertWorkflow(tx, actor, body.workflow, body.revision, body),
      ),
  });
};
