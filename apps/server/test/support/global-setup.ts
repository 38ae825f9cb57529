import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPostgres, pgliteOptions, wrapPglite } from "../../src/db/client.js";
import { runMigrations } from "../../src/db/migrate.js";
import { seedDatabase } from "../../src/db/seed/index.js";
import { DEFAULT_MIGRATIONS_DIR } from "../../src/paths.js";
import { adminUrl, databaseUrlFor } from "./pg-urls.js";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    pgTemplate: string | null;
  }
}

/**
 * Pays the expensive parts once per run: PGlite's ~4 s initdb plus migrations and seed go into a
 * dumpDataDir tarball; with DATABASE_URL, a migrated and seeded template database is created that
 * each test file clones (CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const id = `${process.pid}_${randomBytes(3).toString("hex")}`;
  const snapshot = join(tmpdir(), `fsm-server-test-${id}.tar.gz`);
  const client = await PGlite.create(pgliteOptions);
  const embedded = wrapPglite(client, true);
  await runMigrations(embedded, DEFAULT_MIGRATIONS_DIR);
  await seedDatabase(embedded, "always");
  const dump = await client.dumpDataDir("gzip");
  writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide("pgliteSnapshot", snapshot);

  let template: string | null = null;
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    template = `fsm_test_tpl_${id}`;
    const admin = new pg.Client({ connectionString: adminUrl(baseUrl) });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${template}"`);
    await admin.end();
    const database = openPostgres(databaseUrlFor(baseUrl, template));
    await runMigrations(database, DEFAULT_MIGRATIONS_DIR);
    await seedDatabase(database, "always");
    await database.close();
  }
  project.provide("pgTemplate", template);

  return async () => {
    rmSync(snapshot, { force: true });
    if (baseUrl && template) {
      const admin = new pg.Client({ connectionString: adminUrl(baseUrl) });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
      await admin.end();
    }
  };
}
