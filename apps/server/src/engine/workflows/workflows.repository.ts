import { and, asc, desc, eq, max, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { workflowRevisions } from "./workflow-revisions.table.js";
import { workflows, type WorkflowRow } from "./workflows.table.js";

export async function listWorkflows(db: Db) {
  return db.select().from(workflows).orderBy(asc(workflows.id));
}

/** By workflow name or by its start screen's name, both regardless of case (URLs carry either). */
export async function findWorkflow(db: Db, nameOrStartScreen: string): Promise<WorkflowRow | undefined> {
  const [row] = await db
    .select()
    .from(workflows)
    .where(
      sql`lower(${workflows.name}) = lower(${nameOrStartScreen}) or lower(${workflows.startScreenName}) = lower(${nameOrStartScreen})`,
    )
    // A name match wins over a start-screen match of another workflow.
    .orderBy(sql`lower(${workflows.name}) = lower(${nameOrStartScreen}) desc`, asc(workflows.id))
    .limit(1);
  return row;
}

export async function findWorkflowByName(db: Db, name: string): Promise<WorkflowRow | undefined> {
  const [row] = await db
    .select()
    .from(workflows)
    .where(sql`lower(${workflows.name}) = lower(${name})`)
    .limit(1);
  return row;
}

/** The workflow that starts at a screen (any case); a start screen belongs to one workflow only. */
export async function findWorkflowByStartScreen(db: Db, screen: string): Promise<WorkflowRow | undefined> {
  const [row] = await db
    .select()
    .from(workflows)
    .where(sql`lower(${workflows.startScreenName}) = lower(${screen})`)
    .limit(1);
  return row;
}

/** Row lock so two designers saving one workflow get consecutive revisions. */
export async function lockWorkflow(db: Db, id: number) {
  await db.select({ id: workflows.id }).from(workflows).where(eq(workflows.id, id)).for("update");
}

type Values = Omit<typeof workflows.$inferInsert, "id">;

export async function insertWorkflow(db: Db, values: Values): Promise<WorkflowRow> {
  const [row] = await db.insert(workflows).values(values).returning();
  return row!;
}

export async function updateWorkflow(db: Db, id: number, values: Partial<Values>): Promise<WorkflowRow> {
  const [row] = await db
    .update(workflows)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(workflows.id, id))
    .returning();
  return row!;
}

export const deleteWorkflowRow = (db: Db, id: number) => db.delete(workflows).where(eq(workflows.id, id));

export async function addWorkflowRevision(
  db: Db,
  values: { workflowName: string; document: unknown; authorPersonId: number | null; comment?: string },
): Promise<number> {
  const [last] = await db
    .select({ n: max(workflowRevisions.revision) })
    .from(workflowRevisions)
    .where(eq(workflowRevisions.workflowName, values.workflowName));
  const revision = (last?.n ?? 0) + 1;
  await db.insert(workflowRevisions).values({ ...values, comment: values.comment ?? "", revision });
  return revision;
}

export const listWorkflowRevisions = (db: Db, workflowName: string) =>
  db
    .select()
    .from(workflowRevisions)
    .where(eq(workflowRevisions.workflowName, workflowName))
    .orderBy(desc(workflowRevisions.revision));

export async function findWorkflowRevision(db: Db, workflowName: string, revision: number) {
  const [row] = await db
    .select()
    .from(workflowRevisions)
    .where(and(eq(workflowRevisions.workflowName, workflowName), eq(workflowRevisions.revision, revision)));
  return row;
}
