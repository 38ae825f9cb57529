import { ErrorCode, MetadataPath, type TScreenResponse } from "@fsm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { postMetadata, sitesScreen } from "./screens.test-support.js";

describe.each(engines)("screen store (%s)", (engine) => {
  let t: TestApp;
  let designer: TestClient;
  let customer: TestClient;
  beforeAll(async () => {
    t = await startTestApp(engine);
    designer = await signedIn(t.app, DEMO.designer.email);
    customer = await signedIn(t.app, DEMO.customer.email);
  });
  afterAll(async () => t?.close());

  const fetchScreen = (screenName: string, client = customer) =>
    client.get(MetadataPath.fetchScreen, { query: { screenName } });

  it("fetchscreen loads a screen by name in any case", async () => {
    const res = await fetchScreen("REQUEST");
    expect(res.statusCode).toBe(200);
    const body = res.json<TScreenResponse>();
    expect(body).toMatchObject({ name: "request", type: "portal", isBaseline: true, formatVersion: 3 });
    expect(body.document).toMatchObject({ table: "service_requests", search: { pageSize: 25 } });
    expect((await fetchScreen("rma")).json().name).toBe("RMA");
  });

  it("fetchscreen of an unknown screen is 404, and needs a session", async () => {
    const res = await fetchScreen("nothingHere");
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(ErrorCode.NotFound);
    const anonymous = await new TestClient(t.app).get(MetadataPath.fetchScreen, {
      query: { screenName: "request" },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("editmetadatajson stores a new screen, then a new version of it", async () => {
    const created = await postMetadata(designer, sitesScreen("siteBoard"), "first");
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ name: "siteBoard", revision: 1, isBaseline: false });
    const changed = await postMetadata(designer, sitesScreen("siteBoard", "request_list_title"));
    expect(changed.json()).toMatchObject({ revision: 2, document: { title: "request_list_title" } });
    expect((await fetchScreen("SITEBOARD")).json().document.title).toBe("request_list_title");
  });

  it("editmetadatajson migrates an old-format document before storing it", async () => {
    const v1 = {
      type: "portal",
      name: "legacySites",
      title: "site_lookup_title",
      table: "sites",
      fields: [{ id: "name", type: "text", column: "name", labelKey: "site_name" }],
    };
    const res = await postMetadata(designer, v1);
    expect(res.statusCode).toBe(200);
    expect(res.json().document).toMatchObject({
      formatVersion: 3,
      sections: [{ id: "main", items: [{ kind: "field", label: "site_name" }] }],
    });
  });

  it.each([
    [
      "an unknown lookup screen",
      (d: ReturnType<typeof sitesScreen>) => {
        (d.sections[0]!.items[1] as Record<string, unknown>).type = "lookup";
        (d.sections[0]!.items[1] as Record<string, unknown>).lookup = {
          screen: "X",
          keyColumn: "id",
          displayColumn: "name",
        };
      },
      "sections[0].items[1].lookup.screen",
      'unknown screen "X"',
    ],
    [
      "an unknown column",
      (d: ReturnType<typeof sitesScreen>) => void (d.sections[0]!.items[0]!.column = "password_hash"),
      "sections[0].items[0].column",
      'unknown column "password_hash" of table "sites"',
    ],
    [
      "an info card linked by a column that refers to another table",
      (d: ReturnType<typeof sitesScreen>) =>
        void d.sections[0]!.items.push({
          kind: "card",
          id: "companyCard",
          label: "site_name",
          table: "companies",
          placeholders: ["name"],
          linkColumn: "city",
        } as never),
      "sections[0].items[2].linkColumn",
      'column "city" of table "sites" does not refer to table "companies"',
    ],
    [
      "an unknown message key",
      (d: ReturnType<typeof sitesScreen>) => void (d.title = "no_such_text"),
      "title",
      'unknown message key "no_such_text"',
    ],
    [
      "an unknown table",
      (d: ReturnType<typeof sitesScreen>) => void (d.table = "sessions"),
      "table",
      'unknown table "sessions"',
    ],
    [
      "a schema error",
      (d: ReturnType<typeof sitesScreen>) =>
        void ((d.sections[0]!.items[0] as Record<string, unknown>).type = "hologram"),
      "sections[0].items[0].type",
      undefined,
    ],
  ])("editmetadatajson refuses %s with the exact path", async (_what, mutate, path, message) => {
    const doc = sitesScreen("badScreen");
    mutate(doc);
    const res = await postMetadata(designer, doc);
    expect(res.statusCode).toBe(400);
    const detail = res.json().details.find((d: { path: string }) => d.path === path);
    expect(detail).toBeDefined();
    if (message) expect(detail.message).toBe(message);
    expect((await fetchScreen("badScreen")).statusCode).toBe(404);
  });

  it("editmetadatajson refuses text that is not JSON", async () => {
    const res = await postMetadata(designer, "{not json");
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe("metadata");
  });

  it("writes are for designers, with the XSRF token", async () => {
    const byCustomer = await postMetadata(customer, sitesScreen("customerScreen"));
    expect(byCustomer.statusCode).toBe(403);
    expect(byCustomer.json().code).toBe(ErrorCode.Forbidden);
    const noXsrf = await postMetadata(designer, sitesScreen("noXsrf"), undefined, { xsrf: false });
    expect(noXsrf.statusCode).toBe(403);
    expect(noXsrf.json().code).toBe(ErrorCode.Xsrf);
    const anonymous = await postMetadata(await new TestClient(t.app).init(), sitesScreen("anon"));
    expect(anonymous.statusCode).toBe(401);
    const del = await customer.post(MetadataPath.deleteScreenMetadata, { screenId: 1 });
    expect(del.statusCode).toBe(403);
    const edit = await customer.get(MetadataPath.getScreenMetadataToEdit, { query: { screenID: "1" } });
    expect(edit.statusCode).toBe(403);
  });

  it("lists primary screens, sub-screens and the screen to edit", async () => {
    const primary = (await customer.get(MetadataPath.fetchPrimaryScreenNames)).json<
      { name: string; screenId: number }[]
    >();
    expect(primary.map((p) => p.name)).toEqual(expect.arrayContaining(["request", "RMA", "siteLookup"]));
    const request = primary.find((p) => p.name === "request")!;
    const created = await designer.post(MetadataPath.createScreenByElements, {
      screenType: "workflowStep",
      screenHeader: {
        screenName: "requestStep1",
        title: "request_section_visit",
        table: "service_requests",
        primaryScreenName: "request",
      },
      screenElements: [
        {
          kind: "field",
          id: "from",
          type: "dateTime",
          column: "preferred_from",
          label: "request_preferred_from",
        },
      ],
    });
    expect(created.statusCode).toBe(200);
    const sub = created.json<TScreenResponse>();
    expect(sub.primaryScreenId).toBe(request.screenId);
    const subIds = await customer.get(MetadataPath.getSubScreenIds, {
      query: { primaryScreenID: String(request.screenId) },
    });
    expect(subIds.json()).toEqual([sub.screenId]);
    expect(
      (await customer.get(MetadataPath.fetchPrimaryScreenNames)).json().map((p: { name: string }) => p.name),
    ).not.toContain("requestStep1");
    const toEdit = await designer.get(MetadataPath.getScreenMetadataToEdit, {
      query: { screenID: String(request.screenId), subScreenID: String(sub.screenId) },
    });
    expect(toEdit.json()).toMatchObject({ name: "requestStep1", type: "workflowStep" });
    const main = await designer.get(MetadataPath.getScreenMetadataToEdit, {
      query: { screenID: String(request.screenId), subScreenID: "0" },
    });
    expect(main.json()).toMatchObject({ name: "request", subScreenIds: [sub.screenId] });
    const wrong = await designer.get(MetadataPath.getScreenMetadataToEdit, {
      query: { screenID: String(sub.screenId), subScreenID: String(request.screenId) },
    });
    expect(wrong.statusCode).toBe(400);
  });

  it("createscreenbyelements reports errors at the request's own paths and refuses taken names", async () => {
    const bad = await designer.post(MetadataPath.createScreenByElements, {
      screenType: "portal",
      screenHeader: { screenName: "elements1", title: "request_list_title", table: "sites" },
      screenElements: [{ kind: "field", id: "x", type: "text", column: "nope", label: "site_name" }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([
      { path: "screenElements[0].column", message: 'unknown column "nope" of table "sites"' },
    ]);
    const taken = await designer.post(MetadataPath.createScreenByElements, {
      screenType: "portal",
      screenHeader: { screenName: "Request", title: "request_list_title", table: "sites" },
      screenElements: [],
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().details[0].path).toBe("screenHeader.screenName");
  });

  it("checkscreennameexists answers case-insensitively, ignoring the screen being designed", async () => {
    const check = async (query: Record<string, string>) =>
      (await designer.get(MetadataPath.checkScreenNameExists, { query })).json();
    expect(await check({ screenName: "ReQuEsT" })).toBe(true);
    expect(await check({ screenName: "brandNewName" })).toBe(false);
    const request = (await fetchScreen("request")).json<TScreenResponse>();
    expect(await check({ screenName: "request", designId: String(request.screenId), subscreenId: "" })).toBe(
      false,
    );
  });

  it("deletescreenmetadata removes a screen, but never a baseline one", async () => {
    const created = (await postMetadata(designer, sitesScreen("doomed"))).json<TScreenResponse>();
    const res = await designer.post(MetadataPath.deleteScreenMetadata, {
      screenId: created.screenId,
      subScreenId: 0,
    });
    expect(res.statusCode).toBe(200);
    expect((await fetchScreen("doomed")).statusCode).toBe(404);
    const baseline = (await fetchScreen("RMA")).json<TScreenResponse>();
    const refused = await designer.post(MetadataPath.deleteScreenMetadata, { screenId: baseline.screenId });
    expect(refused.statusCode).toBe(400);
    expect((await designer.post(MetadataPath.deleteScreenMetadata, { screenId: 999999 })).statusCode).toBe(
      404,
    );
  });

  it("concurrent saves of one screen get consecutive revisions, and one concurrent creation wins", async () => {
    const first = (await postMetadata(designer, sitesScreen("busyScreen"))).json<TScreenResponse>();
    const saves = await Promise.all(
      Array.from({ length: 6 }, (_, i) => postMetadata(designer, sitesScreen("busyScreen"), `save ${i}`)),
    );
    expect(saves.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const numbers = saves.map((r) => r.json<TScreenResponse>().revision).sort((a, b) => a - b);
    expect(numbers).toEqual([2, 3, 4, 5, 6, 7]);
    expect(first.revision).toBe(1);
    const creations = await Promise.all(
      Array.from({ length: 4 }, () => postMetadata(designer, sitesScreen("raceScreen"))),
    );
    const statuses = creations.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(statuses).toContain(200);
  });
});
