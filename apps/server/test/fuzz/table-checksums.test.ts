import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/client.js";
import { engines, openTestDatabase } from "../support/harness.js";
import { changedTables, checkedTables, tableChecksums, writeMark } from "./table-checksums.js";

/** The fuzzer's "a refusal changed nothing" check must see a committed write, and only that. */
describe.each(engines)("table fingerprints (%s)", (engine) => {
  let database: Database;
  beforeAll(async () => void (database = await openTestDatabase(engine)));
  afterAll(async () => database?.close());

  it("change with a committed write, even of the same values, and not with a rolled-back one", async () => {
    const db = database.db;
    const tables = await checkedTables(db);
    expect(tables).toContain("code_tables");
    expect(tables).not.toContain("rate_limits");
    const before = await tableChecksums(db, tables);
    const mark = await writeMark(db);
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into code_tables (name) values ('fuzz_rolled_back')`);
        throw new Error("roll back");
      })
      .catch(() => undefined);
    expect(changedTables(before, await tableChecksums(db, tables))).toEqual([]);

    await db.execute(sql`update code_tables set description = description`);
    expect(await writeMark(db)).not.toBe(mark);
    expect(changedTables(before, await tableChecksums(db, tables))).toEqual(["code_tables"]);
  });
});
