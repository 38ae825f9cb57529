import type { TSaveWorkflowRequest } from "@fsm/contracts";
import { WORKFLOW_FORMAT_VERSION, type TWorkflowDocument } from "@fsm/metadata";
import type { Db } from "../../db/client.js";
import { fieldError } from "../../lib/app-error.js";
import { findScreenByName } from "../screens/screens.repository.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { baselineWorkflowNotDeletable } from "./workflows.errors.js";
import { removeDocuments } from "../documents/document-store.js";
import { WORKFLOW_KIND } from "./workflow.kind.js";
import { findWorkflowByName } from "./workflows.repository.js";
import { loadWorkflowRow } from "./workflows.service.js";
import { storeWorkflow } from "./workflows.store.js";
import { presentSaved } from "./workflows.presenter.js";
import { requestPath, validateWorkflow } from "./workflows.validate.js";
import { writeMessages } from "../messages/message-writes.js";

/**
 * savecustomworkflow: creates a workflow or replaces the whole document of the same-named one.
 * Whether it is baseline is the server's to say (a new one never is; REQUEST stays baseline).
 */
export async function saveCustomWorkflow(db: Db, actor: Actor, body: TSaveWorkflowRequest) {
  const existing = await findWorkflowByName(db, String(body.workflowHeader.name ?? ""));
  const raw = {
    formatVersion: WORKFLOW_FORMAT_VERSION,
    header: { ...body.workflowHeader, isBaseline: existing?.isBaseline ?? false },
    elements: body.workflowElements,
  };
  const doc = await validateWorkflow(db, raw, requestPath);
  return presentSaved(
    await storeWorkflow(db, actor, doc, {
      comment: body.comment ?? "saved",
      baseRevision: body.baseRevision,
    }),
  );
}

/**
 * addelementstoworkflow: the workflow must exist; each element replaces the one with its id or
 * is appended, and header fields given replace the stored ones.
 */
export async function addElementsToWorkflow(db: Db, actor: Actor, body: TSaveWorkflowRequest) {
  const name = String(body.workflowHeader.name ?? "");
  if (!name) throw fieldError("workflowHeader.name", "error_workflow_to_add_to_required");
  const { row, document } = await loadWorkflowRow(db, name);
  const elements: unknown[] = [...document.elements];
  for (const el of body.workflowElements) {
    const index = document.elements.findIndex((e) => e.id === el.id);
    if (index >= 0) elements[index] = el;
    else elements.push(el);
  }
  const raw = {
    formatVersion: WORKFLOW_FORMAT_VERSION,
    header: { ...document.header, ...body.workflowHeader, name: row.name, isBaseline: row.isBaseline },
    elements,
  };
  // Paths name the merged list's positions; replaced elements keep theirs, new ones follow.
  const doc = await validateWorkflow(db, raw, requestPath);
  return presentSaved(
    await storeWorkflow(db, actor, doc, {
      comment: body.comment ?? "elements added",
      baseRevision: body.baseRevision,
    }),
  );
}

/** deleteworkflow: custom workflows only; the history keeps a deleting revision. */
export async function deleteWorkflow(db: Db, actor: Actor, name: string) {
  const { row } = await loadWorkflowRow(db, name);
  if (row.isBaseline) throw baselineWorkflowNotDeletable(row.name);
  await removeDocuments(db, WORKFLOW_KIND, actor, [row.id]);
}

/** disableworkflow: switches a workflow (and with REQUEST/RMA the menu's access) off or on. */
export async function disableWorkflow(db: Db, actor: Actor, name: string, disable: boolean) {
  const { document } = await loadWorkflowRow(db, name);
  const doc: TWorkflowDocument = { ...document, header: { ...document.header, disabled: disable } };
  const row = await storeWorkflow(db, actor, doc, { comment: disable ? "disabled" : "enabled" });
  return { name: row.name, disabled: row.disabled, revision: row.revision };
}

/**
 * deleteSubWorkFlowScreen: removes elements (steps, decisions, sub-workflows) by id. The rest is
 * validated again, so a decision still jumping to a removed element is reported at its path.
 * The step screens stay in the screen store (another workflow may use them).
 */
export async function deleteSubWorkflowElements(
  db: Db,
  actor: Actor,
  mainScreenName: string,
  removedIds: string[],
) {
  const { document } = await loadWorkflowRow(db, mainScreenName);
  removedIds.forEach((id, i) => {
    if (!document.elements.some((e) => e.id === id))
      throw fieldError(`removedIds[${i}]`, "error_no_workflow_element", {
        workflow: document.header.name,
        id,
      });
  });
  const raw = { ...document, elements: document.elements.filter((e) => !removedIds.includes(e.id)) };
  const doc = await validateWorkflow(db, raw);
  return presentSaved(await storeWorkflow(db, actor, doc, { comment: `removed ${removedIds.join(", ")}` }));
}

type SummaryForm = {
  screenName: string;
  wfStartScreen: string;
  dashBoardTitleMsgId?: string;
  dashboardTitle?: string;
};

/**
 * saveapprovedsummaryscreen (spec §7): screenName (a summary screen) becomes the approved summary
 * of the workflow starting at wfStartScreen; with dashBoardTitleMsgId and dashboardTitle the
 * summary's title message gets that text.
 */
export async function saveApprovedSummary(db: Db, actor: Actor, form: SummaryForm) {
  const { document } = await loadWorkflowRow(db, form.wfStartScreen).catch(() => {
    throw fieldError("wfStartScreen", "error_no_workflow_starts_at", { screen: form.wfStartScreen });
  });
  const screen = await findScreenByName(db, form.screenName);
  if (!screen) throw fieldError("screenName", "error_unknown_screen_name", { name: form.screenName });
  if (screen.type !== "summary")
    throw fieldError("screenName", "error_not_a_summary_screen", {
      name: form.screenName,
      type: screen.type,
    });
  if (form.dashBoardTitleMsgId && form.dashboardTitle) {
    if (!/^[a-z][a-z0-9_.]*$/.test(form.dashBoardTitleMsgId))
      throw fieldError("dashBoardTitleMsgId", "error_message_key_format");
    await writeMessages(
      db,
      actor,
      { [form.dashBoardTitleMsgId]: form.dashboardTitle },
      {
        comment: "summary title",
      },
    );
  }
  const doc = { ...document, header: { ...document.header, summaryScreen: screen.name } };
  return presentSaved(
    await storeWorkflow(db, actor, await validateWorkflow(db, doc), { comment: "summary screen" }),
  );
}
