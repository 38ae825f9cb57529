import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { asc, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { engines, throwawayPostgres } from "../../test/support/harness.js";
import { historyIdOf } from "../engine/documents/documents.repository.js";
import { metadataDocuments, metadataRevisions } from "../engine/documents/documents.table.js";
import { pgliteOptions, wrapPglite, type Database, type EngineName } from "./client.js";
import { runMigrations } from "./migrate.js";
import { DEFAULT_MIGRATIONS_DIR } from "../paths.js";

/** The migrations up to (not including) the one that made the document store. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), "fsm-migrations-"));
  cpSync(DEFAULT_MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag === tag),
  );
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

async function emptyDatabase(engine: EngineName): Promise<Database> {
  if (engine === "PGlite") return wrapPglite(await PGlite.create(pgliteOptions), true);
  return throwawayPostgres("fsm_migration");
}

const workflowDoc = (name: string, startScreen: string) =>
  JSON.stringify({ formatVersion: 1, header: { name, startScreen, titleKey: "wf_title" }, elements: [] });

/** Screens and workflows as the tables before the store held them: live, sub-screen and deleted. */
const BEFORE = `
INSERT INTO screens (id, name, primary_screen_id, type, document, format_version, disabled, is_baseline)
OVERRIDING SYSTEM VALUE VALUES
  (4, 'LIST_A', NULL, 'portal', '{"name":"LIST_A","type":"portal"}', 2, false, true),
  (7, 'SUB_A', 4, 'portal', '{"name":"SUB_A","type":"portal"}', 2, true, false);
INSERT INTO screen_revisions (screen_id, revision, document, comment) VALUES
  (4, 1, '{"name":"LIST_A","type":"portal"}', 'baseline'),
  (4, 2, '{"name":"LIST_A","type":"portal","title":"x"}', 'edited'),
  (7, 1, '{"name":"SUB_A","type":"portal"}', ''),
  (9, 1, '{"name":"GONE","type":"portal"}', ''),
  (9, 2, NULL, 'deleted');
INSERT INTO workflows (name, title, title_key, start_screen_name, is_baseline, disabled, document, revision) VALUES
  ('FLOW', 'Flow', 'wf_title', 'LIST_A', false, true, '${workflowDoc("FLOW", "LIST_A")}', 2);
INSERT INTO workflow_revisions (workflow_name, revision, document, comment) VALUES
  ('FLOW', 1, '${workflowDoc("FLOW", "LIST_A")}', 'first'),
  ('FLOW', 2, '${workflowDoc("FLOW", "LIST_A")}', 'second'),
  ('OLDFLOW', 1, '${workflowDoc("OLDFLOW", "SUB_A")}', ''),
  ('OLDFLOW', 2, NULL, 'deleted');
`;

describe.each(engines)("the document store migration (%s)", (engine) => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((f) => rmSync(f, { recursive: true, force: true })));

  it("moves screens, workflows and their histories, live and deleted, keeping screen ids", async () => {
    const database = await emptyDatabase(engine);
    try {
      const before = migrationsBefore("0008_metadata_documents");
      folders.push(before);
      await runMigrations(database, before);
      for (const statement of BEFORE.split(";").filter((s) => s.trim()))
        await database.db.execute(sql.raw(statement));
      await runMigrations(database, DEFAULT_MIGRATIONS_DIR);

      const db = database.db;
      const docs = await db.select().from(metadataDocuments).orderBy(asc(metadataDocuments.id));
      expect(
        docs.map((d) => [d.kind, d.id, d.name, d.parentId, d.revision, d.disabled, d.isBaseline]),
      ).toEqual([
        ["screen", 4, "LIST_A", null, 2, false, true],
        ["screen", 7, "SUB_A", 4, 1, true, false],
        ["workflow", docs[2]!.id, "FLOW", null, 2, true, false],
      ]);
      const flow = docs[2]!;
      expect(flow.id).toBeGreaterThan(9);
      expect(flow.title).toBe("Flow");

      const revisions = await db
        .select()
        .from(metadataRevisions)
        .orderBy(asc(metadataRevisions.documentId), asc(metadataRevisions.revision));
      const history = (id: number) =>
        revisions
          .filter((r) => r.documentId === id)
          .map((r) => [r.revision, r.name, r.comment, r.document === null]);
      expect(history(4)).toEqual([
        [1, "LIST_A", "baseline", false],
        [2, "LIST_A", "edited", false],
      ]);
      expect(history(9)).toEqual([
        [1, "GONE", "", false],
        [2, "GONE", "deleted", true],
      ]);
      expect(history(flow.id).map((r) => r[2])).toEqual(["first", "second"]);
      // A deleted workflow's history is found by its name, under an id of its own.
      const oldFlow = await historyIdOf(db, "workflow", "oldflow");
      expect(oldFlow).toBeDefined();
      expect([4, 7, 9, flow.id]).not.toContain(oldFlow);
      expect(history(oldFlow!).map((r) => r[3])).toEqual([false, true]);
      expect(await historyIdOf(db, "screen", "GONE")).toBe(9);

      // New documents get ids after every moved one, live or deleted.
      const [fresh] = await db
        .insert(metadataDocuments)
        .values({ kind: "screen", name: "NEW", document: {}, formatVersion: 2 })
        .returning();
      expect(fresh!.id).toBeGreaterThan(Math.max(flow.id, oldFlow!));
    } finally {
      await database.close();
    }
  });
});
