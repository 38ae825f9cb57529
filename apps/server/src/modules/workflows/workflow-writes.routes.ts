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
import { errorResponses } from "../../lib/error-responses.js";
import type { Db } from "../../db/client.js";
import { acceptFormBodies } from "../../lib/form-body.js";
import { designerWrite } from "../screens/designer-write.js";
import type { Actor } from "../sessions/actor.js";
import { createPortalScreen } from "./create-portal-screen.service.js";
import {
  addElementsToWorkflow,
  deleteSubWorkflowElements,
  deleteWorkflow,
  disableWorkflow,
  saveApprovedSummary,
  saveCustomWorkflow,
} from "./workflow-writes.service.js";
import { workflowJustTaken } from "./workflows.errors.js";
import { canDesignWorkflows } from "./workflows.policy.js";

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * Workflow writes (and createportalscreen): designers only, each a revision; after the commit
 * this instance's screen cache is cleared and the other instances are told (spec §4 "Any save,
 * delete, disable … clears the screen metadata cache").
 */
export const workflowWritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["workflows"];
  acceptFormBodies(app);

  const write = <T>(actor: Actor, run: (tx: Db) => Promise<T>) =>
    designerWrite(app, actor, { allowed: canDesignWorkflows, otherNameTaken: workflowJustTaken }, run);

  app.post(
    WorkflowPath.saveCustomWorkflow,
    {
      schema: {
        tags,
        summary: "Creates a workflow or replaces its document (header + elements) as a new revision",
        body: ZSaveWorkflowRequest,
        response: { 200: ZSaveWorkflowResponse, ...errors },
      },
    },
    async (request) => write(request.actor!, (tx) => saveCustomWorkflow(tx, request.actor!, request.body)),
  );

  app.post(
    WorkflowPath.addElementsToWorkflow,
    {
      schema: {
        tags,
        summary: "Adds elements to a workflow (an element with an existing id replaces it)",
        body: ZSaveWorkflowRequest,
        response: { 200: ZSaveWorkflowResponse, ...errors },
      },
    },
    async (request) => write(request.actor!, (tx) => addElementsToWorkflow(tx, request.actor!, request.body)),
  );

  app.post(
    WorkflowPath.deleteWorkflow,
    {
      schema: {
        tags,
        summary: "Deletes a custom workflow (form screenName); the history is kept",
        consumes: ["application/x-www-form-urlencoded"],
        body: ZDeleteWorkflowForm,
        response: { 200: ZStatusResponse, ...errors },
      },
    },
    async (request) => {
      await write(request.actor!, (tx) => deleteWorkflow(tx, request.actor!, request.body.screenName));
      return { status: "success" as const, message: "The workflow has been deleted." };
    },
  );

  app.post(
    WorkflowPath.disableWorkflow,
    {
      schema: {
        tags,
        summary: "Disables (disable=true) or enables a workflow; REQUEST/RMA switch the menu's access",
        consumes: ["application/x-www-form-urlencoded"],
        body: ZDisableWorkflowForm,
        response: { 200: ZDisableWorkflowResponse, ...errors },
      },
    },
    async (request) =>
      write(request.actor!, (tx) =>
        disableWorkflow(tx, request.actor!, request.body.screenName, request.body.disable),
      ),
  );

  app.post(
    WorkflowPath.deleteSubWorkflowScreen,
    {
      schema: {
        tags,
        summary: "Removes elements (removedIds) from the workflow mainScreenName",
        body: ZDeleteSubWorkflowScreenRequest,
        response: { 200: ZSaveWorkflowResponse, ...errors },
      },
    },
    async (request) =>
      write(request.actor!, (tx) =>
        deleteSubWorkflowElements(tx, request.actor!, request.body.mainScreenName, request.body.removedIds),
      ),
  );

  app.post(
    WorkflowPath.saveApprovedSummaryScreen,
    {
      schema: {
        tags,
        summary: "Makes screenName the approved summary of the workflow starting at wfStartScreen",
        consumes: ["application/x-www-form-urlencoded"],
        body: ZSaveApprovedSummaryForm,
        response: { 200: ZSaveWorkflowResponse, ...errors },
      },
    },
    async (request) => write(request.actor!, (tx) => saveApprovedSummary(tx, request.actor!, request.body)),
  );

  app.post(
    WorkflowPath.createPortalScreen,
    {
      schema: {
        tags,
        summary: "Creates or edits a portal, lookup or confirmation screen (spec §3 screen save payload)",
        body: ZCreatePortalScreenRequest,
        response: { 200: ZScreenResponse, ...errors },
      },
    },
    async (request) => write(request.actor!, (tx) => createPortalScreen(tx, request.actor!, request.body)),
  );
};
