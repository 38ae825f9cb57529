import { z } from "zod";
import { ZColumnName, ZItemId, ZMessageKey, ZScreenName, ZTableName } from "../names.js";
import { checkWorkflowStructure, WORKFLOW_END } from "./structure.js";

/** The format version every workflow document written today carries. */
export const WORKFLOW_FORMAT_VERSION = 1;

export { WORKFLOW_END };
const ZTarget = z.union([ZItemId, z.literal(WORKFLOW_END)]);

export const ZWorkflowHeader = z.object({
  name: ZScreenName,
  titleKey: ZMessageKey,
  /** A table whose behaviour takes workflows (checked against the catalog: checkWorkflowReferences). */
  primaryTable: ZTableName,
  startScreen: ZScreenName,
  confirmationScreen: ZScreenName,
  summaryScreen: ZScreenName.optional(),
  /** The page a finished wizard shows: the one the primary table declares. */
  success: ZScreenName,
  isBaseline: z.boolean().default(false),
  disabled: z.boolean().default(false),
});

/** One wizard page. `next` overrides "the element after this one" (e.g. to skip the other branch). */
export const ZStepElement = z.object({
  kind: z.literal("step"),
  id: ZItemId,
  screen: ZScreenName,
  next: ZTarget.optional(),
});

const scalar = z.union([z.string(), z.number(), z.boolean()]);

/** Branches on a column of the primary table; no match goes to `otherwise`, else to the next element. */
export const ZDecisionElement = z.object({
  kind: z.literal("decision"),
  id: ZItemId,
  column: ZColumnName,
  branches: z.array(z.object({ equals: scalar, goto: ZTarget })).min(1),
  otherwise: ZTarget.optional(),
});

/** Runs every step of another workflow (same primary table) in place. */
export const ZSubWorkflowElement = z.object({
  kind: z.literal("subWorkflow"),
  id: ZItemId,
  workflow: ZScreenName,
  next: ZTarget.optional(),
});

export const ZWorkflowElement = z.discriminatedUnion("kind", [
  ZStepElement,
  ZDecisionElement,
  ZSubWorkflowElement,
]);

export const ZWorkflowElements = z.array(ZWorkflowElement).min(1);

export const ZWorkflowDocument = z
  .object({
    formatVersion: z.literal(WORKFLOW_FORMAT_VERSION),
    header: ZWorkflowHeader,
    elements: ZWorkflowElements,
  })
  .superRefine((doc, ctx) => {
    for (const issue of checkWorkflowStructure(doc.elements))
      ctx.addIssue({ code: "custom", path: ["elements", ...issue.path], message: issue.message });
  });

export type TWorkflowHeader = z.infer<typeof ZWorkflowHeader>;
export type TWorkflowElement = z.infer<typeof ZWorkflowElement>;
export type TWorkflowDocument = z.infer<typeof ZWorkflowDocument>;
export type TWorkflowDocumentInput = z.input<typeof ZWorkflowDocument>;
