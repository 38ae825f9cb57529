import { checkScreenReferences, describeIssue, parseScreenDocument } from "@fsm/metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.js";
import { BASELINE_SCREENS } from "../../db/seed/screens/index.js";
import { engines, openTestDatabase } from "../../../test/support/harness.js";
import { buildCatalog } from "./screen-catalog.js";
import { findScreenByName } from "./screens.repository.js";

describe.each(engines)("baseline screens (%s)", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(async () => database?.close());

  it.each(BASELINE_SCREENS.map((s) => [s.name, s] as const))(
    "%s parses and every reference resolves",
    async (_name, raw) => {
      const parsed = parseScreenDocument(raw);
      if (!parsed.ok) throw new Error(parsed.issues.map(describeIssue).join("\n"));
      const issues = checkScreenReferences(parsed.value, await buildCatalog(database.db));
      expect(issues.map(describeIssue)).toEqual([]);
    },
  );

  it("stores each one as a baseline screen with its first revision", async () => {
    for (const raw of BASELINE_SCREENS) {
      const row = await findScreenByName(database.db, raw.name.toUpperCase());
      expect(row).toMatchObject({ name: raw.name, isBaseline: true, formatVersion: 3 });
    }
  });
});
