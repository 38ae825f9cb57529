import { DataviewPath } from "@fsm/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { execSearch } from "./search.test-support.js";

/** Stored text longer than what one client value may carry is still answered whole, never a 500. */
describe.each(engines)("long stored text in answers (%s)", (engine) => {
  let t: TestApp;
  let customer: TestClient;
  let id: number;
  const description = "Long report. ".repeat(200).trim();
  beforeAll(async () => {
    t = await startTestApp(engine);
    customer = await signedIn(t.app, DEMO.customer.email);
    const { body } = await execSearch(customer, { screenName: "request", pageSize: 1 });
    id = Number(body.rows[0]!.id);
    await t.db.execute(sql`update service_requests set description = ${description} where id = ${id}`);
  });
  afterAll(async () => t?.close());

  it("search and open answer a 2,600-character description", async () => {
    const { res, body } = await execSearch(customer, { screenName: "request", pageSize: 1 });
    expect(res.statusCode).toBe(200);
    expect(body.rows[0]).toMatchObject({ id });
    const opened = await customer.post(DataviewPath.getDataForScreen, {
      screenName: "request",
      searchValue: id,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json<{ dataModel: { description: string } }>().dataModel.description).toBe(description);
  });
});
