import { WORKFLOW_FORMAT, workflowNames, type TWorkflowDocument } from "@fsm/metadata";
import type { DocumentKind } from "../documents/document-kind.js";
import { storeDocument } from "../documents/document-store.js";
import { SCREENS_TOPIC } from "../screens/screen-cache.js";
import { canDesignWorkflows } from "./workflows.policy.js";
import { findWorkflowByName } from "./workflows.repository.js";
import { validateWorkflow } from "./workflows.validate.js";

/**
 * Workflows in the versioned document store. A write clears the screen cache everywhere (spec §4:
 * workflow saves, deletes and disables count as metadata changes), and the row repeats the
 * header's disabled and baseline flags for the menu.
 */
export const WORKFLOW_KIND: DocumentKind<TWorkflowDocument> = {
  format: WORKFLOW_FORMAT,
  validate: (db, raw) => validateWorkflow(db, raw),
  canWrite: canDesignWorkflows,
  clears: [SCREENS_TOPIC],
  // Whether a workflow is baseline is the server's to say (as savecustomworkflow): a draft keeps the stored flag.
  publish: async (db, actor, doc, options) => {
    const stored = await findWorkflowByName(db, doc.header.name);
    const header = { ...doc.header, isBaseline: stored?.isBaseline ?? false };
    return storeDocument(db, WORKFLOW_KIND, actor, { ...doc, header }, options);
  },
  references: workflowNames,
  header: (doc) => ({ disabled: doc.header.disabled, isBaseline: doc.header.isBaseline }),
};
