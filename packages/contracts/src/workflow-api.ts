import { z } from "zod";
import {
  isYesText,
  revisionComment,
  revisionFields,
  screenName as name,
  text,
  wholeNumber,
} from "./fields.js";
import { baseRevision } from "./documents-api.js";
import { ZScreenChange, ZScreenResponse } from "./screens-api.js";

/** Paths of the workflow metadata calls (spec §4 "States and transitions", §7 "Menu and workflow metadata"). */
export const WorkflowPath = {
  getWorkflowManager: "/api/Metadata/getWorkflowManager",
  getWorkflowElements: "/api/Metadata/getworkflowelements",
  fetchWorkflowScreenMetadata: "/api/Metadata/fetchWorkflowScreenMetadata",
  fetchStartAndConfirm: "/api/Metadata/fetchstartandconfirm",
  saveCustomWorkflow: "/api/Metadata/savecustomworkflow",
  addElementsToWorkflow: "/api/Metadata/addelementstoworkflow",
  deleteWorkflow: "/api/Metadata/deleteworkflow",
  disableWorkflow: "/api/Metadata/disableworkflow",
  deleteSubWorkflowScreen: "/api/Metadata/deleteSubWorkFlowScreen",
  saveApprovedSummaryScreen: "/api/Metadata/saveapprovedsummaryscreen",
  createPortalScreen: "/api/Metadata/createportalscreen",
  workflowRevisions: "/api/Metadata/workflowrevisions",
  workflowRevisionDiff: "/api/Metadata/workflowrevisiondiff",
  revertWorkflowRevision: "/api/Metadata/revertworkflowrevision",
} as const;

/** The spec's clients send '@' for a parameter they have no value for: it means empty. */
const atIsEmpty = text()
  .trim()
  .max(64)
  .optional()
  .transform((v) => (v === undefined || v === "" || v === "@" ? undefined : v));
/** Form and query flags arrive as text ("true"/"false", 1/0) or, in JSON, as booleans. */
const flag = z.union([z.boolean(), text()]).transform((v) => (typeof v === "boolean" ? v : isYesText(v)));

/** screenName: a workflow's name or its start screen's name. */
export const ZWorkflowNameQuery = z.object({ screenName: name });

const document = z.record(text(), z.unknown());
/** getWorkflowManager: the stored, validated document (packages/metadata workflow format). */
export const ZWorkflowManagerResponse = z.object({
  header: document.describe("Workflow header (name, titleKey, primaryTable, startScreen, …)"),
  elements: z.array(document).describe("Ordered elements: step, decision, subWorkflow"),
  revision: z.number().int(),
});
export type TWorkflowManagerResponse = z.infer<typeof ZWorkflowManagerResponse>;

export const ZWorkflowElementsResponse = z.object({ elements: z.array(document) });

export const ZFetchWorkflowScreenQuery = z.object({
  screenName: name,
  subWfId: atIsEmpty,
  mode: atIsEmpty,
  stepId: atIsEmpty.describe("Step element id; '@' or absent = the workflow's start step"),
});
/** The step's screen, shaped like fetchscreen's answer. */
export const ZWorkflowScreenResponse = ZScreenResponse;

export const ZStartAndConfirmResponse = z.object({
  startScreen: text(),
  confirmationScreen: text(),
  summaryScreen: text().nullable(),
});
export type TStartAndConfirmResponse = z.infer<typeof ZStartAndConfirmResponse>;

/** savecustomworkflow / addelementstoworkflow: the whole document's two parts, plus a revision note. */
export const ZSaveWorkflowRequest = z.object({
  workflowHeader: document,
  workflowElements: z.array(document),
  comment: revisionComment,
  baseRevision,
});
export type TSaveWorkflowRequest = z.infer<typeof ZSaveWorkflowRequest>;
export const ZSaveWorkflowResponse = z.object({ name: text(), revision: z.number().int() });

export const ZDeleteWorkflowForm = z.object({ screenName: name });
/**
 * disableworkflow's switch is true or false (a JSON boolean, or the text a form sends, any case):
 * a typo must not silently mean "enable".
 */
const trueOrFalse = z
  .union([z.boolean(), text().regex(/^\s*(true|false)\s*$/i, "must be true or false")], {
    error: "must be true or false",
  })
  .transform((v) => (typeof v === "boolean" ? v : v.trim().toLowerCase() === "true"));
export const ZDisableWorkflowForm = z.object({ screenName: name, disable: trueOrFalse });
export const ZDisableWorkflowResponse = z.object({
  name: text(),
  disabled: z.boolean(),
  revision: z.number().int(),
});

export const ZDeleteSubWorkflowScreenRequest = z.object({
  mainScreenName: name,
  removedIds: z.array(text().min(1).max(64)).min(1),
});

/** saveapprovedsummaryscreen (form): makes screenName the summary of the workflow starting at wfStartScreen. */
export const ZSaveApprovedSummaryForm = z.object({
  screenName: name,
  isCustomScreen: flag.optional(),
  dashBoardTitleMsgId: text().trim().max(120).optional(),
  dashboardTitle: text().trim().max(200).optional(),
  wfStartScreen: name,
});

/** createportalscreen (spec §3 "Screen save payload"): portal, lookup and confirmation screens. */
export const ZCreatePortalScreenRequest = z.object({
  screenType: z.enum(["portal", "lookup", "confirmation"]),
  screenHeader: z
    .object({
      screenName: name,
      title: text(),
      table: text().optional(),
      comment: revisionComment,
    })
    .catchall(z.unknown()),
  addedScreenItems: z.array(document).default([]),
  removedIds: z.array(text()).default([]),
  idSequence: z.array(text()).optional().describe("Order of the item ids after the edit"),
  summaryView: z.unknown().optional(),
  decisionPointSubworkflow: z.unknown().optional(),
  IsBaselineWorkflow: z.boolean().optional(),
  IsGenericLookup: z.boolean().optional(),
  LookupTable: text().optional(),
  SearchNavigationMetadata: document.optional().describe("A lookup's search definition"),
  baseRevision,
});
export type TCreatePortalScreenRequest = z.infer<typeof ZCreatePortalScreenRequest>;

export const ZWorkflowRevision = z.object({ workflow: text(), ...revisionFields });
export const ZWorkflowRevisionsQuery = z.object({ workflow: name });
export const ZWorkflowRevisionsResponse = z.array(ZWorkflowRevision);
export const ZWorkflowDiffQuery = z.object({
  workflow: name,
  from: wholeNumber(1),
  to: wholeNumber(1),
});
export const ZWorkflowDiffResponse = z.object({
  workflow: text(),
  from: z.number().int(),
  to: z.number().int(),
  changes: z.array(ZScreenChange),
});
export const ZRevertWorkflowRequest = z.object({
  workflow: name,
  revision: wholeNumber(1),
  comment: revisionComment,
  baseRevision,
});
