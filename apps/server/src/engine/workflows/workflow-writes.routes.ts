import {
  ZCreatePortalScreenRequest,
  ZDeleteSubWorkflowScreenRequest,
  ZDeleteWorkflowForm,
  ZDisableWorkflowForm,
  ZDisableWorkflowResponse,
  ZSaveApprovedSummaryForm,
  ZSaveWorkflowRequest,
  ZSaveWorkflowResponse,
  ZScreenResponse,
  ZStatusResponse,
  WorkflowPath,
} from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { documentErrorResponses } from "../../lib/error-responses.js";
import type { Db } from "../../db/client.js";
import { acceptFormBodies } from "../../lib/form-body.js";
import { allow, defineRoute } from "../../plugins/route-definition.js";
import { documentWrite } from "../documents/document-write.js";
import { SCREEN_KIND } from "../screens/screen.kind.js";
import { WORKFLOW_KIND } from "./workflow.kind.js";
import { createPortalScreen } from "./create-portal-screen.service.js";
import {
  addElementsToWorkflow,
  deleteSubWorkflowElements,
  deleteWorkflow,
  disableWorkflow,
  saveApprovedSummary,
  saveCustomWorkflow,
} from "./workflow-writes.service.js";
import { canDesignWorkflows } from "./workflows.policy.js";

const errors = documentErrorResponses(400, 401, 403, 404, 409);

/**
 * Workflow writes (and createportalscreen): designers only, each a revision; after the commit
 * this instance's screen cache is cleared and the other instances are told (spec §4 "Any save,
 * delete, disable … clears the screen metadata cache"). documentWrite opens the transaction.
 */
export const workflowWritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["workflows"];
  acceptFormBodies(app);

  // createportalscreen and the summary calls write screens too.
  const write = <T>(run: (tx: Db) => Promise<T>) => documentWrite(app, [WORKFLOW_KIND, SCREEN_KIND], run);
  const designer = { auth: "required", tx: "none", policy: allow(canDesignWorkflows) } as const;

  defineRoute(app, {
    method: "POST",
    url: WorkflowPath.saveCustomWorkflow,
    ...designer,
    schema: {
      tags,
      summary: "Creates a workflow or replaces its document (header + elements) as a new revision",
      body: ZSaveWorkflowRequest,
      response: { 200: ZSaveWorkflowResponse, ...errors },
    },
    handler: async ({ actor, input: { body } }) => write((tx) => saveCustomWorkflow(tx, actor, body)),
  });

  defineRoute(app, {
    method: "POST",
    url: WorkflowPath.addElementsToWorkflow,
    ...designer,
    schema: {
      tags,
      summary: "Adds elements to a workflow (an element with an existing id replaces it)",
      body: ZSaveWorkflowRequest,
      response: { 200: ZSaveWorkflowResponse, ...errors },
    },
    handler: async ({ actor, input: { body } }) => write((tx) => addElementsToWorkflow(tx, actor, body)),
  });

  defineRoute(app, {
    method: "POST",
    url: WorkflowPath.deleteWorkflow,
    ...designer,
    schema: {
      tags,
      summary: "Deletes a custom workflow (form screenName); the history is kept",
      consumes: ["application/x-www-form-urlencoded"],
      body: ZDeleteWorkflowForm,
      response: { 200: ZStatusResponse, ...errors },
    },
    handler: async ({ actor, input: { body } }) => {
      await write((tx) => deleteWorkflow(tx, actor, body.screenName));
      return { status: "success" as const, message: "The workflow has been deleted." };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: WorkflowPath.disableWorkflow,
    ...designer,
    schema: {
      tags,
      summary: "Disables (disable=true) or enables a workflow; REQUEST/RMA switch the menu's access",
      consumes: ["application/x-www-form-urlencoded"],
      body: ZDisableWorkflowForm,
      response: { 200: ZDisableWorkflowResponse, ...errors },
    },
    handler: async ({ actor, input: { body } }) =>
      write((tx) => disableWorkflow(tx, actor, body.screenName, body.disable)),
  });

  defineRoute(app, {
    method: "POST",
    url: WorkflowPath.deleteSubWorkflowScreen,
    ...designer,
    schema: {
      tags,
      summary: "Removes elements (removedIds) from the workflow mainScreenName",
      body: ZDeleteSubWorkflowScreenRequest,
      response: { 200: ZSaveWorkflowResponse, ...errors },
    },
    handler: async ({ actor, input: { body } }) =>
      write((tx) => deleteSubWorkflowElements(tx, actor, body.mainScreenName, body.removedIds)),
  });

  defineRoute(app, {
    method: "POST",
    url: WorkflowPath.saveApprovedSummaryScreen,
    ...designer,
    schema: {
      tags,
      summary: "Makes screenName the approved summary of the workflow starting at wfStartScreen",
      consumes: ["application/x-www-form-urlencoded"],
      body: ZSaveApprovedSummaryForm,
      response: { 200: ZSaveWorkflowResponse, ...errors },
    },
    handler: async ({ actor, input: { body } }) => write((tx) => saveApprovedSummary(tx, actor, body)),
  });

  defineRoute(app, {
    method: "POST",
    url: WorkflowPath.createPortalScreen,
    ...designer,
    schema: {
      tags,
      summary: "Creates or edits a portal, lookup or confirmation screen (spec §3 screen save payload)",
      body: ZCreatePortalScreenRequest,
      response: { 200: ZScreenResponse, ...errors },
    },
    handler: async ({ actor, input: { body } }) => write((tx) => createPortalScreen(tx, actor, body)),
  });
};
