import type { TErrorResponse } from "@fsm/contracts";
import { fieldValueSchema, parseScreenDocument, type TFieldItem } from "@fsm/metadata";
import { FIELD_VALUE_CASES } from "@fsm/metadata/value-cases";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { rowsOf } from "../search/search.repository.js";
import { placesOf } from "../submissions/submissions.test-support.js";
import { storeDocument } from "../screens/screens.service.js";
import { saveForm } from "./records.test-support.js";

/** Where each case's field lives: a column of a table staff may edit, of a compatible data type. */
const HOMES: Record<string, { table: "service_requests" | "assets"; column: string }> = {
  "e-mail": { table: "service_requests", column: "contact_name" },
  phone: { table: "service_requests", column: "contact_phone" },
  "whole number": { table: "service_requests", column: "site_id" },
  date: { table: "assets", column: "installed_on" },
  "date and time": { table: "service_requests", column: "preferred_from" },
  "required text": { table: "service_requests", column: "description" },
  "required code": { table: "service_requests", column: "priority" },
};

/**
 * Issue 10 §3: the server refuses what the browser refuses, type by type. Each value is checked
 * by the field type's value schema exactly as the web form runs it (apps/web's field-type tests
 * prove the form's check is that schema), then sent to updateentity through a screen holding only
 * that field: a refused value is a 400 naming the field, an accepted one is stored.
 */
describe.each(engines)("field types: the server refuses what the browser refuses (%s)", (engine) => {
  let t: TestApp;
  let staff: TestClient;
  let ids: Record<"service_requests" | "assets", number>;
  let siteId: number;
  beforeAll(async () => {
    t = await startTestApp(engine);
    staff = await signedIn(t.app, DEMO.staff.email);
    const places = await placesOf(t.db, DEMO.customer.email);
    siteId = places.siteId;
    const [request] = await rowsOf(t.db, sql`select id from service_requests order by id limit 1`);
    ids = { service_requests: Number(request!.id), assets: places.assetId };
  });
  afterAll(async () => t?.close());

  /** Stores a portal screen holding only this field; answers the field as the screen parsed it. */
  async function screenFor(name: string, table: string, field: Record<string, unknown>): Promise<TFieldItem> {
    const parsed = parseScreenDocument({
      formatVersion: 3,
      type: "portal",
      name,
      title: "request_list_title",
      table,
      sections: [{ id: "main", items: [field] }],
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    await t.db.transaction((tx) => storeDocument(tx, null, parsed.value));
    if (!("sections" in parsed.value)) throw new Error("a portal screen has sections");
    return parsed.value.sections[0]!.items[0] as TFieldItem;
  }

  async function save(
    screenName: string,
    table: "service_requests" | "assets",
    column: string,
    value: unknown,
  ) {
    const id = ids[table];
    const [row] = await rowsOf(t.db, sql`select * from ${sql.identifier(table)} where id = ${id}`);
    return saveForm(staff, {
      screenName,
      primaryTable: table,
      dataModel: { id, [column]: value },
      originalDataModel: row!.version === undefined ? {} : { version: row!.version },
      childTables: {},
    });
  }

  it.each(FIELD_VALUE_CASES.map((c, i) => [c.name, c, i] as const))("%s", async (_name, testCase, i) => {
    const home = HOMES[testCase.name]!;
    const field = { kind: "field", id: "f", column: home.column, label: "request_site", ...testCase.field };
    const parsedField = await screenFor(`PARITY_${i}`, home.table, field);
    // A site the caller may see is a whole number the server also accepts.
    const values = testCase.name === "whole number" ? [...testCase.values, String(siteId)] : testCase.values;
    const verdicts = [];
    for (const value of values) {
      const browser = fieldValueSchema(parsedField).safeParse(value).success;
      const res = await save(`PARITY_${i}`, home.table, home.column, value);
      const details = res.statusCode === 400 ? (res.json<TErrorResponse>().details ?? []) : [];
      verdicts.push({
        value,
        browser: browser ? "accepts" : "refuses",
        server: res.statusCode === 200 ? "accepts" : res.statusCode === 400 ? "refuses" : res.body,
        names: details.map((d) => d.path),
      });
    }
    for (const v of verdicts) {
      expect({ value: v.value, server: v.server }).toEqual({ value: v.value, server: v.browser });
      if (v.server === "refuses") expect(v.names).toEqual([`dataModel.${home.column}`]);
    }
    // Every case has values of both verdicts, so neither side passes by refusing (or taking) all.
    expect(new Set(verdicts.map((v) => v.browser))).toEqual(new Set(["accepts", "refuses"]));
  });
});
