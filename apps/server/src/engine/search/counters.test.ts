import { DataviewPath } from "@fsm/contracts";
import { parseScreenDocument, type TScreenDocument } from "@fsm/metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { storeDocument } from "../screens/screens.service.js";
import { execSearch } from "./search.test-support.js";

const dashboard = {
  formatVersion: 3,
  type: "portal",
  name: "requestCounters",
  title: "request_list_title",
  table: "service_requests",
  sections: [
    {
      id: "counters",
      items: [
        {
          kind: "counter",
          id: "newRequests",
          label: "request_list_title",
          screen: "request",
          filter: { "request.status": "NEW" },
        },
        { kind: "counter", id: "allRequests", label: "request_list_title", screen: "request" },
        {
          kind: "counter",
          id: "badFilter",
          label: "request_list_title",
          screen: "request",
          filter: { "persons.email": "x" },
        },
      ],
    },
  ],
};

describe.each(engines)("refreshcounters (%s)", (engine) => {
  let t: TestApp;
  let customer: TestClient;
  beforeAll(async () => {
    t = await startTestApp(engine);
    const parsed = parseScreenDocument(dashboard);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    await storeDocument(t.db, null, parsed.value as TScreenDocument);
    customer = await signedIn(t.app, DEMO.customer.email);
  });
  afterAll(async () => t?.close());

  const counter = (elementId: string) =>
    customer.get(DataviewPath.refreshCounters, { query: { screenName: "requestCounters", elementId } });

  it("counts the caller's rows of the counter's screen with its declared filter", async () => {
    const all = (await counter("allRequests")).json<{ count: number; isEstimate: boolean }>();
    expect(all).toMatchObject({
      count: (await execSearch(customer, { screenName: "request" })).body.total,
      isEstimate: false,
    });
    const fresh = (await counter("NEWREQUESTS")).json<{ elementId: string; count: number }>();
    const expected = await execSearch(customer, {
      screenName: "request",
      searchMap: { "request.status": "NEW" },
    });
    expect(fresh).toEqual({ elementId: "newRequests", count: expected.body.total, isEstimate: false });
  });

  it("names an unknown counter or an undeclared filter", async () => {
    const unknown = await counter("nope");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toBe(
      'elementId: "nope" is not a counter of screen "requestCounters"',
    );
    const bad = await counter("badFilter");
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(
      /"persons\.email" is not a filter of screen "request"/,
    );
  });
});
