import { MetadataPath, type TCardInfoResponse, type TScreenFilter } from "@fsm/contracts";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { persons, sites } from "../../db/schema.js";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";

describe.each(engines)("screen filters and cards (%s)", (engine) => {
  let t: TestApp;
  let customer: TestClient;
  beforeAll(async () => {
    t = await startTestApp(engine);
    customer = await signedIn(t.app, DEMO.customer.email);
  });
  afterAll(async () => t?.close());

  const filters = async (query: Record<string, string>) =>
    customer.get(MetadataPath.fetchScreenFilters, { query });

  it("fetchscreenfilters lists the declared filters with their codes", async () => {
    const list = (await filters({ screenName: "request" })).json<TScreenFilter[]>();
    expect(list.map((f) => f.item_name)).toEqual([
      "request.status",
      "request.priority",
      "request.problem_code",
      "request.site_id",
    ]);
    expect(list[0]!.options.map((o) => o.code)).toContain("IN_PROGRESS");
    const one = (await filters({ screenName: "REQUEST", itemName: "Request.Priority" })).json<
      TScreenFilter[]
    >();
    expect(one).toHaveLength(1);
    expect(one[0]!.options.map((o) => o.code)).toEqual(["LOW", "MEDIUM", "HIGH", "URGENT"]);
    const other = (
      await filters({ screenName: "request", itemName: "request.priority", lookupTable: "rma_reason" })
    ).json<TScreenFilter[]>();
    expect(other[0]).toMatchObject({ codeTable: "rma_reason" });
  });

  it("fetchscreenfilters names what is unknown", async () => {
    const item = await filters({ screenName: "request", itemName: "request.password" });
    expect(item.statusCode).toBe(400);
    expect(item.json().details[0]).toEqual({
      path: "itemName",
      message: 'unknown filter item "request.password" of screen "request"',
      messageKey: "error_unknown_filter_item",
      values: { item: "request.password", screen: "request" },
    });
    const table = await filters({ screenName: "request", lookupTable: "colours" });
    expect(table.json().details[0]).toEqual({
      path: "lookupTable",
      message: 'unknown code table "colours"',
      messageKey: "error_unknown_code_table",
      values: { name: "colours" },
    });
    expect((await filters({ screenName: "nope" })).statusCode).toBe(404);
  });

  it("cardinfo counts only the caller's rows", async () => {
    const [me] = await t.db.select().from(persons).where(eq(persons.email, DEMO.customer.email));
    const [own] = await t.db.select({ n: count() }).from(sites).where(eq(sites.companyId, me!.companyId!));
    const [all] = await t.db.select({ n: count() }).from(sites);
    const mine = (
      await customer.get(MetadataPath.cardInfo, { query: { screenName: "request" } })
    ).json<TCardInfoResponse>();
    expect(mine.cards).toEqual([
      {
        id: "siteCard",
        label: "request_site_card",
        table: "sites",
        placeholders: ["name", "address", "city"],
        total: own!.n,
      },
    ]);
    expect(own!.n).toBeLessThan(all!.n);
    const staff = await signedIn(t.app, DEMO.staff.email);
    const theirs = (
      await staff.get(MetadataPath.cardInfo, { query: { screenName: "request" } })
    ).json<TCardInfoResponse>();
    expect(theirs.cards[0]!.total).toBe(all!.n);
  });
});
