import { WORKFLOW_FORMAT } from "@fsm/metadata";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import * as documents from "../documents/documents.repository.js";
import { metadataDocuments as docs, type DocumentRow } from "../documents/documents.table.js";

/** Workflows in the document store: the kind's name there. */
export const WORKFLOW = WORKFLOW_FORMAT.kind;

/**
 * A stored workflow as the menu and the workflow calls read it: the store's row (disabled and
 * baseline repeat the header) with the header fields they look up. `title` is the English
 * fallback of the menu title; the menu shows the title message (titleKey) in the caller's locale.
 */
export type WorkflowRow = DocumentRow & { title: string; titleKey: string | null; startScreenName: string };

type Header = { titleKey?: string; startScreen?: string };
const headerOf = (row: DocumentRow) => ((row.document as { header?: Header }).header ?? {}) as Header;

export const asWorkflow = (row: DocumentRow): WorkflowRow => ({
  ...row,
  title: row.title ?? row.name,
  titleKey: headerOf(row).titleKey ?? null,
  startScreenName: headerOf(row).startScreen ?? "",
});

const startScreen = sql`${docs.document}->'header'->>'startScreen'`;
const isWorkflow = eq(docs.kind, WORKFLOW);

export async function listWorkflows(db: Db): Promise<WorkflowRow[]> {
  return (await documents.listDocuments(db, WORKFLOW)).map(asWorkflow);
}

/** By workflow name or by its start screen's name, both regardless of case (URLs carry either). */
export async function findWorkflow(db: Db, nameOrStartScreen: string): Promise<WorkflowRow | undefined> {
  const byName = sql`lower(${docs.name}) = lower(${nameOrStartScreen})`;
  const [row] = await db
    .select()
    .from(docs)
    .where(and(isWorkflow, sql`(${byName} or lower(${startScreen}) = lower(${nameOrStartScreen}))`))
    // A name match wins over a start-screen match of another workflow.
    .orderBy(sql`${byName} desc`, asc(docs.id))
    .limit(1);
  return row && asWorkflow(row);
}

export async function findWorkflowByName(db: Db, name: string): Promise<WorkflowRow | undefined> {
  const row = await documents.findByName(db, WORKFLOW, name);
  return row && asWorkflow(row);
}

/** The workflow that starts at a screen (any case); a start screen belongs to one workflow only. */
export async function findWorkflowByStartScreen(db: Db, screen: string): Promise<WorkflowRow | undefined> {
  const [row] = await db
    .select()
    .from(docs)
    .where(and(isWorkflow, sql`lower(${startScreen}) = lower(${screen})`))
    .limit(1);
  return row && asWorkflow(row);
}
