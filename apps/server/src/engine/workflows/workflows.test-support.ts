import { parseScreenDocument } from "@fsm/metadata";
import type { TestClient } from "../../../test/support/client.js";
import type { Db } from "../../db/client.js";
import { and, eq } from "drizzle-orm";
import { metadataDocuments, metadataRevisions } from "../documents/documents.table.js";
import { findScreenByName } from "../screens/screens.repository.js";
import { WORKFLOW } from "./workflows.repository.js";
import { storeDocument } from "../screens/screens.service.js";

/** A form post as the designer's pages send it (deleteworkflow, disableworkflow, …). */
export function postForm(client: TestClient, url: string, fields: Record<string, string>) {
  return client.post(url, Buffer.from(new URLSearchParams(fields).toString()), {
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
}

/** A valid custom workflow over the seeded survey screens, named as asked. */
export const customWorkflow = (name: string, startScreen = "SURVEY_SITE") => ({
  workflowHeader: {
    name,
    titleKey: "wf_site_survey_title",
    primaryTable: "service_requests",
    startScreen,
    confirmationScreen: "SURVEY_CONFIRM",
    success: "requestsuccess",
  },
  workflowElements: [
    { kind: "step", id: "site", screen: startScreen },
    { kind: "step", id: "outdoor", screen: "SURVEY_OUTDOOR" },
  ] as Record<string, unknown>[],
});

/**
 * A copy of the survey's first step under a new name, to start a test's own workflow: a start
 * screen belongs to one workflow only (SURVEY_SITE is SITE_SURVEY's).
 */
export async function startScreenCopy(db: Db, name: string): Promise<string> {
  const source = await findScreenByName(db, "SURVEY_SITE");
  const parsed = parseScreenDocument(source?.document);
  if (!parsed.ok) throw new Error("SURVEY_SITE does not parse");
  await db.transaction((tx) => storeDocument(tx, null, { ...parsed.value, name }));
  return name;
}

/** The stored revisions of workflows (of one, by its exact name), in the document store. */
export const workflowRevisionRows = (db: Db, name?: string) =>
  db
    .select()
    .from(metadataRevisions)
    .where(
      and(
        eq(metadataRevisions.kind, WORKFLOW),
        name === undefined ? undefined : eq(metadataRevisions.name, name),
      ),
    );

/** Changes a stored workflow's row behind the calls' back (tests of what readers make of it). */
export const setWorkflowRow = (
  db: Db,
  name: string,
  values: Partial<typeof metadataDocuments.$inferInsert>,
) =>
  db
    .update(metadataDocuments)
    .set(values)
    .where(and(eq(metadataDocuments.kind, WORKFLOW), eq(metadataDocuments.name, name)));
