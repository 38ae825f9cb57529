import type { TSubmitWorkflowRequest, TSubmitWorkflowResponse } from "@fsm/contracts";
import { wizardSteps, WorkflowPathError, type TWorkflowDocument } from "@fsm/metadata";
import type { Db } from "../../db/client.js";
import { fieldDetail, invalidFields } from "../../lib/app-error.js";
import { linkUpload } from "../attachments/attachments.service.js";
import { assertAreaAccess } from "../dictionary/table-access.policy.js";
import { loadScreen } from "../screens/screen-load.js";
import { findTable } from "../dictionary/dictionary.js";
import { tableBehaviour } from "../dictionary/table-behaviour.js";
import { Issues } from "../records/records.errors.js";
import { insertRow } from "../records/records.repository.js";
import { checkInsertable } from "../records/storable.js";
import type { ScreenCache } from "../screens/screen-cache.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { loadWorkflow, workflowResolver } from "../workflows/workflows.service.js";
import { payloadHash } from "./idempotency.js";
import { idempotencyConflict, workflowDisabled } from "./submissions.errors.js";
import { companyForNewRecord } from "../records/record-company.js";
import { initialStatus } from "./submissions.policy.js";
import { recordStatusChange } from "../records/status-history.js";
import { assertStatusChange } from "../records/status-transitions.js";
import {
  claimKey,
  findKey,
  forgetOldKeys,
  storeResult,
  type StoredResult,
} from "./submission-keys.repository.js";
import { checkSubmission } from "./submit-checks.js";
import { pathRules, visiblePath } from "./submit-rules.js";

/**
 * submitworkflow, in the caller's transaction. The (person, key) claim comes first: a replay
 * answers the stored result without checking anything again (its uploads are linked by then).
 * A new key is checked against the steps of this run's path, then the record, its child rows,
 * attachment links and first status note are written; any failure rolls back all of it, the
 * claim included, so the same key can be sent again once the data is fixed.
 */
export async function submitWorkflow(
  db: Db,
  cache: ScreenCache,
  actor: Actor,
  body: TSubmitWorkflowRequest,
): Promise<TSubmitWorkflowResponse> {
  const key = body.idempotencyKey.toLowerCase();
  const hash = payloadHash(body);
  const claim = {
    personId: actor.personId,
    key,
    workflow: body.workflowName.toUpperCase(),
    payloadHash: hash,
  };
  await forgetOldKeys(db, actor.personId);
  if (!(await claimKey(db, claim))) {
    const stored = await findKey(db, actor.personId, key);
    if (!stored || stored.payloadHash !== hash || !stored.result) throw idempotencyConflict(key);
    return { ...stored.result, replayed: true };
  }

  // The workflows module answers 404 for an unknown name and 409 for a broken stored document.
  const doc = await loadWorkflow(db, body.workflowName);
  if (doc.header.disabled) throw workflowDisabled(doc.header.name);
  const table = findTable(doc.header.primaryTable)!;
  assertAreaAccess(actor, table);

  const steps = await stepsOf(db, doc, body.dataModel);
  const screens = await Promise.all(steps.map((s) => loadScreen(db, cache, s.screen, actor)));
  // company_id is no step's field: staff may name it, customers never (their own company is implied).
  const { company_id: company, ...dataModel } = body.dataModel;
  const path = visiblePath(pathRules(screens, table), screens, table, dataModel);
  const checked = await checkSubmission(db, actor, table, path.rules, { ...body, dataModel: path.data });
  const declared = tableBehaviour(table.name)?.workflow;
  const serial = declared?.serialNumberFrom;
  const firstLine = serial && checked.children.find((c) => c.grid.grid.table.name === serial.table)?.rows[0];
  const hints = {
    given: company,
    written: (column: string) => checked.primary.writes.get(column)?.value,
    serialNumber: serial && firstLine ? firstLine.writes.get(serial.column)?.value : undefined,
  };

  const server: Record<string, unknown> = {
    company_id: await companyForNewRecord(db, actor, "dataModel", table, hints, false),
    status: initialStatus(table.name),
    created_by: actor.personId,
  };
  assertStatusChange(actor, table.name, undefined, server, "dataModel");
  for (const column of declared?.submitterColumns ?? [])
    if (!checked.primary.writes.has(column)) server[column] = actor.personId;
  const issues = new Issues();
  checkInsertable(
    "dataModel",
    table.name,
    [...checked.primary.writes.keys(), ...Object.keys(server)],
    issues,
  );
  for (const { grid, rows } of checked.children)
    for (const [i, row] of rows.entries())
      checkInsertable(
        `childTables.${grid.grid.table.name}[${i}]`,
        grid.grid.table.name,
        [...row.writes.keys(), grid.grid.foreignKey],
        issues,
      );
  issues.throwIfAny();
  const { id, number } = await insertRow(db, table, [...checked.primary.writes.values()], server);
  for (const { grid, rows } of checked.children)
    for (const row of rows)
      await insertRow(db, grid.grid.table, [...row.writes.values()], { [grid.grid.foreignKey]: id });
  for (const [i, fileId] of body.attachmentIds.entries())
    await linkUpload(db, actor, `attachmentIds[${i}]`, fileId, table, id);
  await recordStatusChange(db, actor, table.name, id, undefined, server);

  const result: StoredResult = {
    // The stored workflow's reference check holds its table to those declared as taking workflows.
    table: doc.header.primaryTable,
    id,
    number: number ?? String(id),
  };
  await storeResult(db, actor.personId, key, result);
  return { ...result, replayed: false };
}

/** The steps this data takes through the workflow (packages/metadata's wizardSteps, as the web wizard walks them). */
async function stepsOf(db: Db, doc: TWorkflowDocument, data: Record<string, unknown>) {
  const resolve = await workflowResolver(db, doc);
  try {
    return wizardSteps(doc, data, resolve);
  } catch (error) {
    // A fault of the stored documents, named in their own words.
    if (error instanceof WorkflowPathError)
      throw invalidFields([fieldDetail("workflowName", { text: error.message })]);
    throw error;
  }
}
