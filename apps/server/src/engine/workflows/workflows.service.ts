import type { TScreenResponse } from "@fsm/contracts";
import {
  findWorkflowStepScreen,
  parseWorkflowDocument,
  type ResolveSubWorkflow,
  type TWorkflowDocument,
} from "@fsm/metadata";
import type { Db } from "../../db/client.js";
import { forbidden } from "../../lib/app-error.js";
import { hasAreaAccess } from "../dictionary/table-access.policy.js";
import type { ScreenCache } from "../screens/screen-cache.js";
import { fetchScreen } from "../screens/screens.service.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { storedWorkflows } from "./workflow-catalog.js";
import { canDesignWorkflows } from "./workflows.policy.js";
import { disabledWorkflow, storedWorkflowBroken, unknownStep, unknownWorkflow } from "./workflows.errors.js";
import { findWorkflow } from "./workflows.repository.js";
import type { WorkflowRow } from "./workflows.repository.js";

/** A stored workflow: its row and its document, migrated to the current format on read. */
export type LoadedWorkflow = { row: WorkflowRow; document: TWorkflowDocument };

export async function loadWorkflowRow(db: Db, nameOrStartScreen: string): Promise<LoadedWorkflow> {
  const row = await findWorkflow(db, nameOrStartScreen);
  if (!row) throw unknownWorkflow(nameOrStartScreen);
  const parsed = parseWorkflowDocument(row.document);
  if (!parsed.ok) throw storedWorkflowBroken(row.name, parsed.issues[0]?.message ?? "invalid");
  return { row, document: parsed.value };
}

/**
 * For other modules (the requestwf submission): the parsed workflow document named by its name
 * or by its start screen's name (any case). Throws AppError 404 when there is none, 409 when the
 * stored document cannot be used. It does NOT refuse a disabled workflow: check
 * `document.header.disabled` (the submission answers its own clear error). Use with
 * `workflowResolver(db, doc)` for wizardSteps(doc, data, resolve).
 */
export async function loadWorkflow(db: Db, nameOrStartScreen: string): Promise<TWorkflowDocument> {
  return (await loadWorkflowRow(db, nameOrStartScreen)).document;
}

/**
 * Sub-workflow lookup for wizardSteps / findWorkflowStepScreen walking `doc`: every stored
 * workflow, read once, and only when `doc` has a sub-workflow (else nothing is ever resolved).
 */
export async function workflowResolver(db: Db, doc: TWorkflowDocument): Promise<ResolveSubWorkflow> {
  if (!doc.elements.some((e) => e.kind === "subWorkflow")) return () => undefined;
  const docs = await storedWorkflows(db);
  return (name) => docs.get(name.toUpperCase());
}

/**
 * Reads for running a wizard. Designers see every workflow; anyone else gets 404 for a disabled
 * one (as if it did not exist: the menu no longer offers it) and 403 without access to the
 * workflow's table (the area its behaviour declares: request or RMA access, like the menu).
 */
export async function readableWorkflow(db: Db, actor: Actor, nameOrStartScreen: string) {
  const loaded = await loadWorkflowRow(db, nameOrStartScreen);
  if (canDesignWorkflows(actor)) return loaded;
  const { header } = loaded.document;
  if (header.disabled) throw disabledWorkflow(header.name);
  if (!hasAreaAccess(actor, header.primaryTable)) throw forbidden();
  return loaded;
}

export async function workflowManager(db: Db, actor: Actor, name: string) {
  const { row, document } = await readableWorkflow(db, actor, name);
  return { header: document.header, elements: document.elements, revision: row.revision };
}

export async function workflowElements(db: Db, actor: Actor, name: string) {
  const { document } = await readableWorkflow(db, actor, name);
  return { elements: document.elements };
}

export async function startAndConfirm(db: Db, actor: Actor, name: string) {
  const { header } = (await readableWorkflow(db, actor, name)).document;
  return {
    startScreen: header.startScreen,
    confirmationScreen: header.confirmationScreen,
    summaryScreen: header.summaryScreen ?? null,
  };
}

type StepQuery = { screenName: string; subWfId?: string; mode?: string; stepId?: string };

/**
 * fetchWorkflowScreenMetadata: the screen of step `stepId` (inside sub-workflow `subWfId`), or
 * with no step the workflow's start screen; mode "confirmation" / "summary" answers those
 * screens instead. '@' parameters arrive here already as undefined (see the contract).
 */
export async function workflowScreen(
  db: Db,
  cache: ScreenCache,
  actor: Actor,
  query: StepQuery,
): Promise<TScreenResponse> {
  const { document } = await readableWorkflow(db, actor, query.screenName);
  const { header } = document;
  const mode = query.mode?.toLowerCase();
  if (mode === "confirmation" || mode === "confirm") return fetchScreen(db, cache, header.confirmationScreen);
  if (mode === "summary") {
    if (!header.summaryScreen) throw unknownStep(header.name, "summary");
    return fetchScreen(db, cache, header.summaryScreen);
  }
  if (!query.stepId && !query.subWfId) return fetchScreen(db, cache, header.startScreen);
  const resolve = await workflowResolver(db, document);
  const stepId = query.stepId ?? firstStepId(document, query.subWfId, resolve);
  const screen = stepId ? findWorkflowStepScreen(document, stepId, query.subWfId, resolve) : undefined;
  if (!screen) throw unknownStep(header.name, query.stepId ?? "(first step)", query.subWfId);
  return fetchScreen(db, cache, screen);
}

/** A sub-workflow named without a step starts at its first step element. */
function firstStepId(doc: TWorkflowDocument, subWfId: string | undefined, resolve: ResolveSubWorkflow) {
  let current: TWorkflowDocument | undefined = doc;
  for (const id of subWfId?.split(".") ?? []) {
    const el: TWorkflowDocument["elements"][number] | undefined = current?.elements.find((e) => e.id === id);
    current = el?.kind === "subWorkflow" ? resolve(el.workflow) : undefined;
  }
  return current?.elements.find((e) => e.kind === "step")?.id;
}
