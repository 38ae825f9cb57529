import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseScreenDocument, parseWorkflowDocument, type TScreenDocumentInput } from "@fsm/metadata";
import type { Database } from "../src/db/client.js";
import { persons } from "../src/db/schema.js";
import { seedDatabase } from "../src/db/seed/index.js";
import { BASELINE_SCREENS } from "../src/db/seed/screens/index.js";
import { BASELINE_WORKFLOW_DOCUMENTS } from "../src/db/seed/screens/workflows.seed.js";
import { sameJson } from "../src/engine/documents/baseline-documents.js";
import { findByName, listRevisions } from "../src/engine/documents/documents.repository.js";
import { storeDocument } from "../src/engine/screens/screens.service.js";
import { validateDocument } from "../src/engine/screens/screens.validate.js";
import { storeWorkflow } from "../src/engine/workflows/workflows.store.js";
import { validateWorkflow } from "../src/engine/workflows/workflows.validate.js";
import { deleteWorkflow } from "../src/engine/workflows/workflow-writes.service.js";
import type { Actor } from "../src/platform/sessions/actor.js";
import { engines, openTestDatabase } from "./support/harness.js";

/** A baseline screen as the code ships it now, and as an older release shipped it (7 rows a page). */
function screenVersions(name: string) {
  const raw = BASELINE_SCREENS.find((s) => s.name === name)!;
  const parsed = parseScreenDocument(raw);
  if (!parsed.ok) throw new Error(`${name} does not parse`);
  const older = {
    ...raw,
    search: { ...(raw as { search: object }).search, pageSize: 7 },
  } as TScreenDocumentInput;
  return { shipped: parsed.value, older };
}

describe.each(engines)("baseline documents shipped later reach databases seeded earlier (%s)", (engine) => {
  let database: Database;
  let designer: Actor;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const [person] = await database.db.select().from(persons).where(eq(persons.email, "designer@demo.test"));
    designer = { personId: person!.id } as Actor;
  });
  afterAll(async () => database?.close());

  const stored = async (kind: string, name: string) => (await findByName(database.db, kind, name))!;
  const revisions = async (kind: string, name: string) =>
    listRevisions(database.db, (await stored(kind, name)).id); // newest first

  it("a screen only the seed has written is brought up to the shipped version, as its next revision", async () => {
    const { shipped, older } = screenVersions("request");
    // The database as an older release seeded it.
    await storeDocument(database.db, null, await validateDocument(database.db, older), {
      isBaseline: true,
      comment: "baseline",
    });
    const before = (await revisions("screen", "request")).length;

    await seedDatabase(database, "never");
    const row = await stored("screen", "request");
    expect(sameJson(row.document, shipped)).toBe(true);
    const [latest, previous] = await revisions("screen", "request");
    expect(latest).toMatchObject({ revision: before + 1, authorPersonId: null, comment: "baseline update" });
    // The older version stays in the history, to diff or revert to.
    expect(previous!.document).toMatchObject({ search: { pageSize: 7 } });

    // Once current, a start writes nothing.
    await seedDatabase(database, "never");
    expect(await revisions("screen", "request")).toHaveLength(before + 1);
  });

  it("a screen a designer has revised stays theirs", async () => {
    const { older } = screenVersions("RMA");
    await storeDocument(database.db, designer, await validateDocument(database.db, older), {
      comment: "seven rows are enough",
    });
    const before = await revisions("screen", "RMA");

    await seedDatabase(database, "never");
    expect((await stored("screen", "RMA")).document).toMatchObject({ search: { pageSize: 7 } });
    expect(await revisions("screen", "RMA")).toEqual(before);
  });

  it("a designer's revert to the seed's version is theirs too", async () => {
    const { shipped, older } = screenVersions("siteLookup");
    await storeDocument(database.db, null, await validateDocument(database.db, older), {
      isBaseline: true,
      comment: "baseline",
    });
    // A designer brings back the older version on purpose (a revert writes a revision under them).
    await storeDocument(database.db, designer, await validateDocument(database.db, older), {
      comment: "reverted to revision 1",
    });

    await seedDatabase(database, "never");
    const row = await stored("screen", "siteLookup");
    expect(sameJson(row.document, shipped)).toBe(false);
    expect((await revisions("screen", "siteLookup"))[0]).toMatchObject({ authorPersonId: designer.personId });
  });

  it("a workflow only the seed has written is brought up to the shipped version too", async () => {
    const { title, document } = BASELINE_WORKFLOW_DOCUMENTS.find((w) => w.document.header.name === "RMA")!;
    const older = { ...document, header: { ...document.header, titleKey: "wf_request_title" } };
    await storeWorkflow(database.db, null, await validateWorkflow(database.db, older), {
      comment: "baseline",
      title,
    });

    await seedDatabase(database, "never");
    const shipped = parseWorkflowDocument(document);
    expect(shipped.ok && sameJson((await stored("workflow", "RMA")).document, shipped.value)).toBe(true);
    expect((await revisions("workflow", "RMA"))[0]).toMatchObject({ comment: "baseline update" });
  });

  it("a seeded workflow a designer deleted is not brought back", async () => {
    await deleteWorkflow(database.db, designer, "SITE_SURVEY");
    await seedDatabase(database, "never");
    expect(await findByName(database.db, "workflow", "SITE_SURVEY")).toBeUndefined();
  });
});
