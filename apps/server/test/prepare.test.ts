import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { prepareDatabase } from "../src/db/prepare.js";
import { DEFAULT_MIGRATIONS_DIR } from "../src/paths.js";
import { testConfig, withAdmin } from "./support/harness.js";
import { databaseUrlFor } from "./support/pg-urls.js";

const baseUrl = process.env.DATABASE_URL;

/** Several instances of the portal started at once on one empty PostgreSQL database. */
describe.skipIf(!baseUrl)("preparing one PostgreSQL database from several instances at once", () => {
  const name = `fsm_prepare_${process.pid}_${randomBytes(3).toString("hex")}`;
  afterAll(async () => withAdmin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)));

  it("migrates and seeds once while the others wait, and every instance starts", async () => {
    await withAdmin((c) => c.query(`CREATE DATABASE "${name}"`));
    const config = testConfig({ databaseUrl: databaseUrlFor(baseUrl!, name), seedDemo: "never" });
    const results = await Promise.allSettled([1, 2, 3].map(() => prepareDatabase(config)));
    const started = results.flatMap((r) => (r.status === "fulfilled" ? [r.value.database] : []));
    try {
      expect(results.filter((r) => r.status === "rejected")).toEqual([]);
      const journal = JSON.parse(readFileSync(join(DEFAULT_MIGRATIONS_DIR, "meta", "_journal.json"), "utf8"));
      const applied = await started[0]!.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect((applied as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(journal.entries.length);
      const roles = await started[0]!.db.execute(sql`select count(*)::int as n from roles`);
      expect((roles as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(4);
    } finally {
      await Promise.all(started.map((d) => d.close()));
    }
  }, 60_000);
});
