import { DataviewPath, MetadataPath } from "@fsm/contracts";
import { parseScreenDocument } from "@fsm/metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { postMetadata } from "../screens/screens.test-support.js";
import { storeDocument } from "../screens/screens.service.js";
import { execSearch } from "./search.test-support.js";

type Filter = { item_name: string; column: string; label: string; type?: string; operator?: string };

/** A list of sites whose search has these filters; address is shown as multiline text. */
const sitesList = (name: string, filters: Filter[]) => ({
  formatVersion: 3,
  type: "portal",
  name,
  title: "site_lookup_title",
  table: "sites",
  search: {
    table: "sites",
    columns: [
      { column: "name", label: "site_name", sortable: true },
      { column: "city", label: "site_city" },
      { column: "address", label: "site_address", type: "multilineText" },
    ],
    filters,
    defaultOrder: [{ column: "name" }],
  },
});

const cityLike: Filter = {
  item_name: "site.city",
  column: "city",
  label: "site_city",
  type: "text",
  operator: "LIKE",
};
const northOf: Filter = {
  item_name: "site.north",
  column: "latitude",
  label: "site_latitude",
  type: "number",
  operator: "GE",
};

describe.each(engines)("filter operators of a screen's search (%s)", (engine) => {
  let t: TestApp;
  let designer: TestClient;
  let customer: TestClient;
  beforeAll(async () => {
    t = await startTestApp(engine);
    designer = await signedIn(t.app, DEMO.designer.email);
    customer = await signedIn(t.app, DEMO.customer.email);
  });
  afterAll(async () => t?.close());

  it("editmetadatajson refuses a filter whose operator its field type does not declare, naming the path", async () => {
    const bad = { item_name: "site.name", column: "name", label: "site_name", type: "text", operator: "GE" };
    const res = await postMetadata(designer, sitesList("siteFilters", [cityLike, northOf, bad]));
    expect(res.statusCode).toBe(400);
    const message = 'a filter of type "text" allows only EQ, NE, LIKE, IN, not GE';
    expect(res.json()).toMatchObject({
      message: `search.filters[2].operator: ${message}`,
      details: [{ path: "search.filters[2].operator", message }],
    });
    const label = { ...bad, type: "label", operator: "EQ" };
    const unfilterable = await postMetadata(designer, sitesList("siteFilters", [label]));
    expect(unfilterable.statusCode).toBe(400);
    expect(unfilterable.json().details).toEqual([
      expect.objectContaining({
        path: "search.filters[0].operator",
        message: 'a field of type "label" cannot be filtered on (its type allows no operator)',
      }),
    ]);
    expect(
      (await designer.get(MetadataPath.fetchScreen, { query: { screenName: "siteFilters" } })).statusCode,
    ).toBe(404);
    const good = await postMetadata(designer, sitesList("siteFilters", [cityLike, northOf]));
    expect(good.statusCode).toBe(200);
  });

  it("searches a filter with its declared operator only, and refuses one its type does not declare", async () => {
    // A screen stored before the rule (storeDocument does not validate), with a filter whose
    // declared EQ its multilineText type does not allow.
    const stale = {
      item_name: "site.address",
      column: "address",
      label: "site_address",
      type: "multilineText",
    };
    const parsed = parseScreenDocument(sitesList("staleSiteFilters", [cityLike, stale]));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    await storeDocument(t.db, null, parsed.value);

    const like = await execSearch(customer, {
      screenName: "staleSiteFilters",
      searchMap: { "site.city": "a" },
    });
    expect(like.res.statusCode).toBe(200);
    const asked = await execSearch(customer, {
      screenName: "staleSiteFilters",
      dataConstraints: [{ left_operand: "site.city", operator: "EQ", right_operand: "Springfield" }],
    });
    expect(asked.res.statusCode).toBe(400);
    expect(asked.res.json().details[0]).toMatchObject({ path: "dataConstraints[0].operator" });

    const refused = await execSearch(customer, {
      screenName: "staleSiteFilters",
      searchMap: { "site.address": "Main Street" },
    });
    expect(refused.res.statusCode).toBe(400);
    expect(refused.res.json().details).toEqual([
      expect.objectContaining({
        path: "searchMap[0].operator",
        message: '"site.address": a filter of type "multilineText" allows only LIKE, not EQ',
      }),
    ]);
  });

  it("takes navigation criteria on a shown column only when its type compares for equality", async () => {
    await postMetadata(designer, sitesList("siteNavigation", [cityLike]));
    const navigate = (left_operand: string) =>
      customer.post(DataviewPath.execNavigationSearch, {
        screenName: "siteNavigation",
        navigationSearchCriterias: [{ left_operand, right_operand: "x" }],
      });
    expect((await navigate("city")).statusCode).toBe(200);
    const refused = await navigate("address");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0]).toMatchObject({
      path: "navigationSearchCriterias[0].operator",
      message: '"address": a filter of type "multilineText" allows only LIKE, not EQ',
    });
  });
});
